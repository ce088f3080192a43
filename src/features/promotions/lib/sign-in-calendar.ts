import { type MoneyText, moneyText } from '#src/shared/contract/amount';
import { SIGN_IN_BONUS_MINOR } from '#src/shared/contract/promotions';

/** One day of the sign-in month. `date` is YYYY-MM-DD, a calendar day (never passed through a time zone). */
export type CalendarDay = {
  date: string;
  day: number;
  signed: boolean;
  today: boolean;
  future: boolean;
};

/** The month of `today`: weeks start on Monday; `null` pads the first and last weeks. */
export type CalendarMonth = {
  year: number;
  /** 1-12 */
  month: number;
  weeks: (CalendarDay | null)[][];
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The calendar the sign-in screen draws, from the server's state alone: `today` (the merchant's
 * day, not the device's) decides the month and which days are past or future. Signed days of other
 * months are ignored. A malformed `today` gives null (the screen says it could not load).
 */
export function signInMonth(today: string, signedDays: readonly string[]): CalendarMonth | null {
  const parts = ISO_DATE.exec(today);
  if (!parts) return null;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const todayDay = Number(parts[3]);
  // Day 0 of the next month is the last day of this one (UTC: no time zone moves the day).
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || todayDay < 1 || todayDay > length) return null;

  const signed = new Set(signedDays);
  const prefix = `${year}-${pad(month)}-`;
  // getUTCDay: 0 Sunday .. 6 Saturday; Monday-first columns put Monday at 0 and Sunday at 6.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1) {
    const date = prefix + pad(day);
    cells.push({ date, day, signed: signed.has(date), today: day === todayDay, future: day > todayDay });
  }
  while (cells.length % 7 !== 0) cells.push(null);

  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { year, month, weeks };
}

/** Dates for the weekday names, Monday first (1 January 2024 was a Monday). */
const A_MONDAY_FIRST_WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

/** Weekday names in the language's own words, Monday first. */
export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return A_MONDAY_FIRST_WEEK.map((d) => format.format(d));
}

/** "23 November" in the language's own order and words. */
export function dayAndMonthName(locale: string, date: string): string {
  const parts = ISO_DATE.exec(date);
  if (!parts) return date;
  const instant = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', calendar: 'gregory', timeZone: 'UTC' }).format(instant);
}

/**
 * "November 2024" in the language's own order and words, in the Gregorian calendar that every
 * other date of the app is written in (Thai's own would say 2567).
 */
export function monthTitle(locale: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', calendar: 'gregory', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The ladder as money text, day 1 first (the server pays by the same table). */
export const SIGN_IN_LADDER: readonly MoneyText[] = SIGN_IN_BONUS_MINOR.map(moneyText);

/**
 * Which rung of the weekly ladder today is (0-based): the streak counts today once signed, else
 * today would be the day after the streak.
 */
export function ladderStep(streak: number, signedToday: boolean): number {
  const streakDay = signedToday ? streak : streak + 1;
  return (Math.max(streakDay, 1) - 1) % SIGN_IN_LADDER.length;
}
