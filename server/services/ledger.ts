import { type QueryCreator, sql } from 'kysely';
import type { LedgerKind } from '#src/shared/contract/wallet';
import { afterCommit, type Db, engineOf, transact } from '../db/database';
import { RunAgain } from '../db/failures';
import type { Database } from '../db/schema';
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

  const balanceMinor = await moveAndRecord(trx, posting, now);
  // Refused: unless a concurrent repeat of this key posted meanwhile (its spending is what left
  // too little; PostgreSQL's next statement sees it). Then the whole transaction runs again and
  // answers as a repeat, its caller's rows included.
  if (balanceMinor === undefined) throw (await replayOf(trx, posting)) ? new RunAgain('a repeat of this key posted first') : new InsufficientFundsError();
  afterCommit(trx, () => ledgerPostings.inc({ kind: posting.kind }));
  return { balanceMinor, replayed: false };
}

/**
 * Moves the wallet by the posting's amount, unless that would leave it below zero, and writes
 * the ledger row with the balance after: the balance, or undefined when nothing moved. On
 * PostgreSQL one statement does both (the update in a WITH, the insert reading what it
 * returned), a round trip less on every bet, win and deposit; SQLite has no update inside a
 * WITH, so there it is the update, then the insert, in the caller's transaction either way.
 */
async function moveAndRecord(trx: Db, posting: Posting, now: Date): Promise<number | undefined> {
  const move = (db: QueryCreator<Database>) =>
    db
      .updateTable('wallets')
      .set({ balance_minor: sql`balance_minor + ${posting.amountMinor}` })
      .where('member_id', '=', posting.memberId)
      .where(sql<boolean>`balance_minor + ${posting.amountMinor} >= 0`)
      .returning('balance_minor');
  const entry = {
    member_id: posting.memberId,
    amount_minor: posting.amountMinor,
    kind: posting.kind,
    reference: posting.reference,
    idempotency_key: posting.idempotencyKey,
    created_at: now.toISOString(),
  };
  if (engineOf(trx) === 'postgres') {
    const written = await trx
      .with('moved', move)
      .insertInto('ledger_entries')
      .columns(['member_id', 'amount_minor', 'balance_after_minor', 'kind', 'reference', 'idempotency_key', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('moved')
          .select([
            eb.cast<number>(eb.val(entry.member_id), 'integer').as('member_id'),
            eb.cast<number>(eb.val(entry.amount_minor), 'integer').as('amount_minor'),
            'moved.balance_minor',
            eb.cast<string>(eb.val(entry.kind), 'text').as('kind'),
            eb.cast<string>(eb.val(entry.reference), 'text').as('reference'),
            eb.cast<string>(eb.val(entry.idempotency_key), 'text').as('idempotency_key'),
            eb.cast<string>(eb.val(entry.created_at), 'text').as('created_at'),
          ]),
      )
      .returning('balance_after_minor')
      .executeTakeFirst();
    return written?.balance_after_minor;
  }
  const moved = await move(trx).executeTakeFirst();
  if (!moved) return undefined;
  await trx
    .insertInto('ledger_entries')
    .values({ ...entry, balance_after_minor: moved.balance_minor })
    .execute();
  return moved.balance_minor;
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
