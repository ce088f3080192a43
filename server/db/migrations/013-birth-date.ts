import type { Kysely } from 'kysely';

/** The date of birth registration asks for where the merchant wants it (SPEC section 9's age rule). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('birth_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('birth_date').execute();
}
