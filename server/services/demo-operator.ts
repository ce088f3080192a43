import type { Db } from '../db/database';
import { settleDueDeposits } from './deposits';
import { settleDueWithdrawals } from './withdrawals';

/**
 * The reference server's stand-in for the cashier desk. A pending deposit or withdrawal carries
 * the time the demo operator decides it (DEMO_DEPOSIT_APPROVE_MS / DEMO_WITHDRAW_APPROVE_MS after
 * it was made); the decision is applied lazily, before anything reads the member's money. So no
 * timer has to survive a restart, two server instances agree, and a test control can decide first.
 */
export async function settleDueOrders(db: Db, memberId: number, now = new Date()): Promise<void> {
  await settleDueDeposits(db, now, memberId);
  await settleDueWithdrawals(db, now, memberId);
}
