import type { Db } from '../database';

/** The banks a member can bind a card of, and the merchant's withdraw limits. */
export async function seedBanks(_trx: Db, _merchant: string): Promise<void> {}

/** A demo account's payment password, bank cards and withdrawals (every status). */
export async function seedSecurity(_db: Db, _memberId: number, _account: string): Promise<void> {}
