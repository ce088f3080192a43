import { type Kysely, sql } from 'kysely';
import { LEDGER_KINDS } from '#src/shared/contract/wallet';

/**
 * Ledger kinds and member-scoped idempotency keys; deposit channels and orders
 * (docs/decisions/008-wallet.md).
 *
 * SQLite cannot drop a column's UNIQUE, so the ledger is rebuilt: the key becomes unique per
 * member (one member's key can no longer answer another's request) and every row gets one of
 * LEDGER_KINDS. Rows written before keep their amounts; their old kinds map as below.
 */
const OLD_KINDS: Record<string, (typeof LEDGER_KINDS)[number]> = { trial_credit: 'bonus', sign_in_bonus: 'bonus', reward: 'bonus' };

export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.join(LEDGER_KINDS.map((k) => sql.lit(k)));
  await db.schema
    .createTable('ledger_entries_new')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('wallets.member_id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('balance_after_minor', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${kinds})`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_member_key', ['member_id', 'idempotency_key'])
    .execute();
  // Raffle tickets were posted as zero-amount rows: not money, so not ledger rows any more.
  const mapped = sql.join(
    Object.entries(OLD_KINDS).map(([from, to]) => sql`when ${sql.lit(from)} then ${sql.lit(to)}`),
    sql` `,
  );
  await sql`insert into ledger_entries_new (id, member_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at)
    select id, member_id, amount_minor, balance_after_minor, case kind ${mapped} else kind end, reference, idempotency_key, created_at
    from ledger_entries where kind <> 'raffle_tickets'`.execute(db);
  await db.schema.dropTable('ledger_entries').execute();
  await sql`alter table ledger_entries_new rename to ledger_entries`.execute(db);
  // The record screens page a member's rows by time, and by kind and time.
  await db.schema.createIndex('ledger_entries_member_time').on('ledger_entries').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('ledger_entries_member_kind_time').on('ledger_entries').columns(['member_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('deposit_channels')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank_transfer', 'e_wallet', 'usdt')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_minor', 'integer', (c) => c.notNull())
    .addColumn('max_minor', 'integer', (c) => c.notNull())
    /** JSON array of preset amounts in minor units. */
    .addColumn('presets_json', 'text', (c) => c.notNull())
    /** JSON array of { field, value }: what the player pays to. */
    .addColumn('payee_json', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('deposit_channels_pk', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('channel_code', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('payer_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** When the demo operator approves it if nobody decided before. */
    .addColumn('decide_after', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('deposit_orders_member_key', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('deposit_orders_member').on('deposit_orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('deposit_orders_due').on('deposit_orders').columns(['status', 'decide_after']).execute();
}
