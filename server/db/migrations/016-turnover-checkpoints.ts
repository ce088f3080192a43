import type { Kysely } from 'kysely';

/**
 * Where a member's turnover count stood after a ledger row (its time and id), so the next count
 * reads only the rows after it. Valid for one multiple: another multiple counts from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('turnover_checkpoints')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('multiple_pct', 'integer', (col) => col.notNull())
    .addColumn('upto_at', 'text', (col) => col.notNull())
    .addColumn('upto_id', 'integer', (col) => col.notNull())
    .addColumn('required_minor', 'integer', (col) => col.notNull())
    .addColumn('done_minor', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('turnover_checkpoints').execute();
}
