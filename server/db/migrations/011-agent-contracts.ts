import { type Kysely, sql } from 'kysely';

/** Agent contracts offered to members: one of each kind per member, answered once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('salary', 'dividend', 'hourly')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('offered', 'accepted', 'declined')`))
    .addColumn('offered_by', 'text', (c) => c.notNull())
    .addColumn('terms_json', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('agent_contracts_member_kind', ['member_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_contracts').execute();
}
