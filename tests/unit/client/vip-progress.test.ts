import { describe, expect, it } from 'vitest';
import { nextLevelProgress, startSlide } from '#src/features/vip/lib/progress';
import { moneyText } from '#src/shared/contract/amount';
import type { VipLevel } from '#src/shared/contract/vip';

/** Whole major units as money text. */
const m = (major: number) => moneyText(major * 100);

const level = (n: number, minDeposit: number, minValidBet: number): VipLevel => ({
  level: n,
  name: `VIP ${n}`,
  minDeposit: m(minDeposit),
  minValidBet: m(minValidBet),
  cardImage: '',
  bonusImage: '',
  benefits: { dailyPoints: 0, cashbackPercent: 0, rebatePercent: 0, birthdayGift: '0.00', tour: false },
});
const levels = [level(1, 100, 0), level(2, 2_000, 0), level(3, 10_000, 0), level(4, 20_000, 10_000)];

describe('VIP progress bars', () => {
  it('measures deposits and valid bets against the next level, in whole percents capped at 100', () => {
    expect(nextLevelProgress(levels, { level: 3, deposits: '12345.67', validBets: m(2_500), nextLevel: 4 })).toEqual({
      kind: 'next',
      level: 3,
      next: levels[3],
      deposits: { current: '12345.67', target: m(20_000), percent: 61 },
      validBets: { current: m(2_500), target: m(10_000), percent: 25 },
    });
    const over = nextLevelProgress(levels, { level: 3, deposits: m(50_000), validBets: m(0), nextLevel: 4 });
    expect(over?.kind === 'next' && over.deposits.percent).toBe(100);
  });

  it('counts a zero threshold as met and a member below level 1 as heading for level 1', () => {
    const view = nextLevelProgress(levels, { level: 0, deposits: m(50), validBets: m(0), nextLevel: 1 });
    expect(view).toMatchObject({ kind: 'next', deposits: { percent: 50 }, validBets: { percent: 100 } });
  });

  it('says the top level is reached when there is no next level, and gives up on an unknown one', () => {
    expect(nextLevelProgress(levels, { level: 4, deposits: m(1), validBets: m(1), nextLevel: null })).toEqual({ kind: 'top', level: 4 });
    expect(nextLevelProgress(levels, { level: 4, deposits: m(1), validBets: m(1), nextLevel: 9 })).toBeNull();
  });

  it("starts the carousel on the member's level, else on the first", () => {
    expect(startSlide(levels, 3)).toBe(2);
    expect(startSlide(levels, 0)).toBe(0);
    expect(startSlide(levels, undefined)).toBe(0);
  });
});
