// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveRange, startOfDay } from '#server/services/date-range';
import { spinPayoutMinor } from '#server/services/demo-games';
import { post } from '#server/services/ledger';
import { minorOf, moneyText } from '#src/shared/contract/amount';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'nobalance', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

type BetPage = {
  records: { nodeId: string; gameName: string; vendorCode: string; stake: string; payout: string; result: string; id: number }[];
  pageNum: number;
  totalPages: number;
  totals: { count: number; stake: string; payout: string; profit: string };
  vendors: { code: string }[];
};

async function launchToken(nodeId: string): Promise<string> {
  const res = await call<{ url: string }>(server, 'POST', '/api/games/launch', { token, body: { nodeId } });
  return (res.body.value?.url ?? '').split('/').pop() ?? '';
}
async function spin(launchTok: string, stake: string, key: string) {
  const res = await server.fetch(`/demo/game/${launchTok}/spin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ stake, idempotencyKey: key }),
  });
  expect(res.status).toBe(200);
}

describe('date ranges', () => {
  it('resolve presets in the merchant zone: 23:30 UTC is already the next day in Manila', () => {
    const now = new Date('2026-11-23T23:30:00Z');
    expect(resolveRange({ range: 'today' }, 'Asia/Manila', now)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
      start: '2026-11-23T16:00:00.000Z',
      end: '2026-11-24T16:00:00.000Z',
    });
    expect(resolveRange({ range: 'today' }, 'UTC', now)).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(resolveRange({ range: 'yesterday' }, 'Asia/Manila', now)).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(resolveRange({ range: '7d' }, 'Asia/Manila', now)).toMatchObject({ from: '2026-11-18', to: '2026-11-24' });
    expect(resolveRange({ range: '30d' }, 'Asia/Manila', now)).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
    expect(startOfDay('2026-03-29', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/Lisbon').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it.each([
    [{ range: 'custom' as const }],
    [{ range: 'custom' as const, from: '2026-11-10', to: '2026-11-01' }],
    [{ range: 'custom' as const, from: '2026-02-30', to: '2026-03-01' }],
    [{ range: 'custom' as const, from: '2026-01-01', to: '2026-11-01' }],
    [{ range: 'custom' as const, from: '2026-12-01', to: '2026-12-02' }],
  ])('refuse the custom range %j', (input) => {
    expect(() => resolveRange(input, 'UTC', new Date('2026-11-23T12:00:00Z'))).toThrow('err_range_invalid');
  });
});

describe('bet records', () => {
  it('need a session and a range', async () => {
    expect((await call(server, 'GET', '/api/records/bets', { query: { range: 'today' } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/records/bets', { token })).status).toBe(400);
  });

  it('list the member spins newest first in major units, paged, with totals over the range and a vendor filter', async () => {
    await post(server.db, {
      memberId: (await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow()).id,
      amountMinor: 100_000,
      kind: 'deposit',
      reference: 't',
      idempotencyKey: 't-dep',
    });
    const spw = await launchToken('SPW-0001');
    for (let i = 0; i < 26; i += 1) await spin(spw, '1.50', `rec-${i}`);
    const jdr = await launchToken('JDR-0001');
    await spin(jdr, '2.00', 'jdr-1');
    const first = await call<BetPage>(server, 'GET', '/api/records/bets', { token, query: { range: 'today' } });
    const second = await call<BetPage>(server, 'GET', '/api/records/bets', { token, query: { range: 'today', pageNo: 2 } });
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.body.value?.records).toHaveLength(25);
    expect(second.body.value?.records).toHaveLength(2);
    expect(first.body.value?.records[0]).toMatchObject({ nodeId: 'JDR-0001', stake: '2.00', vendorCode: 'JDR' });
    const secret = (await server.db.selectFrom('game_launches').select('secret').where('node_id', '=', 'SPW-0001').executeTakeFirstOrThrow()).secret;
    const payouts = Array.from({ length: 26 }, (_, i) => spinPayoutMinor(secret, spw, `rec-${i}`, 150));
    const oldest = second.body.value?.records[1];
    expect(oldest).toMatchObject({
      nodeId: 'SPW-0001',
      stake: '1.50',
      payout: moneyText(payouts[0] ?? 0),
      result: (payouts[0] ?? 0) > 150 ? 'win' : (payouts[0] ?? 0) === 150 ? 'draw' : 'lose',
    });
    const spwOnly = await call<BetPage>(server, 'GET', '/api/records/bets', { token, query: { range: 'today', vendor: 'SPW' } });
    const stake = 26 * 150;
    const payout = payouts.reduce((s, p) => s + p, 0);
    expect(spwOnly.body.value?.totals).toEqual({ count: 26, stake: moneyText(stake), payout: moneyText(payout), profit: moneyText(payout - stake) });
    expect(spwOnly.body.value?.vendors.map((v) => v.code).sort()).toEqual(['JDR', 'SPW']);
    expect((await call<BetPage>(server, 'GET', '/api/records/bets', { token, query: { range: 'yesterday' } })).body.value?.totals.count).toBe(0);

    const other = await login(server, 'agent1', 'Agent1234');
    expect((await call<BetPage>(server, 'GET', '/api/records/bets', { token: other, query: { range: '30d' } })).body.value).toMatchObject({
      records: [],
      totalPages: 0,
      totals: { count: 0 },
    });
  });
});

describe('transactions and profit and loss', () => {
  it('list the ledger by kind with the balance after, and sum the range per kind', async () => {
    const p1 = await login(server, 'player1', 'Player1234');
    type Row = { kind: string; amount: string; balanceAfter: string; gameName: string | null };
    const page = (pageNo: number) =>
      call<{ records: Row[]; totalPages: number }>(server, 'GET', '/api/records/transactions', { token: p1, query: { range: '30d', pageSize: 100, pageNo } });
    const first = await page(1);
    const records = [...(first.body.value?.records ?? [])];
    for (let n = 2; n <= (first.body.value?.totalPages ?? 1); n += 1) records.push(...((await page(n)).body.value?.records ?? []));
    const all = { body: { value: { records } } };
    // Newest first, each row's balance after follows from the one before it, ending at the balance.
    const chain = all.body.value?.records ?? [];
    expect(chain[0]?.balanceAfter).toBe('12345.67');
    for (let i = 0; i + 1 < chain.length; i += 1) expect(minorOf(chain[i]!.balanceAfter) - minorOf(chain[i]!.amount)).toBe(minorOf(chain[i + 1]!.balanceAfter));
    const kinds = new Set(all.body.value?.records.map((r) => r.kind));
    // A bet names its game; other rows name none.
    const named = all.body.value?.records ?? [];
    expect(named.find((r) => r.kind === 'bet')?.gameName).toMatch(/\w/);
    expect(named.filter((r) => r.kind === 'deposit').every((r) => r.gameName === null)).toBe(true);
    for (const kind of ['deposit', 'withdrawal_hold', 'withdrawal_release', 'bet', 'win', 'bonus']) expect(kinds.has(kind), kind).toBe(true);
    const deposits = await call<{ records: { kind: string }[] }>(server, 'GET', '/api/records/transactions', {
      token: p1,
      query: { range: '30d', kind: 'deposit' },
    });
    expect(deposits.body.value?.records.every((r) => r.kind === 'deposit')).toBe(true);
    expect(deposits.body.value?.records).toHaveLength(3);

    const pl = await call<Record<string, number | string>>(server, 'GET', '/api/records/profit-and-loss', { token: p1, query: { range: '30d' } });
    // Only the paid-out ￥500 counts: the rejected ￥300 came back and the pending ￥200 is still held.
    expect(pl.body.value).toMatchObject({ betCount: 72, bets: '13600.00', wins: '13600.00', profit: '0.00', withdrawals: '500.00' });
    const rows = all.body.value?.records ?? [];
    const sumOf = (kind: string) => moneyText(rows.filter((r) => r.kind === kind).reduce((s, r) => s + minorOf(r.amount), 0));
    expect(pl.body.value?.deposits).toBe(sumOf('deposit'));
    expect(pl.body.value?.bonuses).toBe(sumOf('bonus'));

    const none = await call<Record<string, number | string>>(server, 'GET', '/api/records/profit-and-loss', { token, query: { range: '30d' } });
    expect(none.body.value).toMatchObject({ betCount: 0, bets: '0.00', wins: '0.00', deposits: '0.00', withdrawals: '0.00' });
    expect(
      (await call(server, 'GET', '/api/records/transactions', { token, query: { range: 'custom', from: '2026-01-01', to: '2026-12-31' } })).body.message,
    ).toBe('err_range_invalid');
  });
});

describe('record flags', () => {
  it("refuses each record where the merchant's flag for it is off (LITE has none of them)", async () => {
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    for (const path of ['/api/records/bets', '/api/records/transactions', '/api/records/profit-and-loss']) {
      expect(await call(server, 'GET', path, { token: lite, merchant: 'LITE', query: { range: '7d' } })).toMatchObject({
        status: 403,
        body: { message: 'err_no_permission' },
      });
      expect((await call(server, 'GET', path, { token, query: { range: '7d' } })).status).toBe(200);
    }
  });
});

describe('record time zones', () => {
  it("reads a range on the phone's clock when it names a real zone, else on the merchant's", async () => {
    const today = async (timeZone?: string) =>
      (
        await call<{ range: { from: string } }>(server, 'GET', '/api/records/transactions', {
          token,
          query: { range: 'today', ...(timeZone ? { timeZone } : {}) },
        })
      ).body.value?.range.from;
    // 25 hours apart: never the same calendar day.
    expect(await today('Pacific/Kiritimati')).not.toBe(await today('Pacific/Pago_Pago'));
    expect(await today('Mars/Olympus_Mons')).toBe(await today());
    expect(await today('Asia/Manila')).toBe(await today());
  });
});
