import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { moneyText, parseAmount } from '#src/shared/contract/amount';
import type { WithdrawalOrder } from '#src/shared/contract/wallet';
import { type Db, transact } from '../db/database';
import type { WithdrawalOrderTable } from '../db/schema';
import { cardsOf } from './bank-cards';
import { type Decided, demoDecisionAt } from './demo-decision';
import { postInTransaction } from './ledger';
import { Refusal } from './refusal';

type OrderRow = Selectable<WithdrawalOrderTable>;

export function withdrawalOf(row: OrderRow): WithdrawalOrder {
  return {
    reference: row.reference,
    amount: moneyText(row.amount_minor),
    bankName: row.bank_name,
    last4: row.last4,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export async function withdrawSettings(db: Db, merchantCode: string) {
  return (
    (await db.selectFrom('withdraw_settings').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst()) ?? {
      merchant_code: merchantCode,
      min_minor: 10_000,
      max_minor: 5_000_000,
      turnover_multiple_pct: 100,
    }
  );
}

export type Turnover = { requiredMinor: number; doneMinor: number };
const NO_TURNOVER: Turnover = { requiredMinor: 0, doneMinor: 0 };

/**
 * Rows older than this are settled: every writer stamps its rows with its own clock, so a
 * checkpoint stays behind the newest rows by more than any clock or transaction could lag.
 */
const SETTLED_MS = 60 * 60_000;
/** A checkpoint is written once this many settled rows lie past the last one. */
const CHECKPOINT_AFTER_ROWS = 100;

/**
 * The turnover rule: every deposit adds its amount times the merchant's multiple to what must be
 * wagered, and valid bets (ledger bet rows) count against it; money can go out once the bets
 * reach it. The count starts afresh at the first deposit after it was reached, so a small top-up
 * after a large deposit never waives the large one's turnover. No deposit, no requirement.
 *
 * A player who bets all day has thousands of bet rows: the count resumes from the member's
 * checkpoint and moves it on when enough settled rows lie past it, so a withdrawal reads the
 * recent rows only.
 */
export async function turnoverOf(db: Db, memberId: number, multiplePct: number, now = new Date()): Promise<Turnover> {
  const checkpoint = await db
    .selectFrom('turnover_checkpoints')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('multiple_pct', '=', multiplePct)
    .executeTakeFirst();
  let query = db
    .selectFrom('ledger_entries')
    .select(['id', 'kind', 'amount_minor', 'created_at'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['deposit', 'bet']);
  if (checkpoint) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '>', checkpoint.upto_at), eb.and([eb('created_at', '=', checkpoint.upto_at), eb('id', '>', checkpoint.upto_id)])]),
    );
  }
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const start = checkpoint ? { requiredMinor: checkpoint.required_minor, doneMinor: checkpoint.done_minor } : NO_TURNOVER;

  const settledBefore = new Date(now.getTime() - SETTLED_MS).toISOString();
  const settled = rows.findLastIndex((row) => row.created_at < settledBefore) + 1;
  const upto = rows[settled - 1];
  if (!upto || settled < CHECKPOINT_AFTER_ROWS) return turnoverFrom(rows, multiplePct, start);
  const at = turnoverFrom(rows.slice(0, settled), multiplePct, start);
  const state = { multiple_pct: multiplePct, upto_at: upto.created_at, upto_id: upto.id, required_minor: at.requiredMinor, done_minor: at.doneMinor };
  await db
    .insertInto('turnover_checkpoints')
    .values({ member_id: memberId, ...state })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(state))
    .execute();
  return turnoverFrom(rows.slice(settled), multiplePct, at);
}

/** The rule above over a member's deposit and bet rows, oldest first (bets are negative), from a count. */
export function turnoverFrom(rows: readonly { kind: string; amount_minor: number }[], multiplePct: number, start: Turnover = NO_TURNOVER): Turnover {
  let { requiredMinor, doneMinor } = start;
  for (const row of rows) {
    if (row.kind === 'bet') {
      doneMinor -= row.amount_minor;
      continue;
    }
    if (doneMinor >= requiredMinor) {
      requiredMinor = 0;
      doneMinor = 0;
    }
    requiredMinor += Math.round((row.amount_minor * multiplePct) / 100);
  }
  return requiredMinor === 0 ? NO_TURNOVER : { requiredMinor, doneMinor };
}

