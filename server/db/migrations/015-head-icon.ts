import type { Kysely } from 'kysely';

/** The member's head icon: null (the default figure), "preset:<n>" or "upload:<stored name>". */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('head_icon', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('head_icon').execute();
}
