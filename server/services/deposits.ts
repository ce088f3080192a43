import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { coinCentsFor, moneyText, parseAmount } from '#src/shared/contract/amount';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { DepositChannel, DepositOrder } from '#src/shared/contract/wallet';
import { type Db, transact } from '../db/database';
import type { DepositChannelTable, DepositOrderTable } from '../db/schema';
import { inLanguage, translationOf } from './content-language';
import { type Decided, demoDecisionAt } from './demo-decision';
import { postInTransaction } from './ledger';
import { creditReferralBonus } from './referral-bonus';
import { Refusal } from './refusal';

type ChannelRow = Selectable<DepositChannelTable>;
type OrderRow = Selectable<DepositOrderTable>;

export function channelOf(row: ChannelRow): DepositChannel {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    min: moneyText(row.min_minor),
    max: moneyText(row.max_minor),
    presets: (JSON.parse(row.presets_json) as number[]).map(moneyText),
    rate: row.rate_minor === null ? null : moneyText(row.rate_minor),
  };
}

/** Channels' names in `language` where they have a translation (a name such as USDT has none): one query. */
const channelsInLanguage = (db: Db, language: LanguageCode, rows: readonly ChannelRow[]) =>
  inLanguage(db, language, 'deposit_channel', rows, (ch) => `${ch.merchant_code}/${ch.code}`);

export async function listChannels(db: Db, merchantCode: string, language: LanguageCode): Promise<DepositChannel[]> {
  const rows = await db.selectFrom('deposit_channels').selectAll().where('merchant_code', '=', merchantCode).where('enabled', '=', 1).orderBy('sort').execute();
  return (await channelsInLanguage(db, language, rows)).map(channelOf);
}

/**
 * The orders with their channels (a channel switched off later still names its old orders), in
 * `language`: the channels' names, and a rejection reason where it has a translation (the seed's;
 * an operator's own reason is served as written). `known` are channels the caller has read
 * already in `language`, all the orders name: the order just made answers without reading its
 * channel again.
 */
export async function ordersOf(db: Db, stored: OrderRow[], language: LanguageCode, known?: readonly ChannelRow[]): Promise<DepositOrder[]> {
  if (stored.length === 0) return [];
  const rows = await inLanguage(db, language, 'deposit_order', stored, (r) => r.id);
  const channels =
    known ??
    (await channelsInLanguage(
      db,
      language,
      await db
        .selectFrom('deposit_channels')
        .selectAll()
        .where('merchant_code', 'in', [...new Set(rows.map((r) => r.merchant_code))])
        .execute(),
    ));
  const byKey = new Map(channels.map((ch) => [`${ch.merchant_code}/${ch.code}`, ch]));
  return rows.map((r) => {
    const ch = byKey.get(`${r.merchant_code}/${r.channel_code}`);
    return {
      reference: r.reference,
      channelCode: r.channel_code,
      channelKind: ch?.kind ?? 'bank_transfer',
      channelName: ch?.name ?? r.channel_code,
      amount: moneyText(r.amount_minor),
      status: r.status,
      reason: r.reason,
      payee: ch ? (JSON.parse(ch.payee_json) as DepositOrder['payee']) : [],
      coin: r.rate_minor !== null && r.coin_cents !== null ? { amount: moneyText(r.coin_cents), rate: moneyText(r.rate_minor) } : null,
      createdAt: r.created_at,
      decidedAt: r.decided_at,
    };
  });
}

export async function orderOf(db: Db, row: OrderRow, language: LanguageCode, channel?: ChannelRow): Promise<DepositOrder> {
  return (await ordersOf(db, [row], language, channel && [channel]))[0] as DepositOrder;
}

/** The merchant's enabled channel `code` with its name in `language`: one query. */
async function openChannel(db: Db, merchantCode: string, code: string, language: LanguageCode): Promise<ChannelRow | undefined> {
  const found = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .select(translationOf(db, 'deposit_channel', 'name', language, `${merchantCode}/${code}`).as('translated_name'))
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!found) return undefined;
  const { translated_name, ...channel } = found;
  return translated_name === null ? channel : { ...channel, name: translated_name };
}

