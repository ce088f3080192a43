import { type Kysely, sql } from 'kysely';

/**
 * Accounts: how a member registered and who referred them, captchas, SMS / e-mail codes, the
 * outbox of sent messages and login failure counters. Codes are stored as hashes only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('country_dialing_code', 'text').execute();
  await db.schema.alterTable('members').addColumn('register_method', 'text').execute();
  await db.schema.alterTable('members').addColumn('register_url', 'text').execute();
  await db.schema
    .alterTable('members')
    .addColumn('referrer_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .execute();
  // One account per number and per e-mail in a merchant (NULLs never collide in SQLite).
  await db.schema.createIndex('members_mobile_unique').on('members').columns(['merchant_code', 'country_dialing_code', 'mobile']).unique().execute();
  await db.schema.createIndex('members_email_unique').on('members').columns(['merchant_code', 'email']).unique().execute();
  await db.schema.createIndex('members_referrer').on('members').column('referrer_id').execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    /** Dialing code + number ("639171234567") or a lower-case e-mail address. */
    .addColumn('phone_key', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_lookup').on('sms_codes').columns(['merchant_code', 'phone_key', 'purpose', 'created_at']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

  await db.schema
    .createTable('login_attempts')
    /** 'acct:MERCHANT:name', 'acct:MERCHANT:sms:639171234567' or 'ip:addr'. */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', 'text', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_last').on('login_attempts').column('last_failure_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_attempts', 'outbox', 'sms_codes', 'captchas']) await db.schema.dropTable(table).execute();
  for (const index of ['sessions_member', 'members_referrer', 'members_email_unique', 'members_mobile_unique']) await db.schema.dropIndex(index).execute();
  for (const column of ['referrer_id', 'register_url', 'register_method', 'country_dialing_code']) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
