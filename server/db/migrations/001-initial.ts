import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('region_restriction', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('merchant_flags')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_flags_pk', ['merchant_code', 'flag'])
    .execute();

  await db.schema
    .createTable('merchant_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_settings_pk', ['merchant_code', 'key'])
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('club_label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('members_account_unique', ['merchant_code', 'account'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The ledger is append-only; a wallet's balance always equals the sum of its entries.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('wallets.member_id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('balance_after_minor', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('node_id', 'text', (c) => c.notNull().unique())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_group_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('hot_rank', 'integer')
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_bet_minor', 'integer', (c) => c.notNull())
    .addColumn('lotto_mode', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_type_sort').on('games').columns(['game_type', 'sort']).execute();
  await db.schema.createIndex('games_vendor_sort').on('games').columns(['vendor_code', 'sort']).execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();

  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_deposit_minor', 'integer', (c) => c.notNull())
    .addColumn('min_valid_bet_minor', 'integer', (c) => c.notNull())
    .addColumn('card_image', 'text', (c) => c.notNull())
    .addColumn('bonus_image', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'vip_levels',
    'announcements',
    'banners',
    'games',
    'vendors',
    'ledger_entries',
    'wallets',
    'sessions',
    'members',
    'site_settings',
    'merchant_hosts',
    'merchant_flags',
    'merchants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
