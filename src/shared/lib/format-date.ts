import type { DateFormat } from '../contract/system';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A server calendar date (YYYY-MM-DD) in one of SPEC section 3's orders. The date is a calendar
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
