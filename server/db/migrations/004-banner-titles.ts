import type { Kysely } from 'kysely';

/** A banner's title names its link for screen readers (the art itself says nothing to them). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('title', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('title').execute();
}