/** D + the UTC day + 8 random characters: short enough to read out, unguessable enough. */
function newReference(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `D${day}${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

export type DepositRequest = {
  memberId: number;
  merchantCode: string;
  channelCode: string;
  amount: string;
  payerName?: string;
  idempotencyKey: string;
  /** The demo operator's delay; null in production mode, where the operator decides. */
  approveAfterMs: number | null;
  /** The channel is answered with its name in this language. */
  language: LanguageCode;
};

/**
 * Opens a pending deposit order. The same Idempotency-Key of the member answers the order it
 * made first; with other details it is a conflict. Money moves only when the order is approved.
 * Answers the order with the channel it was made on, in the request's language.
 */
export async function createDeposit(db: Db, request: DepositRequest, now = new Date()): Promise<{ order: OrderRow; channel: ChannelRow }> {
  const channel = await openChannel(db, request.merchantCode, request.channelCode, request.language);
  if (!channel) throw new Refusal('err_channel_unavailable');
  const amount = parseAmount(request.amount, { minMinor: channel.min_minor, maxMinor: channel.max_minor });
  if (!amount.ok) throw new Refusal(`err_${amount.error}`);
  const payerName = request.payerName?.trim() || null;

  // One statement, no transaction: the key's unique constraint decides which request made the
  // order (a repeat sent at once waits for the first's insert), and a repeat reads it after.
  const made = await db
    .insertInto('deposit_orders')
    .values({
      reference: newReference(now),
      member_id: request.memberId,
      merchant_code: request.merchantCode,
      channel_code: channel.code,
      amount_minor: amount.minor,
      payer_name: payerName,
      status: 'pending',
      reason: null,
      rate_minor: channel.rate_minor,
      coin_cents: channel.rate_minor === null ? null : coinCentsFor(amount.minor, channel.rate_minor),
      idempotency_key: request.idempotencyKey,
      created_at: now.toISOString(),
      decide_after: demoDecisionAt(now, request.approveAfterMs),
      decided_at: null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  const order =
    made ??
    (await db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('member_id', '=', request.memberId)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirstOrThrow());
  if (order.channel_code !== channel.code || order.amount_minor !== amount.minor) throw new Refusal('err_idempotency_conflict');
  return { order, channel };
}

/**
 * Decides a pending order: approval posts the deposit (its key is the order's, so it is
 * posted once), and any referral bonus it earns the inviter, in the transaction that marks it;
 * the status guard makes a second decision,
 * from a test control or the demo operator, change nothing. Returns null when it was decided.
 */
export async function decideDeposit(
  db: Db,
  orderId: number,
  decision: { status: 'approved' | 'rejected'; reason?: string },
  at: Date,
): Promise<Decided | null> {
  return transact(db, async (trx) => {
    const reason = decision.status === 'rejected' ? decision.reason?.trim() || null : null;
    const updated = await trx
      .updateTable('deposit_orders')
      .set({ status: decision.status, reason, decided_at: at.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .returning((eb) => [
        'member_id',
        'amount_minor',
        'reference',
        // Who invited the depositor, read with the update: no referral, no further read.
        eb.selectFrom('members').select('referred_by_id').whereRef('members.id', '=', 'deposit_orders.member_id').as('referred_by_id'),
      ])
      .executeTakeFirst();
    if (!updated) return null;
    if (decision.status === 'rejected') return { balanceMinor: null };
    const { balanceMinor } = await postInTransaction(
      trx,
      {
        memberId: updated.member_id,
        amountMinor: updated.amount_minor,
        kind: 'deposit',
        reference: updated.reference,
        idempotencyKey: `deposit:${updated.reference}`,
      },
      at,
      // The order left pending just now, in this transaction: its posting cannot exist yet.
      { unposted: true },
    );
    await creditReferralBonus(trx, { id: updated.member_id, referredById: updated.referred_by_id }, updated.amount_minor, at);
    return { balanceMinor };
  });
}
