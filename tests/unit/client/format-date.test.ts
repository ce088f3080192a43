import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '#src/shared/lib/format-date';

describe('formatCalendarDate', () => {
  it.each([
    ['2026-11-03', 'YYYY/MM/DD', '2026/11/03'],
    ['2026-11-03', 'DD/MM/YYYY', '03/11/2026'],
    ['2026-01-31', 'DD/MM/YYYY', '31/01/2026'],
    ['2026-12-01', 'YYYY/MM/DD', '2026/12/01'],
  ] as const)('writes %s as %s: %s', (iso, format, expected) => {
    expect(formatCalendarDate(iso, format)).toBe(expected);
  });

  it('never shifts the day through a time zone', () => {
    // A Date round trip would turn the 1st into the 31st west of UTC.
    expect(formatCalendarDate('2026-03-01', 'DD/MM/YYYY')).toBe('01/03/2026');
  });

  it('shows malformed input as it came', () => {
    expect(formatCalendarDate('2026-3-1', 'DD/MM/YYYY')).toBe('2026-3-1');
    expect(formatCalendarDate('', 'YYYY/MM/DD')).toBe('');
  });
});

describe('parseCalendarDate', () => {
  it.each([
    ['31/12/2026', 'DD/MM/YYYY', '2026-12-31'],
    ['1.2.2026', 'DD/MM/YYYY', '2026-02-01'],
    ['10 11 2026', 'DD/MM/YYYY', '2026-11-10'],
    ['10112026', 'DD/MM/YYYY', '2026-11-10'],
    ['2026/12/31', 'YYYY/MM/DD', '2026-12-31'],
    ['20261110', 'YYYY/MM/DD', '2026-11-10'],
    ['2026-11-10', 'DD/MM/YYYY', '2026-11-10'],
    ['30/02/2026', 'DD/MM/YYYY', null],
    ['12/31/2026', 'DD/MM/YYYY', null],
    ['31/12/26', 'DD/MM/YYYY', null],
    ['10/11', 'DD/MM/YYYY', null],
    ['', 'YYYY/MM/DD', null],
  ] as const)('%s in %s reads as %s', (text, order, iso) => {
    expect(parseCalendarDate(text, order)).toBe(iso);
  });
});
