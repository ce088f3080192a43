import { type Kysely, sql } from 'kysely';

/**
 * Promotions, their sign-ups and reward applications, daily sign-in and the reward centre
 * (docs/decisions/006-promotions-and-rewards.md). The merchant's time zone decides which
 * calendar day a sign-in belongs to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('linked_promotion_id', 'integer', (c) => c.references('promotions.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('no_expiry', 'integer', (c) => c.notNull().check(sql`no_expiry in (0, 1)`))
    .addColumn('image_required', 'text', (c) => c.notNull().check(sql`image_required in ('Y', 'N')`))
    .addColumn('remark_required', 'text', (c) => c.notNull().check(sql`remark_required in ('Y', 'N')`))
    .addColumn('card_image', 'text', (c) => c.notNull())
    .addColumn('banner_image', 'text', (c) => c.notNull())
    .addColumn('takes_applications', 'integer', (c) => c.notNull().check(sql`takes_applications in (0, 1)`))
    .addColumn('requires_join', 'integer', (c) => c.notNull().check(sql`requires_join in (0, 1)`))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promotions_merchant').on('promotions').columns(['merchant_code', 'sort']).execute();

  await db.schema
    .createTable('promotion_joins')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_joins_pk', ['promotion_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('reward_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('reward_applications_member').on('reward_applications').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('reward_application_images')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('reward_applications.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_application_images_pk', ['application_id', 'sequence'])
    .execute();

  // The primary key is the once-a-day rule: a second insert for the same day fails or is ignored.
  await db.schema
    .createTable('sign_ins')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bonus_minor', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_ins_pk', ['member_id', 'day'])
    .execute();

  await db.schema
    .createTable('member_rewards')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('MANUAL', 'MISSION_MANUAL', 'UPGRADE_BONUS', 'TICKET')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('tickets', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .execute();
  await db.schema.createIndex('member_rewards_member').on('member_rewards').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_rewards', 'sign_ins', 'reward_application_images', 'reward_applications', 'promotion_joins', 'promotions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('merchants').dropColumn('time_zone').execute();
}
