import { RANGE_PRESETS } from '#src/shared/contract/records';

export type RangePreset = (typeof RANGE_PRESETS)[number];
/** A record screen's range as the server takes it. */
export type RecordRange = { range: RangePreset } | { range: 'custom'; from: string; to: string };

export const DEFAULT_RANGE: RecordRange = { range: 'today' };

/**
 * The range kept in the address (?range=7d, or ?range=custom&from=…&to=…), so a reload or the
 * back button shows the same records; anything unreadable is the default.
 */
export function rangeFromSearch(params: URLSearchParams): RecordRange {
  const range = params.get('range');
  if ((RANGE_PRESETS as readonly string[]).includes(range ?? '')) return { range: range as RangePreset };
  const from = params.get('from');
  const to = params.get('to');
  if (range === 'custom' && from && to) return { range: 'custom', from, to };
  return DEFAULT_RANGE;
}

export function rangeToSearch(range: RecordRange, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('range', range.range);
  next.delete('from');
  next.delete('to');
  if (range.range === 'custom') {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/** A range as one string, for list keys and effect dependencies; rangeFromKey reads it back. */
export function rangeKey(range: RecordRange): string {
  return range.range === 'custom' ? `custom:${range.from}:${range.to}` : range.range;
}

export function rangeFromKey(key: string): RecordRange {
  const [range, from, to] = key.split(':');
  return range === 'custom' && from && to
    ? { range, from, to }
    : (RANGE_PRESETS as readonly string[]).includes(range ?? '')
      ? { range: range as RangePreset }
      : DEFAULT_RANGE;
}
