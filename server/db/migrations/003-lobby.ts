import { type Kysely, sql } from 'kysely';

/**
 * The game lobby: favourites and recent games per member, launch sessions of the demo games,
 * bet records, which announcements a member has read and the live models per merchant. Adds
 * the indexes the lobby's ordered, paged queries walk instead of sorting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Vendor order drives every game list; a unique index lets SQLite walk vendors in order and
  // each vendor's games through games_vendor_sort without a sort step.
  await db.schema.createIndex('vendors_sort').on('vendors').column('sort').unique().execute();
  await db.schema.createIndex('games_hot').on('games').column('hot_rank').where(sql.ref('hot_rank'), 'is not', null).execute();
  await db.schema.createIndex('games_type_hot').on('games').columns(['game_type', 'hot_rank']).where(sql.ref('hot_rank'), 'is not', null).execute();
  await db.schema.createIndex('banners_merchant').on('banners').columns(['merchant_code', 'group_name', 'sort']).execute();
  await db.schema.createIndex('announcements_merchant').on('announcements').columns(['merchant_code', 'type']).execute();

  await db.schema
    .createTable('favourites')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('favourites_member_node', ['member_id', 'node_id'])
    .execute();
  await db.schema.createIndex('favourites_member').on('favourites').columns(['member_id', 'id']).execute();

  // A re-launch deletes and re-inserts the row, so a larger id is always a later launch.
  await db.schema
    .createTable('recent_games')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
    .addColumn('launched_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('recent_games_member_node', ['member_id', 'node_id'])
    .execute();
  await db.schema.createIndex('recent_games_member').on('recent_games').columns(['member_id', 'id']).execute();

  // A launch session of a demo game. Only the token's hash is kept; `secret` keys the spin
  // outcomes so a player who knows the token cannot pick winning idempotency keys.
  await db.schema
    .createTable('game_launches')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
    .addColumn('play_type', 'text', (c) => c.notNull())
    .addColumn('prize_mode', 'text')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_launches_expires').on('game_launches').column('expires_at').execute();
  await db.schema.createIndex('game_launches_member').on('game_launches').column('member_id').execute();

  await db.schema
    .createTable('bet_records')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('stake_minor', 'integer', (c) => c.notNull().check(sql`stake_minor > 0`))
    .addColumn('payout_minor', 'integer', (c) => c.notNull().check(sql`payout_minor >= 0`))
    .addColumn('balance_after_minor', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bet_records_member').on('bet_records').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
    .execute();

  await db.schema
    .createTable('live_models')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_models_pk', ['merchant_code', 'id'])
    .execute();
  // A database seeded before this migration gets the demo merchant's models too (a fresh one
  // is empty here and gets them from the seed).
  await sql`insert into live_models (merchant_code, id, name, sort)
    select code, 'model-1', 'Aurora', 1 from merchants where code = 'DEMO'
    union all select code, 'model-2', 'Luna', 2 from merchants where code = 'DEMO'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_models', 'announcement_reads', 'bet_records', 'game_launches', 'recent_games', 'favourites']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of ['announcements_merchant', 'banners_merchant', 'games_type_hot', 'games_hot', 'vendors_sort']) await db.schema.dropIndex(index).execute();
}
