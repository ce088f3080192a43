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
  await settle(db, await dueOrders(db, memberId, now.toISOString()).execute());
}

/**
 * The member's wallet once their due orders are settled: one query reads the wallet and finds
 * the due orders, and the balance after the settlement's last movement of their money is the
 * answer, so the wallet is not read again (a read of the balance is the call players make most
 * after a deposit).
 */
export async function settledWallet(db: Db, memberId: number, now = new Date()): Promise<{ currency: string; balanceMinor: number }> {
  const due = dueOrders(db, memberId, now.toISOString());
  const rows = await db
    .selectFrom('wallets as w')
    .leftJoin(due.as('due'), (join) => join.onTrue())
    .select(['w.currency', 'w.balance_minor', 'due.kind', 'due.id', 'due.decide_after'])
    .where('w.member_id', '=', memberId)
    .execute();
  const wallet = rows[0];
  if (!wallet) throw new Error(`member ${memberId} has no wallet`);
  const orders = rows.flatMap(({ kind, id, decide_after }) => (kind !== null && id !== null && decide_after !== null ? [{ kind, id, decide_after }] : []));
  const settled = await settle(db, orders);
  if (!settled.decidedElsewhere) return { currency: wallet.currency, balanceMinor: settled.balanceMinor ?? wallet.balance_minor };
  // A concurrent request decided one first: its money may have moved since the wallet was read.
  const again = await db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return { currency: wallet.currency, balanceMinor: again.balance_minor };
}

type DueOrder = { kind: string; id: number; decide_after: string };

function dueOrders(db: Db, memberId: number, at: string) {
  return db
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
    );
}

/**
 * Approves `due`, deposits first: the member's balance after the last movement of their money
 * (null when none moved), and whether a concurrent request decided one of them first.
 */
async function settle(db: Db, due: readonly DueOrder[]): Promise<{ balanceMinor: number | null; decidedElsewhere: boolean }> {
  const ordered = [...due].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'deposit' ? -1 : 1));
  let balanceMinor: number | null = null;
  let decidedElsewhere = false;
  for (const order of ordered) {
    const decide = order.kind === 'deposit' ? decideDeposit : decideWithdrawal;
    const decided = await decide(db, order.id, { status: 'approved' }, new Date(order.decide_after));
    if (decided === null) decidedElsewhere = true;
    else balanceMinor = decided.balanceMinor ?? balanceMinor;
  }
  return { balanceMinor, decidedElsewhere };
}
