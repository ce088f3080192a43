import { type MoneyText, minorOf } from '../contract/amount';
import type { DateFormat } from '../contract/system';
import { formatCalendarDate, formatInstant, parseCalendarDate } from './format-date';
import { formatMoney, typedMoney } from './money';

/** How the screens write money and dates for one language and merchant (docs/decisions/016). */
export type Formats = {
  /** ￥12,345.67: the symbol (the merchant's unless given, e.g. the wallet's) and #,##0.00 in the language's marks. */
  money: (amount: MoneyText, symbol?: string) => string;
  /** An amount as a player types it in the language (12345,6 in Portuguese), for a button that fills an amount field. */
  typedMoney: (amount: MoneyText) => string;
  /** A change of money, its sign before the symbol: +￥10.00, −￥10.00, ￥0.00. */
  signedMoney: (amount: MoneyText, symbol?: string) => string;
  /** A percentage (1.5 is 1.5 %), up to two decimals, as the language writes one: 1.5%, 1,5%, %1,5. */
  percent: (value: number) => string;
  /** A server calendar date (YYYY-MM-DD). */
  date: (isoDay: string) => string;
  /** A date typed in the order `date` writes, as YYYY-MM-DD; null unless it is a whole real date. */
  parseDate: (text: string) => string | null;
  /** An instant, as a date and the device's local time. */
  instant: (iso: string) => string;
};

export type FormatSettings = { locale: string; dateOrder: DateFormat; currencySymbol: string };

/**
 * One per language, made on its first use: making a number format costs about a millisecond and
 * every screen, card and row that writes money asks for its formats, so home's first render made
 * one per game card.
 */
const percentFormats = new Map<string, Intl.NumberFormat>();

function formatPercent(value: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' });
    percentFormats.set(locale, format);
  }
  return format.format(value / 100);
}

export function makeFormats({ locale, dateOrder, currencySymbol }: FormatSettings): Formats {
  const money = (amount: MoneyText, symbol = currencySymbol) => `${symbol}${formatMoney(amount, locale)}`;
  return {
    money,
    typedMoney: (amount) => typedMoney(amount, locale),
    percent: (value) => formatPercent(value, locale),
    signedMoney: (amount, symbol) => {
      const minor = minorOf(amount);
      return `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${money(amount.replace(/^-/, ''), symbol)}`;
    },
    date: (isoDay) => formatCalendarDate(isoDay, dateOrder),
    parseDate: (text) => parseCalendarDate(text, dateOrder),
    instant: (iso) => formatInstant(iso, dateOrder),
  };
}
