import { moneyText } from '#src/shared/contract/amount';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import { REFERRAL_BONUS } from '#src/shared/contract/referrals';
import { inviteAccess } from '#src/shared/contract/roles';
import type { Db } from '../db/database';
import { postInTransaction } from './ledger';
import { maskAccount } from './members';
import { promotionEnabled } from './promotions';

/** The bonus a friend's first deposit earns the inviter (docs/decisions/009-referral-bonus.md). */
export function referralBonusMinor(depositMinor: number): number {
  return Math.min(Math.floor(depositMinor * REFERRAL_BONUS.rate), REFERRAL_BONUS.maxMinor);
}

/** The ledger key of the bonus for one friend: one per friend, however many deposits they make. */
export const referralBonusKey = (friendId: number) => `referral:${friendId}`;

/**
 * Called in the transaction that approves a deposit: when it is the depositor's first approved
 * one and the member who invited them may still invite (REFERRAL on, not agent, not trial), the
 * inviter gets the bonus as a ledger row. The key makes a second call post nothing.
 */
export async function creditReferralBonus(trx: Db, depositor: { id: number; referredById: number | null }, depositMinor: number, at: Date): Promise<void> {
  if (depositor.referredById === null) return;
  const approved = await trx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', depositor.id)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  if (Number(approved.n) !== 1) return;
  const inviter = await trx
    .selectFrom('members as inviter')
    .innerJoin('members as friend', 'friend.referred_by_id', 'inviter.id')
    .select(['inviter.id', 'inviter.type', 'inviter.status', 'friend.merchant_code', 'friend.account as friend_account'])
    .where('friend.id', '=', depositor.id)
    .executeTakeFirst();
  if (inviter?.status !== 'active') return;
  if (inviteAccess(inviter.type, await promotionEnabled(trx, inviter.merchant_code, 'REFERRAL')) !== 'allowed') return;
  const amountMinor = referralBonusMinor(depositMinor);
  if (amountMinor <= 0) return;
  await postInTransaction(
    trx,
    {
      memberId: inviter.id,
      amountMinor,
      kind: 'bonus',
      reference: ledgerReference('referral', inviter.friend_account),
      idempotencyKey: referralBonusKey(depositor.id),
    },
    at,
  );
}

/**
 * What the invite screen shows (product rule 6.6): the member's code (their account), the friends
 * they referred, newest first and masked, each with the bonus their first deposit paid, and the
 * totals. `settle` runs first for each friend: deposits already decided count before the list is read.
 */
export async function referralSummary(db: Db, memberId: number, settle: (friendId: number) => Promise<void>) {
  const friends = await db
    .selectFrom('members')
    .select(['id', 'account', 'created_at'])
    .where('referred_by_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const f of friends) await settle(f.id);
  const me = await db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirstOrThrow();
  const bonuses = friends.length
    ? await db
        .selectFrom('ledger_entries')
        .select(['idempotency_key', 'amount_minor'])
        .where('member_id', '=', memberId)
        .where(
          'idempotency_key',
          'in',
          friends.map((f) => referralBonusKey(f.id)),
        )
        .execute()
    : [];
  const bonusOf = new Map(bonuses.map((b) => [b.idempotency_key, b.amount_minor]));
  const rows = friends.map((f) => {
    const bonus = bonusOf.get(referralBonusKey(f.id));
    return { name: maskAccount(f.account), joinedAt: f.created_at, bonus: bonus === undefined ? null : moneyText(bonus) };
  });
  return {
    code: me.account,
    friends: rows,
    bonusTotal: moneyText(bonuses.reduce((sum, b) => sum + b.amount_minor, 0)),
    bonusRate: REFERRAL_BONUS.rate,
    bonusMax: moneyText(REFERRAL_BONUS.maxMinor),
  };
}