function newReference(now: Date): string {
  return `W${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

export type WithdrawalRequest = {
  memberId: number;
  merchantCode: string;
  cardId: number;
  amount: string;
  idempotencyKey: string;
  /** The demo operator's delay; null in production mode, where the operator decides. */
  approveAfterMs: number | null;
};

/**
 * Requests a withdrawal (the payment password is checked before): the order and its hold commit
 * together, and the ledger's conditional update refuses a hold the balance cannot cover, so
 * concurrent requests can never overdraw. The same key answers the first order and holds nothing
 * more; the same key with other details is a conflict.
 */
export async function requestWithdrawal(db: Db, request: WithdrawalRequest, now = new Date()): Promise<OrderRow> {
  const card = await db
    .selectFrom('bank_cards')
    .select(['bank_name', 'last4'])
    .where('id', '=', request.cardId)
    .where('member_id', '=', request.memberId)
    .executeTakeFirst();
  if (!card) throw new Refusal('err_not_found', { field: 'cardId' });
  const settings = await withdrawSettings(db, request.merchantCode);
  const amount = parseAmount(request.amount, { minMinor: settings.min_minor, maxMinor: settings.max_minor });
  if (!amount.ok) throw new Refusal(`err_${amount.error}`, { field: 'amount' });

  return transact(db, async (trx) => {
    const existing = await trx
      .selectFrom('withdrawal_orders')
      .selectAll()
      .where('member_id', '=', request.memberId)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (existing) {
      if (existing.amount_minor !== amount.minor || existing.last4 !== card.last4) throw new Refusal('err_idempotency_conflict');
      return existing;
    }
    const turnover = await turnoverOf(trx, request.memberId, settings.turnover_multiple_pct);
    if (turnover.doneMinor < turnover.requiredMinor) throw new Refusal('err_turnover_not_met');
    const order = await trx
      .insertInto('withdrawal_orders')
      .values({
        reference: newReference(now),
        member_id: request.memberId,
        merchant_code: request.merchantCode,
        bank_name: card.bank_name,
        last4: card.last4,
        amount_minor: amount.minor,
        status: 'pending',
        reason: null,
        idempotency_key: request.idempotencyKey,
        created_at: now.toISOString(),
        decide_after: demoDecisionAt(now, request.approveAfterMs),
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await postInTransaction(
      trx,
      {
        memberId: request.memberId,
        amountMinor: -amount.minor,
        kind: 'withdrawal_hold',
        reference: order.reference,
        idempotencyKey: `withdrawal-hold:${order.reference}`,
      },
      now,
    );
    return order;
  });
}

/**
 * Decides a pending withdrawal: approval keeps the hold (the money has gone out); rejection
 * gives it back with a release row. The status guard applies one decision only.
 */
export async function decideWithdrawal(
  db: Db,
  orderId: number,
  decision: { status: 'approved' | 'rejected'; reason?: string },
  at: Date,
): Promise<Decided | null> {
  return transact(db, async (trx) => {
    const reason = decision.status === 'rejected' ? decision.reason?.trim() || null : null;
    const updated = await trx
      .updateTable('withdrawal_orders')
      .set({ status: decision.status, reason, decided_at: at.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .returning(['member_id', 'amount_minor', 'reference'])
      .executeTakeFirst();
    if (!updated) return null;
    if (decision.status === 'approved') return { balanceMinor: null };
    const { balanceMinor } = await postInTransaction(
      trx,
      {
        memberId: updated.member_id,
        amountMinor: updated.amount_minor,
        kind: 'withdrawal_release',
        reference: updated.reference,
        idempotencyKey: `withdrawal-release:${updated.reference}`,
      },
      at,
    );
    return { balanceMinor };
  });
}

/**
 * What the withdraw screen needs (product rule 5.15): the balance, the merchant's limits, whether
 * a payment password is set, the member's cards and the turnover toward their deposits.
 */
export async function withdrawInfo(db: Db, merchantCode: string, memberId: number) {
  const settings = await withdrawSettings(db, merchantCode);
  const wallet = await db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  const turnover = await turnoverOf(db, memberId, settings.turnover_multiple_pct);
  return {
    balance: moneyText(wallet.balance_minor),
    min: moneyText(settings.min_minor),
    max: moneyText(settings.max_minor),
    hasPaymentPassword: member.payment_password_hash !== null,
    cards: await cardsOf(db, memberId),
    turnover: { required: moneyText(turnover.requiredMinor), done: moneyText(turnover.doneMinor), multiple: settings.turnover_multiple_pct / 100 },
  };
}
