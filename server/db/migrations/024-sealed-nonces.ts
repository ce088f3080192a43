import type { Kysely } from 'kysely';

/**
 * The nonce of every sealed body taken, kept while a body with it could still be fresh: a body
 * sent again (a captured login, a withdrawal) finds its nonce here and is refused. The rows are
 * shared by every server instance on the database, and swept by housekeeping once expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sealed_nonces')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sealed_nonces_expires').on('sealed_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sealed_nonces').execute();
}
