import * as z from 'zod/mini';

/**
 * Money typed by a player: a decimal text with at most 2 places, turned into integer minor units
 * without floating point. The deposit and withdraw forms and the server read amounts through
 * this one function, so the client's messages and the server's refusals cannot disagree.
 */
export type AmountLimits = { minMinor: number; maxMinor: number };

export type AmountError = 'amount_empty' | 'amount_not_number' | 'amount_decimals' | 'amount_below_min' | 'amount_above_max';

export type AmountResult = { ok: true; minor: number } | { ok: false; error: AmountError };

/** Nine whole digits is ￥999,999,999.99: beyond any limit, and far inside Number's exact integers. */
const AMOUNT = /^(\d{1,9})(?:\.(\d+))?$/;
/** "1,000" or "12,345,678.90": commas that group thousands. */
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/**
 * "12.345,60": points that group thousands before a decimal comma, as the screens write money in
 * PT, VI and Turkish. Only with the comma: "1.500" stays a point with three decimals (refused),
 * never fifteen hundred, since in the other languages it cannot mean that.
 */
const GROUPED_DECIMAL_COMMA = /^\d{1,3}(?:\.\d{3})+,\d{1,2}$/;
/** "100,50": one comma and no point is a decimal comma, as PT and VI players (and some keypads) write. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;

/** The amount with a point for decimals and no grouping, or the text as it was when it is neither. */
function normalise(text: string): string {
  if (GROUPED.test(text)) return text.replace(/,/g, '');
  if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  if (GROUPED_DECIMAL_COMMA.test(text)) return text.replace(/\./g, '').replace(',', '.');
  return text;
}

export function parseAmount(text: string, limits: AmountLimits): AmountResult {
  const trimmed = normalise(text.trim());
  if (trimmed === '') return { ok: false, error: 'amount_empty' };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { ok: false, error: 'amount_not_number' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'amount_decimals' };
  const minor = Number(`${match[1]}${fraction.padEnd(2, '0')}`);
  if (minor < limits.minMinor) return { ok: false, error: 'amount_below_min' };
  if (minor > limits.maxMinor) return { ok: false, error: 'amount_above_max' };
  return { ok: true, minor };
}

/** The coins to send for an amount, in hundredths of a coin, rounded up so the merchant is never short. */
export function coinCentsFor(amountMinor: number, rateMinor: number): number {
  return Math.ceil((amountMinor * 100) / rateMinor);
}

/**
 * Money as the contract carries it, both ways: major units with exactly two decimals and an
 * optional minus ("1234.50", "0.00", "-12.30"), so an answer, a log line and a cached copy read
 * the same (docs/decisions/016). Twelve whole digits is past any balance and inside Number's
 * exact integers once in minor units.
 */
/** Its sign, whole digits and cents are the groups: a formatter writes money from them, never from a float. */
export const MONEY_TEXT = /^(-?)(\d{1,12})\.(\d{2})$/;
export type MoneyText = string;
export const moneySchema = z.string().check(z.regex(MONEY_TEXT));

/** Integer minor units as money text (12345 -> "123.45", -5 -> "-0.05"); a fraction of a minor unit is a bug. */
export function moneyText(minor: number): MoneyText {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money in minor units must be a safe integer: ${minor}`);
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Money text as integer minor units, read digit by digit ("-12.30" -> -1230); anything else throws. */
export function minorOf(text: MoneyText): number {
  if (!MONEY_TEXT.test(text)) throw new RangeError(`not money text: ${text}`);
  const negative = text.startsWith('-');
  const minor = Number((negative ? text.slice(1) : text).replace('.', ''));
  return negative && minor !== 0 ? -minor : minor;
}
