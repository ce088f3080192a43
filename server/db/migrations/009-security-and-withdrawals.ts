import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** Payment passwords, banks and bank cards, withdraw limits and withdrawal orders (docs/decisions/008-wallet.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('payment_password_hash', 'text').execute();

  // Secrets the server keeps across restarts; the card key seals card numbers at rest.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into server_secrets (name, value) values ('card_key', ${randomBytes(32).toString('base64')})`.execute(db);

  await db.schema
    .createTable('banks')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('banks_pk', ['merchant_code', 'code'])
    .execute();

  // No column holds a whole card number in the clear: the last 4 digits to show, a keyed hash to
  // find the same card twice, and the number sealed with the card key for payouts.
  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('number_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bank_cards_member_fingerprint', ['member_id', 'fingerprint'])
    .execute();

  await db.schema
    .createTable('withdraw_settings')
    .addColumn('merchant_code', 'text', (c) => c.primaryKey().references('merchants.code'))
    .addColumn('min_minor', 'integer', (c) => c.notNull())
    .addColumn('max_minor', 'integer', (c) => c.notNull())
    /** Turnover required after a deposit, as a multiple of it in hundredths (100 = 1x). */
    .addColumn('turnover_multiple_pct', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('withdrawal_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // The card as it was: a card deleted later still names its withdrawals.
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decide_after', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('withdrawal_orders_member_key', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('withdrawal_orders_member').on('withdrawal_orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawal_orders_due').on('withdrawal_orders').columns(['status', 'decide_after']).execute();
}
