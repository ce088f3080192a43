import type { Kysely } from 'kysely';

/** The date of birth registration asks for where the merchant wants it (product rule 5.7). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('birth_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('birth_date').execute();
}
