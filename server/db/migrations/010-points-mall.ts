import { type Kysely, sql } from 'kysely';

/**
 * The points mall (docs/decisions/010-points-mall-and-contracts.md): items with a price in points and a stock,
 * each member's points and their history, and redemptions. Stock and points never go below
 * zero (CHECKs back the conditional updates), and a redemption key is used once per member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mall_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_points', 'integer', (c) => c.notNull().check(sql`price_points > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    // Bonus money the item pays into the wallet (minor units); 0 for goods.
    .addColumn('bonus_minor', 'integer', (c) => c.notNull().check(sql`bonus_minor >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_points')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .execute();

  await db.schema
    .createTable('point_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('daily', 'grant', 'redeem')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('point_entries_member_key', ['member_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('mall_redemptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('mall_items.id'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('price_points', 'integer', (c) => c.notNull())
    .addColumn('bonus_minor', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mall_redemptions_member_key', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('mall_redemptions_member').on('mall_redemptions').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mall_redemptions').execute();
  await db.schema.dropTable('point_entries').execute();
  await db.schema.dropTable('member_points').execute();
  await db.schema.dropTable('mall_items').execute();
}
