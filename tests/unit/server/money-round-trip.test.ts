// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '#server/services/ledger';
import { minorOf, moneySchema, moneyText } from '#src/shared/contract/amount';
import { formatMoney } from '#src/shared/lib/money';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

/** ￥999,999,999.99 either way: the largest amount a player can type, and its loss. */
const LARGEST = 99_999_999_999;
const amounts = fc.oneof(fc.constantFrom(0, 1, -1, 99, 100, -100, LARGEST, -LARGEST), fc.integer({ min: -LARGEST, max: LARGEST }));

describe('money round trip: minor units, contract text, screen', () => {
  it('reads back the integer it was written from, through the contract schema', () => {
    fc.assert(
      fc.property(amounts, (minor) => {
        const text = moneySchema.parse(moneyText(minor));
        expect(minorOf(text)).toBe(minor);
      }),
      { numRuns: 20_000 },
    );
  });

  it('shows the same digits in English as the text, grouped by thousands', () => {
    fc.assert(
      fc.property(amounts, (minor) => {
        const text = moneyText(minor);
        const shown = formatMoney(text, 'en');
        // Nothing is written as -0.00; otherwise the digits are the text's, commas aside.
        expect(shown.replace(/,/g, '')).toBe(minor === 0 ? '0.00' : text);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('money round trip: ledger, API, client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers the wallet with the database's balance, to the minor unit, whatever was posted", async () => {
    const token = await login(server, 'nobalance', 'Player1234');
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow();
    let key = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(amounts, { minLength: 1, maxLength: 5 }), async (postings) => {
        for (const minor of postings) {
          const { balance_minor: balance } = await server.db
            .selectFrom('wallets')
            .select('balance_minor')
            .where('member_id', '=', member.id)
            .executeTakeFirstOrThrow();
          // A loss never takes more than the balance holds (the ledger refuses that).
          const amountMinor = minor < 0 ? -Math.min(-minor, Number(balance)) : minor;
          if (amountMinor === 0) continue;
          key += 1;
          await post(server.db, {
            memberId: member.id,
            amountMinor,
            kind: amountMinor > 0 ? 'bonus' : 'bet',
            reference: 'money-round-trip',
            idempotencyKey: `money-round-trip:${key}`,
          });
        }
        const answer = await call<{ sumBalance: string }>(server, 'GET', '/api/wallet', { token });
        const sumBalance = moneySchema.parse(answer.body.value?.sumBalance);
        const stored = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', member.id).executeTakeFirstOrThrow();
        expect(minorOf(sumBalance)).toBe(Number(stored.balance_minor));
        expect(formatMoney(sumBalance, 'en').replace(/,/g, '')).toBe(sumBalance);
      }),
      { numRuns: 40 },
    );
  });
});
