import type { Db } from '../database';

/** The merchant's deposit channels. */
export async function seedDepositChannels(_trx: Db, _merchant: string): Promise<void> {}

/** A demo account's deposit orders (every status), posted through the ledger. */
export async function seedDepositHistory(_db: Db, _memberId: number, _account: string): Promise<void> {}
