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
  // toFixed rounds the double's exact value half up, as Intl does; it writes no sign for -0.
  const fixed = Math.abs(amount).toFixed(2);
  const whole = fixed.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, group);
  return `${amount < 0 && Number(fixed) !== 0 ? '-' : ''}${whole}${decimal}${fixed.slice(-2)}`;
}

export const HIDDEN_BALANCE = '***';
