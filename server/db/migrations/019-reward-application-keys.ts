import type { Kysely } from 'kysely';

/**
 * A reward application carries the Idempotency-Key it was sent with: an application sent again
 * after a timeout or a double tap is answered with the first one instead of being filed twice.
 * Applications made before this have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reward_applications').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('reward_applications_member_key').unique().on('reward_applications').columns(['member_id', 'idempotency_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reward_applications_member_key').execute();
  await db.schema.alterTable('reward_applications').dropColumn('idempotency_key').execute();
}
