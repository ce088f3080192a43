import type { Db } from '../db/database';

export type Posting = {
  memberId: number;
  amountMinor: number;
  kind: string;
  reference: string;
  /** Unique per money movement: posting the same key twice moves the money once. */
  idempotencyKey: string;
};

export class InsufficientFundsError extends Error {}

/**
 * Posts one entry and moves the wallet balance in the same transaction. A repeated idempotency
 * key returns the first entry's balance instead of posting again.
 */
export async function post(db: Db, posting: Posting, now = new Date()): Promise<{ balanceMinor: number; replayed: boolean }> {
  return db.transaction().execute((trx) => postInTransaction(trx, posting, now));
}

/**
 * post() for a caller that already holds a transaction, so several entries (a bet and its
 * win) and the rows that explain them commit or roll back together. Throws
 * InsufficientFundsError before writing anything when the balance would go below zero.
 */
export async function postInTransaction(trx: Db, posting: Posting, now = new Date()): Promise<{ balanceMinor: number; replayed: boolean }> {
  const existing = await trx
    .selectFrom('ledger_entries')
    .select(['balance_after_minor'])
    .where('idempotency_key', '=', posting.idempotencyKey)
    .executeTakeFirst();
  if (existing) return { balanceMinor: existing.balance_after_minor, replayed: true };

  const wallet = await trx
    .selectFrom('wallets')
    .select(['balance_minor'])
    .where('member_id', '=', posting.memberId)
    .executeTakeFirstOrThrow();
  const balance = wallet.balance_minor + posting.amountMinor;
  if (balance < 0) throw new InsufficientFundsError();

  await trx.updateTable('wallets').set({ balance_minor: balance }).where('member_id', '=', posting.memberId).execute();
  await trx
    .insertInto('ledger_entries')
    .values({
      member_id: posting.memberId,
      amount_minor: posting.amountMinor,
      balance_after_minor: balance,
      kind: posting.kind,
      reference: posting.reference,
      idempotency_key: posting.idempotencyKey,
      created_at: now.toISOString(),
    })
    .execute();
  return { balanceMinor: balance, replayed: false };
}

export async function openWallet(db: Db, memberId: number, currency: string): Promise<void> {
  await db.insertInto('wallets').values({ member_id: memberId, currency, balance_minor: 0 }).execute();
}
