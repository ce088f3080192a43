import type { Kysely } from 'kysely';

/** A member's feedback (product rule 5.13) and customer service's reply to it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'text')
    .execute();
  await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
