import type { Selectable } from 'kysely';
import { moneyText } from '#src/shared/contract/amount';
import { type LanguageCode, TRIAL_TYPE } from '#src/shared/contract/platform';
import type { VipLevel, VipProgress, Winner } from '#src/shared/contract/vip';
import type { Db } from '../db/database';
import type { VipLevelTable } from '../db/schema';
import { inLanguage } from './content-language';
import { maskAccount } from './members';
import { hasFlag } from './merchant-settings';

type LevelRow = Selectable<VipLevelTable>;
type Thresholds = Pick<LevelRow, 'level' | 'min_deposit_minor' | 'min_valid_bet_minor'>;

/** The levels; with a language, their names in it where the operator translated them. */
export async function readLevels(db: Db, language?: LanguageCode): Promise<LevelRow[]> {
  const levels = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  return language ? inLanguage(db, language, 'vip_level', levels, (l) => l.level) : levels;
}

/** A level as the client sees it: basis points become percent, minor units major. */
export function toVipLevel(row: LevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    minDeposit: moneyText(row.min_deposit_minor),
    minValidBet: moneyText(row.min_valid_bet_minor),
    cardImage: row.card_image,
    bonusImage: row.bonus_image,
    benefits: {
      dailyPoints: row.daily_points,
      cashbackPercent: row.cashback_bp / 100,
      rebatePercent: row.rebate_bp / 100,
      birthdayGift: moneyText(row.birthday_gift_minor),
      tour: row.tour === 1,
    },
  };
}

/** The highest level whose deposit AND valid-bet thresholds are both reached; 0 below the first. */
export function levelFor(levels: readonly Thresholds[], depositsMinor: number, validBetsMinor: number): number {
  let reached = 0;
  for (const l of levels) {
    if (depositsMinor >= l.min_deposit_minor && validBetsMinor >= l.min_valid_bet_minor && l.level > reached) reached = l.level;
  }
  return reached;
}

/** The next level's number above `level`, or null at the top. */
export function nextLevelOf(levels: readonly Thresholds[], level: number): number | null {
  const above = levels.map((l) => l.level).filter((n) => n > level);
  return above.length === 0 ? null : Math.min(...above);
}

/** Cumulative deposits (ledger rows of kind deposit) and valid bets (every stake in the bet records). */
export async function memberTotals(db: Db, memberId: number): Promise<{ depositsMinor: number; validBetsMinor: number }> {
  const [deposits, bets] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('n'))
      .where('member_id', '=', memberId)
      .where('kind', '=', 'deposit')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bet_records')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), eb.lit(0)).as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { depositsMinor: Number(deposits.n), validBetsMinor: Number(bets.n) };
}

export async function memberProgress(db: Db, memberId: number, levels?: readonly Thresholds[]): Promise<VipProgress> {
  const all = levels ?? (await readLevels(db));
  const { depositsMinor, validBetsMinor } = await memberTotals(db, memberId);
  const level = levelFor(all, depositsMinor, validBetsMinor);
  return { level, deposits: moneyText(depositsMinor), validBets: moneyText(validBetsMinor), nextLevel: nextLevelOf(all, level) };
}

/** The name of a level; below the first level members are "VIP 0". */
export function levelName(levels: readonly Pick<LevelRow, 'level' | 'name'>[], level: number): string {
  return levels.find((l) => l.level === level)?.name ?? `VIP ${level}`;
}

/**
 * Member info's clubLabel.labelName: the level computed now, never a stored copy that could go
 * stale, named in `language` as the VIP club names it. Empty where the club does not apply: trial
 * accounts (demo credit; the app names them itself, translated) and merchants that do not run the
 * VIP club (VIP3).
 */
export async function clubLabelOf(db: Db, member: { id: number; type: number; merchant_code: string }, language: LanguageCode): Promise<string> {
  if (member.type === TRIAL_TYPE || !(await hasFlag(db, member.merchant_code, 'VIP3'))) return '';
  const levels = await readLevels(db, language);
  return levelName(levels, (await memberProgress(db, member.id, levels)).level);
}

/** A big win: a payout of at least 10 times the stake, or at least 500.00. */
export const BIG_WIN_MULTIPLE = 10;
export const BIG_WIN_MIN_MINOR = 50_000;
export const WINNER_BOARD_SIZE = 10;

/** The merchant's most recent big wins, drawn from its own (non-trial) members' bet records only. */
export async function winnerBoard(db: Db, merchant: { code: string; currency_symbol: string }): Promise<Winner[]> {
  const rows = await db
    .selectFrom('bet_records as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['m.account', 'b.game_name', 'b.payout_minor', 'b.created_at'])
    .where('m.merchant_code', '=', merchant.code)
    // Trial accounts play with demo credit: not real wins.
    .where('m.type', '!=', TRIAL_TYPE)
    .where((eb) => eb.or([eb('b.payout_minor', '>=', eb('b.stake_minor', '*', BIG_WIN_MULTIPLE)), eb('b.payout_minor', '>=', BIG_WIN_MIN_MINOR)]))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(WINNER_BOARD_SIZE)
    .execute();
  return rows.map((r) => ({
    account: maskAccount(r.account),
    gameName: r.game_name,
    amount: moneyText(r.payout_minor),
    currencySymbol: merchant.currency_symbol,
    wonAt: r.created_at,
  }));
}
