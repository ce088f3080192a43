import { sql } from 'kysely';
import type { Db } from '../db/database';
import { decideDeposit } from './deposits';
import { decideWithdrawal } from './withdrawals';

/**
 * The reference server's stand-in for the cashier desk. A pending deposit or withdrawal carries
 * the time the demo operator decides it (DEMO_DEPOSIT_APPROVE_MS / DEMO_WITHDRAW_APPROVE_MS after
 * it was made); the decision is applied lazily, before anything reads the member's money. So no
 * timer has to survive a restart, two server instances agree, and a test control can decide first.
 * The member's due orders of both kinds are found in one query (this runs before every read of
 * their money), and approved deposits first, each posted at its decide time, then withdrawals
 * (whose money was held when they were made).
 */
export async function settleDueOrders(db: Db, memberId: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('deposit_orders')
    .select([sql.lit('deposit').as('kind'), 'id', 'decide_after'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('decide_after', '<=', at)
    .unionAll(
      db
        .selectFrom('withdrawal_orders')
        .select([sql.lit('withdrawal').as('kind'), 'id', 'decide_after'])
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .where('decide_after', '<=', at),
    )
    .execute();
  const ordered = due.sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'deposit' ? -1 : 1));
  for (const order of ordered) {
    const decide = order.kind === 'deposit' ? decideDeposit : decideWithdrawal;
    await decide(db, order.id, { status: 'approved' }, new Date(order.decide_after));
  }
}
