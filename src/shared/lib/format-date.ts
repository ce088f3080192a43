import type { DateFormat } from '../contract/system';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A server calendar date (YYYY-MM-DD) written the merchant's way (SPEC section 3). The date is a
 * calendar day, not an instant: it is never passed through a time zone. Anything else is shown
 * as it came rather than guessed at.
 */
export function formatCalendarDate(iso: string, format: DateFormat = 'YYYY/MM/DD'): string {
  const parts = ISO_DATE.exec(iso);
  if (!parts) return iso;
  const [, year, month, day] = parts;
  return format === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
}

/** An instant as the merchant writes dates, with the local time. */
export function formatInstant(iso: string, format: DateFormat | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatCalendarDate(day, format)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
