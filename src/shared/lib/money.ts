import { MONEY_TEXT, type MoneyText } from '../contract/amount';

/** The languages that write a decimal comma and group thousands with points (by primary subtag). */
const DECIMAL_COMMA = new Set(['pt', 'vi', 'tr']);

/**
 * Money text ("12345.67", the contract's form) in the pattern #,##0.00 (product rule 3.18). The pattern is the LDML kind, whose ',' and '.' stand for the
 * language's own grouping and decimal marks (docs/decisions/016): 12,345.67 in English and
 * Chinese, 12.345,67 in Portuguese, Vietnamese and Turkish; always two decimals, Latin digits.
 * Written by hand rather than with Intl.NumberFormat, which writes the same (a test holds the two
 * together) but whose first use loads the browser's locale data: 20-40 ms in the middle of home's
 * first render on a phone, for marks that are one of two pairs.
 */
export function formatMoney(amount: MoneyText, locale: string): string {
  const match = MONEY_TEXT.exec(amount);
  if (!match) throw new RangeError(`not money text: ${amount}`);
  const [, minus = '', digits = '0', cents = '00'] = match;
  const [group, decimal] = DECIMAL_COMMA.has(locale.split('-')[0] ?? '') ? ['.', ','] : [',', '.'];
  const whole = digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, group);
  // No sign for nothing: a balance never reads -0.00.
  return `${minus && (whole !== '0' || cents !== '00') ? '-' : ''}${whole}${decimal}${cents}`;
}

/**
 * Money as a player types it in the language: no grouping, the language's decimal mark, no
 * trailing zero ("12345.60" is 12345.6 in English, 12345,6 in Portuguese): what a button fills
 * into an amount field reads as the player would have typed it, and parseAmount takes it back.
 */
export function typedMoney(amount: MoneyText, locale: string): string {
  const plain = amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
  return DECIMAL_COMMA.has(locale.split('-')[0] ?? '') ? plain.replace('.', ',') : plain;
}

export const HIDDEN_BALANCE = '***';
