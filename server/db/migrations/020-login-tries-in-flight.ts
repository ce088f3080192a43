import type { Kysely } from 'kysely';

/**
 * The tries of a guarded key (an account, an address, a member's payment password) being checked
 * right now, one row each, so tries sent all at once meet the captcha and the lock as if they came
 * one by one. A row left by a stopped process stops counting a few seconds after it began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_tries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_tries_key').on('login_tries').columns(['key', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_tries').execute();
}
