import type { Selectable } from 'kysely';
import { moneyText } from '#src/shared/contract/amount';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import type { MallItem, MallRedemption } from '#src/shared/contract/mall';
import type { LanguageCode } from '#src/shared/contract/platform';
import { type Db, transact } from '../db/database';
import { RunAgain } from '../db/failures';
import type { MallItemTable, MallRedemptionTable } from '../db/schema';
import { readTranslations } from './content-language';
import { postInTransaction } from './ledger';
import { Refusal } from './refusal';
import { memberProgress, readLevels } from './vip';

export const toMallItem = (row: Selectable<MallItemTable>): MallItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price_points,
  stock: row.stock,
  bonus: moneyText(row.bonus_minor),
});
export const toRedemption = (row: Selectable<MallRedemptionTable>): MallRedemption => ({
  id: row.id,
  itemName: row.item_name,
  price: row.price_points,
  bonus: moneyText(row.bonus_minor),
  createdAt: row.created_at,
});

/**
 * Items and redemptions in `language`: an item's name and description where it has a translation
 * (kind mall_item), and a redemption's item name where it still reads as its item's English name
 * (one redeemed before the item was renamed keeps the name it was redeemed under). One query for
 * both lists, none in English.
 */
export async function mallInLanguage(
  db: Db,
  language: LanguageCode,
  items: readonly MallItem[],
  history: readonly { redemption: MallRedemption; itemId: number }[],
): Promise<{ items: MallItem[]; history: MallRedemption[] }> {
  const translations = await readTranslations(db, 'mall_item', language, [...items.map((i) => i.id), ...history.map((h) => h.itemId)]);
  const english = new Map(items.map((i) => [i.id, i.name]));
  return {
    items: items.map((item) => {
      const fields = translations.get(String(item.id));
      return fields ? { ...item, name: fields.get('name') ?? item.name, description: fields.get('description') ?? item.description } : item;
    }),
    history: history.map(({ redemption, itemId }) => {
      const name = translations.get(String(itemId))?.get('name');
      return name !== undefined && english.get(itemId) === redemption.itemName ? { ...redemption, itemName: name } : redemption;
    }),
  };
}

/** The mall home shows this many of the member's latest redemptions. */
const HISTORY_ROWS = 20;

/** The merchant's items, in its order. */
export async function mallItemsOf(db: Db, merchantCode: string): Promise<MallItem[]> {
  const rows = await db.selectFrom('mall_items').selectAll().where('merchant_code', '=', merchantCode).orderBy('sort').execute();
  return rows.map(toMallItem);
}

/** The member's latest redemptions, newest first, each with its item's id (the words of the item in a language). */
export async function redemptionHistoryOf(db: Db, memberId: number): Promise<{ redemption: MallRedemption; itemId: number }[]> {
  const rows = await db.selectFrom('mall_redemptions').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(HISTORY_ROWS).execute();
  return rows.map((r) => ({ redemption: toRedemption(r), itemId: r.item_id }));
}

export async function pointsOf(db: Db, memberId: number): Promise<number> {
  return (await db.selectFrom('member_points').select('balance').where('member_id', '=', memberId).executeTakeFirst())?.balance ?? 0;
}

/** Adds points as a history row and to the balance, once per key (a second call adds nothing). */
export async function addPoints(
  trx: Db,
  memberId: number,
  entry: { kind: 'daily' | 'grant'; amount: number; reference: string; key: string },
  at: Date,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('point_entries')
    .values({
      member_id: memberId,
      kind: entry.kind,
      amount: entry.amount,
      reference: entry.reference,
      idempotency_key: entry.key,
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .insertInto('member_points')
    .values({ member_id: memberId, balance: entry.amount })
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ balance: eb('member_points.balance', '+', entry.amount) })))
    .execute();
  return true;
}

/** The daily points of the member's VIP level for `today` (the merchant's day), credited once. */
export async function creditDailyPoints(db: Db, memberId: number, today: string, at: Date): Promise<number> {
  const levels = await readLevels(db);
  const { level } = await memberProgress(db, memberId, levels);
  const daily = levels.find((l) => l.level === level)?.daily_points ?? 0;
  if (daily > 0)
    await transact(db, (trx) => addPoints(trx, memberId, { kind: 'daily', amount: daily, reference: `daily:${today}`, key: `daily:${today}` }, at));
  return daily;
}

/**
 * Redeems one item. In one transaction: the stock drops by one only while some is left, the
 * points drop only while enough are there, the redemption and its history row are written, and
 * a bonus item pays into the wallet as a mall_redemption ledger row. Any refusal rolls all of it
 * back. The same key again answers the first redemption and moves nothing.
 */
export async function redeem(db: Db, member: { id: number; merchantCode: string }, itemId: number, key: string, at: Date) {
  return transact(db, async (trx) => {
    const earlierOf = () =>
      trx.selectFrom('mall_redemptions').selectAll().where('member_id', '=', member.id).where('idempotency_key', '=', key).executeTakeFirst();
    // Refused for stock or points: unless a concurrent repeat of this key took them meanwhile; then it runs again as a repeat.
    const refuse = async (failure: Refusal) => {
      throw (await earlierOf()) ? new RunAgain('a repeat of this key redeemed first') : failure;
    };
    const earlier = await earlierOf();
    if (earlier) {
      if (earlier.item_id !== itemId) throw new Refusal('err_idempotency_conflict');
      const item = await trx.selectFrom('mall_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
      return { redemption: toRedemption(earlier), points: await pointsOf(trx, member.id), item: toMallItem(item) };
    }
    const item = await trx
      .updateTable('mall_items')
      .set((eb) => ({ stock: eb('stock', '-', 1) }))
      .where('id', '=', itemId)
      .where('merchant_code', '=', member.merchantCode)
      .where('stock', '>', 0)
      .returningAll()
      .executeTakeFirst();
    if (!item) {
      const exists = await trx
        .selectFrom('mall_items')
        .select('id')
        .where('id', '=', itemId)
        .where('merchant_code', '=', member.merchantCode)
        .executeTakeFirst();
      return refuse(new Refusal(exists ? 'err_mall_sold_out' : 'err_mall_item_unknown'));
    }
    const paid = await trx
      .updateTable('member_points')
      .set((eb) => ({ balance: eb('balance', '-', item.price_points) }))
      .where('member_id', '=', member.id)
      .where('balance', '>=', item.price_points)
      .returning('balance')
      .executeTakeFirst();
    if (!paid) return refuse(new Refusal('err_mall_points_short'));
    const redemption = await trx
      .insertInto('mall_redemptions')
      .values({
        member_id: member.id,
        item_id: item.id,
        item_name: item.name,
        price_points: item.price_points,
        bonus_minor: item.bonus_minor,
        idempotency_key: key,
        created_at: at.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('point_entries')
      .values({
        member_id: member.id,
        kind: 'redeem',
        amount: -item.price_points,
        reference: `mall:${redemption.id}`,
        idempotency_key: `redeem:${key}`,
        created_at: at.toISOString(),
      })
      .execute();
    if (item.bonus_minor > 0) {
      await postInTransaction(
        trx,
        {
          memberId: member.id,
          amountMinor: item.bonus_minor,
          kind: 'mall_redemption',
          reference: ledgerReference('mall', redemption.id),
          idempotencyKey: `mall:${redemption.id}`,
        },
        at,
      );
    }
    return { redemption: toRedemption(redemption), points: paid.balance, item: toMallItem(item) };
  });
}
