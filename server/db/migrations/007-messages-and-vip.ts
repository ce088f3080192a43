import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { CS_KEY_LENGTH, encodeServicePath } from '#src/shared/contract/customer-service';

/**
 * The inbox, the reference live chat, home news and what each VIP level gives
 * (docs/decisions/007-messages-chat-and-vip.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('inbox_messages_member').on('inbox_messages').columns(['member_id', 'read_at']).execute();

  // A launch of the chat: the URL carries the token, only its hash is kept (as game launches do).
  await db.schema
    .createTable('chat_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('back_url', 'text', (c) => c.notNull())
    .addColumn('header_color', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // One conversation per member. An operator message is visible from created_at on (the demo
  // operator's replies are written ahead, due a few seconds later) and unread until seen_at.
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('player', 'operator')`))
    .addColumn('text', 'text', (c) => c.notNull())
    // The demo operator's greeting and reply are shown in the language of the chat being read.
    .addColumn('template', 'text', (c) => c.check(sql`template in ('greeting', 'reply')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text')
    .execute();
  await db.schema.createIndex('chat_messages_member').on('chat_messages').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('home_news')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('popular', 'lobby')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('home_news_merchant').on('home_news').columns(['merchant_code', 'kind', 'published_at']).execute();

  // What each level gives; rates in basis points (50 = 0.5 %), the gift in minor units.
  await db.schema
    .alterTable('vip_levels')
    .addColumn('daily_points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('vip_levels')
    .addColumn('cashback_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('vip_levels')
    .addColumn('rebate_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('vip_levels')
    .addColumn('birthday_gift_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('vip_levels')
    .addColumn('tour', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A database seeded before this migration: merchants that ran the CBS3 module keep a chat entry,
  // and customer-service links written in the clear are encrypted as the client now expects.
  await sql`insert into merchant_flags (merchant_code, flag) select merchant_code, 'LIVECHAT3' from merchant_flags where flag = 'CBS3'`.execute(db);
  const settings = await sql<{
    merchant_code: string;
    value_json: string;
  }>`select merchant_code, value_json from site_settings where key = 'customerService'`.execute(db);
  for (const row of settings.rows) {
    const entries = JSON.parse(row.value_json) as { path?: unknown }[];
    const encoded = entries.map((entry) =>
      typeof entry.path === 'string' && /^https?:\/\//.test(entry.path) ? { ...entry, path: encodeServicePath(entry.path, randomKey()) } : entry,
    );
    await sql`update site_settings set value_json = ${JSON.stringify(encoded)} where key = 'customerService' and merchant_code = ${row.merchant_code}`.execute(
      db,
    );
  }
}

function randomKey(): string {
  return randomBytes(CS_KEY_LENGTH * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, CS_KEY_LENGTH)
    .padEnd(CS_KEY_LENGTH, '0');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from merchant_flags where flag = 'LIVECHAT3'`.execute(db);
  for (const column of ['tour', 'birthday_gift_minor', 'rebate_bp', 'cashback_bp', 'daily_points']) {
    await db.schema.alterTable('vip_levels').dropColumn(column).execute();
  }
  for (const table of ['home_news', 'chat_messages', 'chat_sessions', 'inbox_messages']) await db.schema.dropTable(table).execute();
}
