import { type MoneyText, minorOf } from '#src/shared/contract/amount';
import type { VipLevel, VipProgress } from '#src/shared/contract/vip';

/** One measure towards the next level: where the member is, what it takes (money text), how full the bar is. */
export type Measure = { current: MoneyText; target: MoneyText; percent: number };

export type NextLevelProgress = { kind: 'top'; level: number } | { kind: 'next'; level: number; next: VipLevel; deposits: Measure; validBets: Measure };

function measure(current: MoneyText, target: MoneyText): Measure {
  // A threshold of 0 is met by anyone; whole percents, never past 100, from integer minor units.
  const [have, need] = [minorOf(current), minorOf(target)];
  const percent = need <= 0 ? 100 : Math.min(100, Math.floor((have * 100) / need));
  return { current, target, percent };
}

/**
 * The progress bars of /m/vip: deposits and valid bets against the next level's thresholds, or
 * the top level. Null when the progress names a level the list does not have.
 */
export function nextLevelProgress(levels: readonly VipLevel[], progress: VipProgress): NextLevelProgress | null {
  if (progress.nextLevel === null) return { kind: 'top', level: progress.level };
  const next = levels.find((l) => l.level === progress.nextLevel);
  if (!next) return null;
  return {
    kind: 'next',
    level: progress.level,
    next,
    deposits: measure(progress.deposits, next.minDeposit),
    validBets: measure(progress.validBets, next.minValidBet),
  };
}

/** The carousel's first slide: the member's own level, else the first level. */
export function startSlide(levels: readonly VipLevel[], level: number | undefined): number {
  const index = levels.findIndex((l) => l.level === level);
  return Math.max(index, 0);
}
