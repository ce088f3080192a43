// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyConflictError, InsufficientFundsError, post } from '#server/services/ledger';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
let memberId: number;
beforeEach(async () => {
  server = await startTestServer();
  memberId = (await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await server.stop();
});

async function balanceAndSum() {
  const wallet = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const sum = await server.db
    .selectFrom('ledger_entries')
    .select(({ fn }) => fn.coalesce(fn.sum<number>('amount_minor'), ({ lit }) => lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balance: wallet.balance_minor, sum: Number(sum.total) };
}

describe('ledger', () => {
  it('scopes a key to its member and refuses a key reused for another movement', async () => {
    const other = (await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow()).id;
    await post(server.db, { memberId, amountMinor: 700, kind: 'deposit', reference: 'mine', idempotencyKey: 'shared-key' });
    const theirs = await post(server.db, { memberId: other, amountMinor: 300, kind: 'deposit', reference: 'theirs', idempotencyKey: 'shared-key' });
    expect(theirs.replayed).toBe(false);
    await expect(post(server.db, { memberId, amountMinor: 701, kind: 'deposit', reference: 'mine', idempotencyKey: 'shared-key' })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(await balanceAndSum()).toEqual({ balance: 700, sum: 700 });
  });

  it('moves money once per idempotency key', async () => {
    const first = await post(server.db, { memberId, amountMinor: 10_000, kind: 'deposit', reference: 'd1', idempotencyKey: 'k-1' });
    const again = await post(server.db, { memberId, amountMinor: 10_000, kind: 'deposit', reference: 'd1', idempotencyKey: 'k-1' });
    expect(first).toEqual({ balanceMinor: 10_000, replayed: false });
    expect(again).toEqual({ balanceMinor: 10_000, replayed: true });
    expect(await balanceAndSum()).toEqual({ balance: 10_000, sum: 10_000 });
  });

  it('refuses to go below zero and leaves nothing behind', async () => {
    await post(server.db, { memberId, amountMinor: 500, kind: 'deposit', reference: 'd', idempotencyKey: 'k-a' });
    await expect(post(server.db, { memberId, amountMinor: -501, kind: 'bet', reference: 'b', idempotencyKey: 'k-b' })).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    expect(await balanceAndSum()).toEqual({ balance: 500, sum: 500 });
  });

  it('keeps the balance equal to the sum of entries through many concurrent postings', async () => {
    await post(server.db, { memberId, amountMinor: 100_000, kind: 'deposit', reference: 'd', idempotencyKey: 'seed' });
    // 60 postings over 40 keys: a repeated key repeats its own amount, so it is a retry.
    const postings = Array.from({ length: 60 }, (_, i) =>
      post(server.db, { memberId, amountMinor: (i % 40) % 3 === 0 ? 250 : -100, kind: 'bet', reference: `r${i % 40}`, idempotencyKey: `k${i % 40}` }),
    );
    await Promise.all(postings);
    const { balance, sum } = await balanceAndSum();
    expect(balance).toBe(sum);
    const entries = await server.db.selectFrom('ledger_entries').select('id').where('member_id', '=', memberId).execute();
    expect(entries).toHaveLength(41);
  });
});
