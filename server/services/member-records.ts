// The member's own records (product rule 6.11): bets, ledger transactions, profit and loss.
import { moneyText } from '#src/shared/contract/amount';
import { ledgerReference, parseLedgerReference } from '#src/shared/contract/ledger-reference';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { ResponseOf } from '#src/shared/contract/routes';
import type { LedgerKind } from '#src/shared/contract/wallet';
import type { Db } from '../db/database';
import { readTranslations } from './content-language';
import type { ResolvedRange } from './date-range';
import { type Paging, totalPages } from './game-catalogue';

/** A column or a sum of minor units (a sum may come back as text or null) as money text. */
const money = (minor: number | string | null | undefined) => moneyText(Number(minor ?? 0));

/** A page of the member's bets in the range (of one vendor, or all), the range's totals and the vendors they ever bet with. */
export async function betRecords(db: Db, memberId: number, range: ResolvedRange, page: Paging, vendor?: string): Promise<ResponseOf<'betRecords'>> {
  let filtered = db
    .selectFrom('bet_records as b')
    .innerJoin('games as g', 'g.node_id', 'b.node_id')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .where('b.member_id', '=', memberId)
    .where('b.created_at', '>=', range.start)
    .where('b.created_at', '<', range.end);
  if (vendor) filtered = filtered.where('g.vendor_code', '=', vendor);
  const totals = await filtered
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('b.stake_minor').as('stake'), eb.fn.sum<number>('b.payout_minor').as('payout')])
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .select(['b.id', 'b.node_id', 'b.game_name', 'b.stake_minor', 'b.payout_minor', 'b.created_at', 'g.vendor_code', 'v.name as vendor_name'])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const vendors = await db
    .selectFrom('bet_records as b')
    .innerJoin('games as g', 'g.node_id', 'b.node_id')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['v.code', 'v.name'])
    .distinct()
    .where('b.member_id', '=', memberId)
    .orderBy('v.name')
    .execute();
  const count = Number(totals.count);
  return {
    records: rows.map((r) => ({
      id: r.id,
      nodeId: r.node_id,
      gameName: r.game_name,
      vendorCode: r.vendor_code,
      vendorName: r.vendor_name,
      stake: money(r.stake_minor),
      payout: money(r.payout_minor),
      result: r.payout_minor > r.stake_minor ? ('win' as const) : r.payout_minor === r.stake_minor ? ('draw' as const) : ('lose' as const),
      createdAt: r.created_at,
    })),
    pageNum: page.pageNo,
    totalPages: totalPages(count, page.pageSize),
    range: { from: range.from, to: range.to },
    totals: { count, stake: money(totals.stake), payout: money(totals.payout), profit: money(Number(totals.payout ?? 0) - Number(totals.stake ?? 0)) },
    vendors: vendors.map((v) => ({ code: v.code, name: v.name })),
  };
}

/**
 * A claimed reward's ledger row names the reward by its English title (`reward:<title>`, written
 * at the claim): in `language`, the title of the member's reward of that name where it has a
 * translation. Two queries for the page (its rewards, their translations), none without rewards
 * or in English.
 */
async function rewardTitlesInLanguage(db: Db, memberId: number, language: LanguageCode, references: readonly string[]) {
  const titles = [...new Set(references.map(parseLedgerReference).flatMap((r) => (r.source === 'reward' ? [r.detail] : [])))];
  const translated = new Map<string, string>();
  if (titles.length === 0 || language === 'EN') return translated;
  const rewards = await db.selectFrom('member_rewards').select(['id', 'title']).where('member_id', '=', memberId).where('title', 'in', titles).execute();
  const translations = await readTranslations(
    db,
    'reward',
    language,
    rewards.map((r) => r.id),
  );
  for (const r of rewards) {
    const title = translations.get(String(r.id))?.get('title');
    if (title !== undefined && !translated.has(r.title)) translated.set(r.title, title);
  }
  return translated;
}

/** A page of the member's ledger in the range (of one kind, or all), each named as the player reads it. */
export async function transactionRecords(
  db: Db,
  memberId: number,
  language: LanguageCode,
  range: ResolvedRange,
  page: Paging,
  kind?: LedgerKind,
): Promise<ResponseOf<'transactionRecords'>> {
  let filtered = db.selectFrom('ledger_entries').where('member_id', '=', memberId).where('created_at', '>=', range.start).where('created_at', '<', range.end);
  if (kind) filtered = filtered.where('kind', '=', kind);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(['id', 'kind', 'amount_minor', 'balance_after_minor', 'reference', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  // Bets and wins name their game by node id: the record shows the game's name.
  const nodeIds = [...new Set(rows.filter((r) => r.kind === 'bet' || r.kind === 'win').map((r) => r.reference))];
  const games = nodeIds.length > 0 ? await db.selectFrom('games').select(['node_id', 'name']).where('node_id', 'in', nodeIds).execute() : [];
  const nameOf = new Map(games.map((g) => [g.node_id, g.name]));
  const rewardTitles = await rewardTitlesInLanguage(
    db,
    memberId,
    language,
    rows.map((r) => r.reference),
  );
  const referenceOf = (reference: string) => {
    const parsed = parseLedgerReference(reference);
    const title = parsed.source === 'reward' ? rewardTitles.get(parsed.detail) : undefined;
    return title === undefined ? reference : ledgerReference('reward', title);
  };
  return {
    records: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: money(r.amount_minor),
      balanceAfter: money(r.balance_after_minor),
      reference: referenceOf(r.reference),
      gameName: r.kind === 'bet' || r.kind === 'win' ? (nameOf.get(r.reference) ?? null) : null,
      createdAt: r.created_at,
    })),
    pageNum: page.pageNo,
    totalPages: totalPages(Number(total), page.pageSize),
    range: { from: range.from, to: range.to },
  };
}

/** Sums of the range by kind; withdrawals are those paid out in the range (a held, undecided one is not money out yet). */
export async function profitAndLoss(db: Db, memberId: number, range: ResolvedRange): Promise<ResponseOf<'profitAndLoss'>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => ['kind', eb.fn.sum<number>('amount_minor').as('total'), eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('kind')
    .execute();
  const paidOut = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .where('decided_at', '>=', range.start)
    .where('decided_at', '<', range.end)
    .executeTakeFirst();
  const sum = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const bets = -sum('bet');
  const wins = sum('win');
  return {
    range: { from: range.from, to: range.to },
    betCount: Number(rows.find((r) => r.kind === 'bet')?.n ?? 0),
    bets: money(bets),
    wins: money(wins),
    profit: money(wins - bets),
    deposits: money(sum('deposit')),
    withdrawals: money(Number(paidOut?.total ?? 0)),
    bonuses: money(sum('bonus')),
    rebates: money(sum('rebate')),
  };
}
