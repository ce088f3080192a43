import type { Kysely } from 'kysely';

/**
 * A reward claim and a daily sign-in carry the Idempotency-Key they were sent with, as the other
 * money calls do: sent again after an answer was lost (a crash, a dropped connection), the same
 * key answers with the first answer instead of "already claimed". A claim also keeps the balance
 * it answered with. Claims and sign-ins made before this have no key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_rewards').addColumn('claim_key', 'text').execute();
  await db.schema.alterTable('member_rewards').addColumn('claim_balance_minor', 'integer').execute();
  await db.schema.createIndex('member_rewards_member_claim_key').unique().on('member_rewards').columns(['member_id', 'claim_key']).execute();
  await db.schema.alterTable('sign_ins').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('sign_ins_member_key').unique().on('sign_ins').columns(['member_id', 'idempotency_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sign_ins_member_key').execute();
  await db.schema.alterTable('sign_ins').dropColumn('idempotency_key').execute();
  await db.schema.dropIndex('member_rewards_member_claim_key').execute();
  await db.schema.alterTable('member_rewards').dropColumn('claim_balance_minor').execute();
  await db.schema.alterTable('member_rewards').dropColumn('claim_key').execute();
}
