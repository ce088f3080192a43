import { sql } from 'kysely';
import type { LedgerKind } from '#src/shared/contract/wallet';
import { afterCommit, type Db, RunAgain, transact } from '../db/database';
import { ledgerPostings } from '../metrics';
import { Refusal } from './refusal';

export type Posting = {
  memberId: number;
  amountMinor: number;
  kind: LedgerKind;
  reference: string;
  /** Unique per member and money movement: posting the same key twice moves the money once. */
  idempotencyKey: string;
};

/** The wallet holds less than a debit: nothing is posted. */
export class InsufficientFundsError extends Refusal {
  constructor() {
    super('err_insufficient_funds');
  }
}
/** The key was used before for another movement (another amount or kind): nothing is posted. */
export class IdempotencyConflictError extends Refusal {
  constructor() {
    super('err_idempotency_conflict');
  }
}

/**
 * Posts one entry and moves the wallet balance in the same transaction. A repeated idempotency
 * key of the same member returns the first entry's balance instead of posting again.
 */
export async function post(db: Db, posting: Posting, now = new Date()): Promise<{ balanceMinor: number; replayed: boolean }> {
  return transact(db, (trx) => postInTransaction(trx, posting, now));
}

/**
 * post() for a caller that already holds a transaction, so several entries (a bet and its
 * win) and the rows that explain them commit or roll back together. Throws
 * InsufficientFundsError before writing anything when the balance would go below zero.
 *
 * The balance moves with one conditional update (no read-then-write), so concurrent postings
 * can never overdraw, whichever engine runs them.
 *
 * `unposted`: the caller has read, in this transaction, a row that commits only with this
 * posting and found none (the order it moved out of pending, the bet record of the key), so no
 * earlier posting of the key has committed and the ledger is not read for one. A concurrent
 * repeat still posts once: the ledger's unique key refuses the second, and transact() runs it
 * again, where the caller's own read answers it as a repeat.
 */
export async function postInTransaction(
  trx: Db,
  posting: Posting,
  now = new Date(),
  { unposted = false } = {},
): Promise<{ balanceMinor: number; replayed: boolean }> {
  const earlier = unposted ? null : await replayOf(trx, posting);
  if (earlier) return earlier;

  const moved = await trx
    .updateTable('wallets')
    .set({ balance_minor: sql`balance_minor + ${posting.amountMinor}` })
    .where('member_id', '=', posting.memberId)
    .where(sql<boolean>`balance_minor + ${posting.amountMinor} >= 0`)
    .returning('balance_minor')
    .executeTakeFirst();
  // Refused: unless a concurrent repeat of this key posted meanwhile (its spending is what left
  // too little; PostgreSQL's next statement sees it). Then the whole transaction runs again and
  // answers as a repeat, its caller's rows included.
  if (!moved) throw (await replayOf(trx, posting)) ? new RunAgain('a repeat of this key posted first') : new InsufficientFundsError();

  await trx
    .insertInto('ledger_entries')
    .values({
      member_id: posting.memberId,
      amount_minor: posting.amountMinor,
      balance_after_minor: moved.balance_minor,
      kind: posting.kind,
      reference: posting.reference,
      idempotency_key: posting.idempotencyKey,
      created_at: now.toISOString(),
    })
    .execute();
  afterCommit(trx, () => ledgerPostings.inc({ kind: posting.kind }));
  return { balanceMinor: moved.balance_minor, replayed: false };
}

/** The first posting of this member's key, as a repeat's answer; a different amount or kind under one key conflicts. */
async function replayOf(trx: Db, posting: Posting): Promise<{ balanceMinor: number; replayed: true } | null> {
  const existing = await trx
    .selectFrom('ledger_entries')
    .select(['balance_after_minor', 'amount_minor', 'kind'])
    .where('member_id', '=', posting.memberId)
    .where('idempotency_key', '=', posting.idempotencyKey)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.amount_minor !== posting.amountMinor || existing.kind !== posting.kind) throw new IdempotencyConflictError();
  return { balanceMinor: existing.balance_after_minor, replayed: true };
}

export async function openWallet(db: Db, memberId: number, currency: string): Promise<void> {
  await db.insertInto('wallets').values({ member_id: memberId, currency, balance_minor: 0 }).execute();
}

/** The member's wallet: its currency and balance in minor units. */
export async function walletOf(db: Db, memberId: number) {
  return db.selectFrom('wallets').select(['currency', 'balance_minor']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
}
