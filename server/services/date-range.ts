import { customRangeProblem, type RANGE_PRESETS } from '#src/shared/contract/records';
import { Refusal } from './refusal';
import { calendarDay } from './sign-in';

export type RangeInput = { range: (typeof RANGE_PRESETS)[number] | 'custom'; from?: string; to?: string };
/** Calendar days (inclusive) and the instants that bound them: [start, end). */
export type ResolvedRange = { from: string; to: string; start: string; end: string };

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How far a zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
}

/** The instant a calendar day starts in a zone (checked twice, for days a clock change moves). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/**
 * The instant the merchant's next calendar day starts (midnight after `today` in `timeZone`): the
 * player's own clock may be in another zone, so the sign-in screen says when the next one opens.
 */
export function nextDayStart(today: string, timeZone: string): string {
  return startOfDay(addDays(today, 1), timeZone).toISOString();
}

/**
 * A record screen's range in the merchant's time zone: the day a bet belongs to is the
 * merchant's day, not the phone's. Custom ranges are real dates, from <= to, at most
 * MAX_RANGE_DAYS days, and not starting in the future.
 */
/** The zone a range is read in: the caller's when it names a real one, else the merchant's. */
export function rangeZone(asked: string | undefined, merchantZone: string): string {
  if (!asked) return merchantZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: asked });
    return asked;
  } catch {
    return merchantZone;
  }
}

export function resolveRange(input: RangeInput, timeZone: string, now = new Date()): ResolvedRange {
  const today = calendarDay(now, timeZone);
  let from: string;
  let to: string;
  switch (input.range) {
    case 'today':
      [from, to] = [today, today];
      break;
    case 'yesterday':
      from = to = addDays(today, -1);
      break;
    case '7d':
      [from, to] = [addDays(today, -6), today];
      break;
    case '30d':
      [from, to] = [addDays(today, -29), today];
      break;
    case 'custom': {
      if (customRangeProblem(input.from, input.to, today) || !input.from || !input.to) throw new Refusal('err_range_invalid');
      [from, to] = [input.from, input.to];
      break;
    }
  }
  return { from, to, start: startOfDay(from, timeZone).toISOString(), end: startOfDay(addDays(to, 1), timeZone).toISOString() };
}
