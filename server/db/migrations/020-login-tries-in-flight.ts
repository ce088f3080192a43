import type { Kysely } from 'kysely';

/**
 * A guarded key (an account, an address, a member's payment password) counts the tries being
 * checked right now beside its failures, so tries sent all at once meet the captcha and the lock as
 * if they came one by one. `pending_at` is when the last try began: a count left by a stopped
 * process stops mattering 30 s after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('login_attempts')
    .addColumn('pending_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('pending_at').execute();
  await db.schema.alterTable('login_attempts').dropColumn('pending').execute();
}
