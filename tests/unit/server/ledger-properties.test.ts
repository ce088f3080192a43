// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyConflictError, InsufficientFundsError, openWallet, post } from '#server/services/ledger';
import type { LedgerKind } from '#src/shared/contract/wallet';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

let runs = 0;
async function freshMembers(): Promise<number[]> {
  runs += 1;
  const ids: number[] = [];
  for (const n of [0, 1]) {
    const row = await server.db
      .insertInto('members')
      .values({
        merchant_code: 'DEMO',
        account: `prop${runs}x${n}`,
        nickname: '',
        password_hash: '-',
        type: 0,
        mobile: null,
        email: null,
        club_label: '',
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(server.db, row.id, 'CNY');
    ids.push(row.id);
  }
  return ids;
}

/** What a movement of each kind does to the balance. */
const SIGN: Record<LedgerKind, 1 | -1> = {
  deposit: 1,
  withdrawal_hold: -1,
  withdrawal_release: 1,
  bet: -1,
  win: 1,
  bonus: 1,
  rebate: 1,
  mall_redemption: -1,
  reversal: -1,
};
const movement = fc.record({
  member: fc.integer({ min: 0, max: 1 }),
  kind: fc.constantFrom<LedgerKind>('deposit', 'withdrawal_hold', 'withdrawal_release', 'bet', 'win', 'bonus', 'reversal'),
  amountMinor: fc.integer({ min: 1, max: 50_000 }),
  // Few keys, so retries (the same key again) and cross-member reuse are common.
  key: fc.integer({ min: 0, max: 12 }),
});
// Each batch runs concurrently; batches run one after another.
const batches = fc.array(fc.array(movement, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });

describe('ledger properties', () => {
  it('keeps every balance equal to its rows, never below zero, and applies each member key once', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const members = await freshMembers();
        // The first movement a (member, key) pair carries is the one a retry must repeat.
        const firstOf = new Map<string, { kind: LedgerKind; amountMinor: number }>();
        for (const batch of plan) {
          await Promise.all(
            batch.map(async (m) => {
              const id = `${m.member}:${m.key}`;
              const intent = firstOf.get(id) ?? { kind: m.kind, amountMinor: SIGN[m.kind] * m.amountMinor };
              firstOf.set(id, intent);
              const memberId = members[m.member] as number;
              try {
                // Half the time a retry repeats its first movement; else it tries another one with the key.
                const asRetry = m.amountMinor % 2 === 0;
                const amountMinor = asRetry ? intent.amountMinor : SIGN[m.kind] * m.amountMinor;
                const kind = asRetry ? intent.kind : m.kind;
                await post(server.db, { memberId, amountMinor, kind, reference: 'prop', idempotencyKey: `k${m.key}` });
              } catch (error) {
                if (!(error instanceof InsufficientFundsError || error instanceof IdempotencyConflictError)) throw error;
              }
            }),
          );
          for (const memberId of members) {
            const wallet = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow();
            const rows = await server.db
              .selectFrom('ledger_entries')
              .select(['amount_minor', 'idempotency_key', 'balance_after_minor'])
              .where('member_id', '=', memberId)
              .orderBy('id')
              .execute();
            expect(wallet.balance_minor).toBe(rows.reduce((sum, r) => sum + r.amount_minor, 0));
            expect(wallet.balance_minor).toBeGreaterThanOrEqual(0);
            expect(rows.every((r) => r.balance_after_minor >= 0)).toBe(true);
            expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length);
            // Running balances chain: each row's balance after is the one before plus its amount.
            let running = 0;
            for (const r of rows) {
              running += r.amount_minor;
              expect(r.balance_after_minor).toBe(running);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
