import { addPoints } from '#server/services/points-mall';
import type { Db } from '../database';

/** DEMO's mall (PTSYS3): bonus money, goods, a last one in stock and one sold out. LITE has none. */
const DEMO_ITEMS = [
  { name: '￥10.00 bonus', description: 'Paid into your balance at once.', price: 100, stock: 100, bonusMinor: 1_000 },
  { name: '￥50.00 bonus', description: 'Paid into your balance at once.', price: 450, stock: 20, bonusMinor: 5_000 },
  { name: 'Lucky charm keyring', description: 'Sent to you by our VIP desk within 7 days.', price: 300, stock: 5, bonusMinor: 0 },
  { name: 'Team jersey (limited)', description: 'One left: signed by the team.', price: 2_000, stock: 1, bonusMinor: 0 },
  { name: 'Phone stand', description: 'Back in stock next month.', price: 150, stock: 0, bonusMinor: 0 },
] as const;

export async function seedMallItems(trx: Db, merchant: string): Promise<void> {
  if (merchant !== 'DEMO') return;
  await trx
    .insertInto('mall_items')
    .values(
      DEMO_ITEMS.map((item, i) => ({
        merchant_code: merchant,
        name: item.name,
        description: item.description,
        price_points: item.price,
        stock: item.stock,
        bonus_minor: item.bonusMinor,
        sort: i + 1,
      })),
    )
    .execute();
}

/**
 * player1's points: a welcome grant, the daily points of the last days and one redemption of
 * goods (no money moves, so its balance is untouched); today's daily points come on the first
 * visit to the mall.
 */
export async function seedMemberPoints(db: Db, memberId: number, now = new Date()): Promise<void> {
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    await addPoints(trx, memberId, { kind: 'grant', amount: 500, reference: 'welcome', key: 'seed:welcome' }, new Date(now.getTime() - 10 * day));
    for (let d = 4; d >= 1; d -= 1) {
      const at = new Date(now.getTime() - d * day);
      const key = `daily:${at.toISOString().slice(0, 10)}`;
      await addPoints(trx, memberId, { kind: 'daily', amount: 30, reference: key, key }, at);
    }
    const keyring = await trx.selectFrom('mall_items').selectAll().where('merchant_code', '=', 'DEMO').where('sort', '=', 3).executeTakeFirstOrThrow();
    const at = new Date(now.getTime() - 3 * day).toISOString();
    await trx
      .updateTable('mall_items')
      .set({ stock: keyring.stock - 1 })
      .where('id', '=', keyring.id)
      .execute();
    await trx
      .updateTable('member_points')
      .set((eb) => ({ balance: eb('balance', '-', keyring.price_points) }))
      .where('member_id', '=', memberId)
      .execute();
    const redemption = await trx
      .insertInto('mall_redemptions')
      .values({
        member_id: memberId,
        item_id: keyring.id,
        item_name: keyring.name,
        price_points: keyring.price_points,
        bonus_minor: 0,
        idempotency_key: 'seed:keyring',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('point_entries')
      .values({
        member_id: memberId,
        kind: 'redeem',
        amount: -keyring.price_points,
        reference: `mall:${redemption.id}`,
        idempotency_key: 'redeem:seed:keyring',
        created_at: at,
      })
      .execute();
  });
}
