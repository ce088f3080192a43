/** The languages that write a decimal comma and group thousands with points (by primary subtag). */
const DECIMAL_COMMA = new Set(['pt', 'vi', 'tr']);

/**
 * Money in the pattern #,##0.00 (product rule 3.18). The pattern is the LDML kind, whose ',' and '.' stand for the
 * language's own grouping and decimal marks (docs/decisions/016): 12,345.67 in English and
 * Chinese, 12.345,67 in Portuguese, Vietnamese and Turkish; always two decimals, Latin digits.
 * Written by hand rather than with Intl.NumberFormat, which writes the same (a test holds the two
 * together) but whose first use loads the browser's locale data: 20-40 ms in the middle of home's
 * first render on a phone, for marks that are one of two pairs.
 */
export function formatMoney(amount: number, locale: string): string {
  const [group, decimal] = DECIMAL_COMMA.has(locale.split('-')[0] ?? '') ? ['.', ','] : [',', '.'];
  const minor = minorUnitsOf(Math.abs(amount));
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  // No sign for an amount that rounds to nothing: a balance never reads -0.00.
  return `${amount < 0 && minor !== 0 ? '-' : ''}${whole}${decimal}${String(minor % 100).padStart(2, '0')}`;
}

/**
 * Hundredths, rounded half up from the number as it is written (its shortest decimal, as Intl
 * rounds it: 0.245 is 0.25), not from its binary value (toFixed's 0.24): the decimal point moves
 * in the text, where it is exact.
 */
function minorUnitsOf(amount: number): number {
  if (amount < 0.005) return 0;
  const shifted = Number(`${amount}e2`);
  // A number written with an exponent (1e+21) is past any amount; it is rounded as it is.
  return Math.round(Number.isFinite(shifted) ? shifted : amount * 100);
}

export const HIDDEN_BALANCE = '***';
