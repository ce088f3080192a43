import { describe, expect, it } from 'vitest';
import { type CalendarMonth, ladderStep, monthTitle, SIGN_IN_LADDER, signInMonth, weekdayNames } from '#src/features/promotions/lib/sign-in-calendar';

/** The grid as text, one string per week: `.` padding, day number, `*` signed, `!` today, `+` future. */
function draw(month: CalendarMonth | null): string[] {
  if (!month) return [];
  return month.weeks.map((week) => week.map((d) => (d ? `${d.day}${d.signed ? '*' : ''}${d.today ? '!' : ''}${d.future ? '+' : ''}` : '.')).join(' '));
}

describe('sign-in month grid (weeks start on Monday; the server today decides)', () => {
  const cases: { name: string; today: string; signed: string[]; weeks: string[] }[] = [
    {
      name: 'a month starting on Monday (April 2024), a signed day before today',
      today: '2024-04-03',
      signed: ['2024-04-01'],
      weeks: ['1* 2 3! 4+ 5+ 6+ 7+', '8+ 9+ 10+ 11+ 12+ 13+ 14+', '15+ 16+ 17+ 18+ 19+ 20+ 21+', '22+ 23+ 24+ 25+ 26+ 27+ 28+', '29+ 30+ . . . . .'],
    },
    {
      name: 'a month starting on Sunday (September 2024): six padding days first',
      today: '2024-09-01',
      signed: ['2024-09-01'],
      weeks: [
        '. . . . . . 1*!',
        '2+ 3+ 4+ 5+ 6+ 7+ 8+',
        '9+ 10+ 11+ 12+ 13+ 14+ 15+',
        '16+ 17+ 18+ 19+ 20+ 21+ 22+',
        '23+ 24+ 25+ 26+ 27+ 28+ 29+',
        '30+ . . . . . .',
      ],
    },
    {
      name: 'February of a leap year (2024) has 29 days',
      today: '2024-02-29',
      signed: ['2024-02-27', '2024-02-28'],
      weeks: ['. . . 1 2 3 4', '5 6 7 8 9 10 11', '12 13 14 15 16 17 18', '19 20 21 22 23 24 25', '26 27* 28* 29! . . .'],
    },
    {
      name: 'February of a common year (2023) has 28',
      today: '2023-02-10',
      signed: [],
      weeks: ['. . 1 2 3 4 5', '6 7 8 9 10! 11+ 12+', '13+ 14+ 15+ 16+ 17+ 18+ 19+', '20+ 21+ 22+ 23+ 24+ 25+ 26+', '27+ 28+ . . . . .'],
    },
    {
      name: 'a 31-day month with today at its end (December 2024): no future day',
      today: '2024-12-31',
      signed: ['2024-12-30', '2024-12-31'],
      weeks: ['. . . . . . 1', '2 3 4 5 6 7 8', '9 10 11 12 13 14 15', '16 17 18 19 20 21 22', '23 24 25 26 27 28 29', '30* 31*! . . . . .'],
    },
    {
      name: 'signed days outside the month are ignored (the streak crossed the month start)',
      today: '2024-03-01',
      signed: ['2024-02-28', '2024-02-29', '2024-03-01', '2024-04-01'],
      weeks: ['. . . . 1*! 2+ 3+', '4+ 5+ 6+ 7+ 8+ 9+ 10+', '11+ 12+ 13+ 14+ 15+ 16+ 17+', '18+ 19+ 20+ 21+ 22+ 23+ 24+', '25+ 26+ 27+ 28+ 29+ 30+ 31+'],
    },
  ];
  it.each(cases)('$name', ({ today, signed, weeks }) => {
    expect(draw(signInMonth(today, signed))).toEqual(weeks);
  });

  it('names the month and gives each day its ISO date', () => {
    const month = signInMonth('2024-11-23', ['2024-11-23']);
    expect(month).toMatchObject({ year: 2024, month: 11 });
    expect(month?.weeks.flat().find((d) => d?.day === 23)).toEqual({ date: '2024-11-23', day: 23, signed: true, today: true, future: false });
  });

  it.each(['', '2024-13-01', '2024-02-30', '2024-00-10', '23/11/2024'])('a malformed today %j gives no grid', (today) => {
    expect(signInMonth(today, [])).toBeNull();
  });
});

describe('month title', () => {
  it('is in the Gregorian year every other date shows, Thai included', () => {
    expect(monthTitle('en', 2026, 11)).toBe('November 2026');
    expect(monthTitle('th', 2026, 11)).toBe('พฤศจิกายน 2026');
  });
});

describe('weekday names', () => {
  it('start on Monday, in the language', () => {
    expect(weekdayNames('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('zh-CN', 'short')[0]).toBe('周一');
    expect(weekdayNames('fil', 'long')[6]).toBe('Linggo');
  });
});

describe('bonus ladder', () => {
  it('is 1, 2, 3, 4, 5, 6, 10 as money text', () => {
    expect(SIGN_IN_LADDER).toEqual(['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '10.00']);
  });

  // streak, signed today, the rung today stands on (0-based)
  const steps: [number, boolean, number][] = [
    [0, false, 0],
    [1, true, 0],
    [1, false, 1],
    [2, false, 2],
    [6, false, 6],
    [7, true, 6],
    [7, false, 0],
    [13, false, 6],
    [15, true, 0],
  ];
  it.each(steps)('streak %i, signed today %s: rung %i', (streak, signedToday, step) => {
    expect(ladderStep(streak, signedToday)).toBe(step);
  });
});
