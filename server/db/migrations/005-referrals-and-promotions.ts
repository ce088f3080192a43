import { type Kysely, sql } from 'kysely';

/**
 * Member referrals and promo counters (docs/decisions/005-referral-codes.md): the member whose
 * referral code a new member registered with (besides `referrer_id`, the agent affiliate), and
 * which promotions of the promo counters each merchant runs (product rule 3.6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('referred_by_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('members_referred_by').on('members').column('referred_by_id').execute();

  await db.schema
    .createTable('merchant_promotions')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().check(sql`enabled in (0, 1)`))
    .addPrimaryKeyConstraint('merchant_promotions_pk', ['merchant_code', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_promotions').execute();
  await db.schema.dropIndex('members_referred_by').execute();
  await db.schema.alterTable('members').dropColumn('referred_by_id').execute();
}
