import { decideDeposit } from '#server/services/deposits';
import { openWallet } from '#server/services/ledger';
import { hashPassword } from '#server/services/passwords';
import type { Db } from '../database';

/**
 * Friends player1 invited, in every state of the invite screen: one whose first deposit earned
 * a bonus (10% of ￥500.00), one whose bonus hit the cap (￥100.00 of a ￥2,000.00 deposit), and
 * one who joined today and whose deposit is still being checked. The bonuses go through the same
 * approval as any deposit; player1's seeded deposits are ￥150.00 less to keep its balance.
 */
export const REFERRAL_SEED_BONUS_MINOR = 15_000;

const FRIENDS = [
  { account: 'luckyamigo', daysAgo: 5, depositMinor: 50_000, approved: true },
  { account: 'spinmate', daysAgo: 2, depositMinor: 200_000, approved: true },
  { account: 'newpal', daysAgo: 0, depositMinor: 30_000, approved: false },
] as const;

export async function seedReferrals(db: Db, inviterAccount: string, password: string, now = new Date()): Promise<void> {
  const inviter = await db.selectFrom('members').select(['id', 'merchant_code', 'referrer_id']).where('account', '=', inviterAccount).executeTakeFirstOrThrow();
  for (const [i, f] of FRIENDS.entries()) {
    const joined = new Date(now.getTime() - f.daysAgo * 86_400_000 - (FRIENDS.length - i) * 3_600_000);
    const friend = await db
      .insertInto('members')
      .values({
        merchant_code: inviter.merchant_code,
        account: f.account,
        nickname: '',
        password_hash: await hashPassword(password),
        type: 0,
        club_label: 'VIP 0',
        status: 'active',
        referrer_id: inviter.referrer_id,
        referred_by_id: inviter.id,
        created_at: joined.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(db, friend.id, 'CNY');
    const at = new Date(joined.getTime() + 30 * 60_000);
    const reference = `D${at.toISOString().slice(0, 10).replace(/-/g, '')}R${String(friend.id).padStart(3, '0')}0`;
    const order = await db
      .insertInto('deposit_orders')
      .values({
        reference,
        member_id: friend.id,
        merchant_code: inviter.merchant_code,
        channel_code: 'BANK',
        amount_minor: f.depositMinor,
        payer_name: null,
        status: 'pending',
        reason: null,
        idempotency_key: `seed-${reference}`,
        created_at: at.toISOString(),
        decide_after: f.approved ? at.toISOString() : '2099-01-01T00:00:00.000Z',
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (f.approved) await decideDeposit(db, order.id, { status: 'approved' }, new Date(at.getTime() + 5 * 60_000));
  }
}
