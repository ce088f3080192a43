import { moneyText } from '#src/shared/contract/amount';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import type { LanguageCode } from '#src/shared/contract/platform';
import { REWARD_KINDS } from '#src/shared/contract/promotions';
import { type Db, lockMember, transact } from '../db/database';
import { inLanguage } from './content-language';
import { postInTransaction } from './ledger';
import { Refusal } from './refusal';

/** The member's rewards, newest first, each titled in the language where it has a translation. */
export async function rewardCentre(db: Db, memberId: number, language: LanguageCode) {
  const stored = await db
    .selectFrom('member_rewards')
    .select(['id', 'kind', 'title', 'amount_minor', 'tickets', 'claimed_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const rows = await inLanguage(db, language, 'reward', stored, (r) => r.id);
  return rows
    .filter((r) => (REWARD_KINDS as readonly string[]).includes(r.kind))
    .map((r) => ({ id: r.id, kind: r.kind, title: r.title, amount: moneyText(r.amount_minor), tickets: r.tickets, claimed: r.claimed_at !== null }));
}

/** The member's balance, as a claim that moved no money answers it. */
async function balanceOf(db: Db, memberId: number): Promise<number> {
  return (await db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow()).balance_minor;
}

/**
 * Claims a reward once: the claimed_at guard and the ledger key both hold, in one transaction.
 * The claim's Idempotency-Key again (its answer was lost) answers with the first answer; the key
 * of another claim is a conflict. Returns the balance after the claim, in minor units.
 */
export async function claimReward(db: Db, memberId: number, rewardId: number, idempotencyKey: string): Promise<number> {
  return transact(db, async (trx) => {
    // The member's claims one at a time: a repeat of the key finds the first one committed.
    await lockMember(trx, memberId);
    const earlier = await trx
      .selectFrom('member_rewards')
      .select(['id', 'claim_balance_minor'])
      .where('member_id', '=', memberId)
      .where('claim_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.id !== rewardId) throw new Refusal('err_idempotency_conflict');
      return earlier.claim_balance_minor ?? (await balanceOf(trx, memberId));
    }
    const reward = await trx.selectFrom('member_rewards').selectAll().where('id', '=', rewardId).where('member_id', '=', memberId).executeTakeFirst();
    if (!reward) throw new Refusal('err_not_found');
    if (reward.claimed_at !== null) throw new Refusal('err_reward_claimed');
    const now = new Date();
    // The mark is the claim: of two claims at once, the one whose update finds it unset wins.
    const marked = await trx
      .updateTable('member_rewards')
      .set({ claimed_at: now.toISOString(), claim_key: idempotencyKey })
      .where('id', '=', reward.id)
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new Refusal('err_reward_claimed');
    // Raffle tickets are not money: the claim is the claimed_at mark alone, no ledger row.
    const balance =
      reward.amount_minor === 0
        ? await balanceOf(trx, memberId)
        : (
            await postInTransaction(
              trx,
              {
                memberId,
                amountMinor: reward.amount_minor,
                kind: 'bonus',
                reference: ledgerReference('reward', reward.title),
                idempotencyKey: `reward-claim:${reward.id}`,
              },
              now,
            )
          ).balanceMinor;
    await trx.updateTable('member_rewards').set({ claim_balance_minor: balance }).where('id', '=', reward.id).execute();
    return balance;
  });
}
