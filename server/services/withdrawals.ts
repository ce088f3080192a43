import type { Db } from '../db/database';

/** The demo operator's decision on the member's withdrawals that are due: approved (the hold stays). */
export async function settleDueWithdrawals(_db: Db, _now: Date, _memberId?: number): Promise<void> {}
