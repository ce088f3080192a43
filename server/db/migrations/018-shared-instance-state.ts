import type { Kysely } from 'kysely';

/**
 * What several server instances on one database must share and no instance may keep to itself:
 * uploaded pictures (in a table, not a folder of one machine) and, with test controls on, the
 * answer of each captcha, so a browser test can read it from whichever instance it asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('captchas').addColumn('test_answer', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('captchas').dropColumn('test_answer').execute();
  await db.schema.dropTable('uploads').execute();
}
