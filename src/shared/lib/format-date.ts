import type { DateFormat } from '../contract/system';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A server calendar date (YYYY-MM-DD) in one of the merchant's orders (product rule 3.17). The date is a calendar
 * day, not an instant: it is never passed through a time zone. Anything else is shown as it came
 * rather than guessed at.
 */
export function formatCalendarDate(iso: string, order: DateFormat): string {
  const parts = ISO_DATE.exec(iso);
  if (!parts) return iso;
  const [, year, month, day] = parts;
  return order === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
}

/** An instant as a date in `order` with the device's local time (24 hours). */
export function formatInstant(iso: string, order: DateFormat): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatCalendarDate(day, order)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date typed in `order` (the order it is shown in) as YYYY-MM-DD, or null when it is not a whole
 * real date. Any of / . - or spaces may separate the parts, day and month may have one digit,
 * eight digits without separators read in the same order (31122026, 20261231), and YYYY-MM-DD
 * (what autofill may put in) reads as itself.
 */
export function parseCalendarDate(text: string, order: DateFormat): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  // Day, month and year, from whichever form was typed.
  let parts: string[];
  if (iso) parts = [iso[3] ?? '', iso[2] ?? '', iso[1] ?? ''];
  else if (/^\d{8}$/.test(trimmed))
    parts =
      order === 'DD/MM/YYYY' ? [trimmed.slice(0, 2), trimmed.slice(2, 4), trimmed.slice(4)] : [trimmed.slice(6), trimmed.slice(4, 6), trimmed.slice(0, 4)];
  else {
    const split = trimmed.split(/\s*[/.\-\s]\s*/);
    parts = order === 'DD/MM/YYYY' ? split : split.reverse();
  }
  const [day = '', month = '', year = ''] = parts;
  if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p)) || year.length !== 4 || day.length > 2 || month.length > 2) return null;
  const isoDay = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // A real day: 2026-02-30 comes back from Date as March, and is refused.
  const date = new Date(`${isoDay}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === isoDay ? isoDay : null;
}
