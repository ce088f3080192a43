import { Hono } from 'hono';
import { REFERRAL_BONUS } from '#src/shared/contract/referrals';
import { inviteAccess } from '#src/shared/contract/roles';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { settleDueOrders } from '../services/demo-operator';
import { memberTypeOf } from '../services/notice-access';
import { referralBonusKey } from '../services/referral-bonus';
import { promotionEnabled } from '../services/referrals';
import { Refusal } from '../services/refusal';

/** Invite friends (product rule 6.6): only members who may invite; trial accounts get free_reject. */
export const referralRoutes = new Hono<AppEnv>();

const major = (minor: number) => minor / 100;

/** "am***1": enough for the member to recognise a friend, not enough to read their login. */
export function maskAccount(account: string): string {
  return account.length <= 3 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

mount(referralRoutes, 'referralSummary', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const merchant = c.get('merchant').code;
  const access = inviteAccess((await memberTypeOf(db, memberId)) ?? undefined, await promotionEnabled(db, merchant, 'REFERRAL'));
  if (access === 'free_reject') throw new Refusal('free_reject');
  if (access !== 'allowed') throw new Refusal('err_no_permission');
  // Friends' deposits the demo operator has already approved count before the list is read.
  const friends = await db
    .selectFrom('members')
    .select(['id', 'account', 'created_at'])
    .where('referred_by_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const f of friends) await settleDueOrders(db, f.id);
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
    return { name: maskAccount(f.account), joinedAt: f.created_at, bonus: bonus === undefined ? null : major(bonus) };
  });
  return {
    code: me.account,
    friends: rows,
    bonusTotal: major(bonuses.reduce((sum, b) => sum + b.amount_minor, 0)),
    bonusRate: REFERRAL_BONUS.rate,
    bonusMax: major(REFERRAL_BONUS.maxMinor),
  };
});
