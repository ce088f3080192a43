// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepositOrder } from '#src/shared/contract/wallet';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer({ DEMO_DEPOSIT_APPROVE_MS: '600000' });
  token = await login(server, 'nobalance', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

const deposit = (body: Record<string, unknown>, key: string, as = token) =>
  call<DepositOrder>(server, 'POST', '/api/wallet/deposits', { token: as, body, headers: { 'Idempotency-Key': key } });
const decide = (reference: string, status: 'approved' | 'rejected', reason?: string) =>
  call<DepositOrder>(server, 'POST', '/api/test-controls/deposits/decide', { body: { reference, status, reason } });

async function moneyOf(account: string) {
  const member = await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const wallet = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', member.id).executeTakeFirstOrThrow();
  const rows = await server.db.selectFrom('ledger_entries').select(['amount_minor', 'kind']).where('member_id', '=', member.id).execute();
  return { balance: wallet.balance_minor, sum: rows.reduce((s, r) => s + r.amount_minor, 0), deposits: rows.filter((r) => r.kind === 'deposit').length };
}

describe('deposits', () => {
  it('lists the merchant channels with limits and presets; LITE has its one', async () => {
    const demo = await call<{ channels: { code: string; kind: string; min: string; max: string; presets: string[] }[] }>(
      server,
      'GET',
      '/api/wallet/deposit/channels',
      { token },
    );
    expect(demo.body.value?.channels.map((ch) => ch.kind)).toEqual(['bank_transfer', 'e_wallet', 'usdt']);
    expect(demo.body.value?.channels[0]).toMatchObject({ code: 'BANK', min: '100.00', max: '50000.00' });
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    const liteChannels = await call<{ channels: unknown[] }>(server, 'GET', '/api/wallet/deposit/channels', { token: lite, merchant: 'LITE' });
    expect(liteChannels.body.value?.channels).toHaveLength(1);
  });

  it.each([
    ['', 'err_amount_empty'],
    ['ten', 'err_amount_not_number'],
    ['100.005', 'err_amount_decimals'],
    ['99.99', 'err_amount_below_min'],
    ['50000.01', 'err_amount_above_max'],
  ])('refuses the amount %j with %s and makes no order', async (amount, message) => {
    expect(await deposit({ channelCode: 'BANK', amount }, `bad-amount-${message}`)).toMatchObject({ status: 400, body: { message } });
    expect(await server.db.selectFrom('deposit_orders').select('id').where('idempotency_key', 'like', 'bad-amount-%').execute()).toHaveLength(0);
  });

  it('refuses an unknown channel or one of another merchant, a trial account and a missing key', async () => {
    expect(await deposit({ channelCode: 'NOPE', amount: '100' }, 'key-unknown-1')).toMatchObject({ status: 400, body: { message: 'err_channel_unavailable' } });
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    const liteUsdt = await call(server, 'POST', '/api/wallet/deposits', {
      token: lite,
      merchant: 'LITE',
      body: { channelCode: 'USDT', amount: '300' },
      headers: { 'Idempotency-Key': 'key-lite-1' },
    });
    expect(liteUsdt).toMatchObject({ status: 400, body: { message: 'err_channel_unavailable' } });
    const trial = await trialToken(server);
    expect(await deposit({ channelCode: 'BANK', amount: '100' }, 'key-trial-1', trial)).toMatchObject({ status: 403, body: { message: 'free_reject' } });
    expect((await call(server, 'GET', '/api/wallet/deposits', { token: trial })).status).toBe(403);
    const keyless = await call(server, 'POST', '/api/wallet/deposits', { token, body: { channelCode: 'BANK', amount: '100' } });
    expect(keyless).toMatchObject({ status: 400, body: { message: 'err_idempotency_key_required' } });
  });

  it('refuses a payer name with hidden control or text-direction characters', async () => {
    for (const payerName of ['Juan\u202E', 'Juan\u0000', 'Juan\u0007']) {
      expect(await deposit({ channelCode: 'BANK', amount: '100', payerName }, `key-payer-${payerName.charCodeAt(4)}`)).toMatchObject({
        status: 400,
        body: { message: 'err_text_characters', value: { field: 'payerName' } },
      });
    }
    expect((await deposit({ channelCode: 'BANK', amount: '100', payerName: 'Juan Dela Cruz' }, 'key-payer-ok')).status).toBe(200);
  });

  it('opens a pending order with the payee details; a retried key answers the same order, other details conflict', async () => {
    const first = await deposit({ channelCode: 'USDT', amount: '700.5' }, 'key-retry-1');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'pending', amount: '700.50', channelKind: 'usdt', reason: null, decidedAt: null });
    expect(first.body.value?.payee.map((p) => p.field)).toEqual(['network', 'address']);
    // ￥700.50 at ￥7.00 a coin is 100.0714… USDT: the order asks for 100.08, never less.
    expect(first.body.value?.coin).toEqual({ amount: '100.08', rate: '7.00' });
    const again = await Promise.all([
      deposit({ channelCode: 'USDT', amount: '700.50' }, 'key-retry-1'),
      deposit({ channelCode: 'USDT', amount: '700.5' }, 'key-retry-1'),
    ]);
    expect(again.map((r) => r.body.value?.reference)).toEqual([first.body.value?.reference, first.body.value?.reference]);
    expect(await deposit({ channelCode: 'USDT', amount: '800' }, 'key-retry-1')).toMatchObject({ status: 409, body: { message: 'err_idempotency_conflict' } });
    expect(await server.db.selectFrom('deposit_orders').select('id').where('reference', '=', String(first.body.value?.reference)).execute()).toHaveLength(1);
    expect(await server.db.selectFrom('deposit_orders').select('id').where('idempotency_key', '=', 'key-retry-1').execute()).toHaveLength(1);
    // A new key sent three times at once makes one order, and each answer names it.
    const together = await Promise.all([1, 2, 3].map(() => deposit({ channelCode: 'USDT', amount: '700.50' }, 'key-together-1')));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(together.map((r) => r.body.value?.reference)).size).toBe(1);
    expect(await server.db.selectFrom('deposit_orders').select('id').where('idempotency_key', '=', 'key-together-1').execute()).toHaveLength(1);
  });

  it('posts an approved deposit once, whoever decides first; a rejection keeps its reason and moves nothing', async () => {
    const before = await moneyOf('nobalance');
    const order = (await deposit({ channelCode: 'BANK', amount: '250' }, 'key-approve-1')).body.value as DepositOrder;
    const decisions = await Promise.all([decide(order.reference, 'approved'), decide(order.reference, 'approved'), decide(order.reference, 'rejected')]);
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409, 409]);
    // Whichever came first decided: money moves once if it was an approval, not at all if the rejection won the race.
    const approved = decisions.findIndex((d) => d.status === 200) < 2;
    const credit = approved ? 25_000 : 0;
    expect(await moneyOf('nobalance')).toEqual({ balance: before.balance + credit, sum: before.sum + credit, deposits: approved ? 1 : 0 });

    const rejected = (await deposit({ channelCode: 'BANK', amount: '300' }, 'key-reject-1')).body.value as DepositOrder;
    expect((await decide(rejected.reference, 'rejected', 'Name does not match')).body.value).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match',
    });
    const shown = await call<DepositOrder>(server, 'GET', '/api/wallet/deposits/one', { token, query: { reference: rejected.reference } });
    expect(shown.body.value).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
    // Without a note the reason stays empty: the screen gives the translated general reason.
    const silent = (await deposit({ channelCode: 'BANK', amount: '310' }, 'key-reject-2')).body.value as DepositOrder;
    expect((await decide(silent.reference, 'rejected')).body.value).toMatchObject({ status: 'rejected', reason: null });
    expect((await moneyOf('nobalance')).balance).toBe(before.balance + credit);
  });

  it('is approved by the demo operator once its time has come, on the next read of the wallet', async () => {
    const quick = await startTestServer({ DEMO_DEPOSIT_APPROVE_MS: '0' });
    try {
      const own = await login(quick, 'nobalance', 'Player1234');
      const made = await call<DepositOrder>(quick, 'POST', '/api/wallet/deposits', {
        token: own,
        body: { channelCode: 'EWALLET', amount: '60' },
        headers: { 'Idempotency-Key': 'key-demo-op-1' },
      });
      expect(made.body.value?.status).toBe('pending');
      const wallet = await call<{ sumBalance: string }>(quick, 'GET', '/api/wallet', { token: own });
      expect(wallet.body.value?.sumBalance).toBe('60.00');
      // Two due at once: one read approves both and answers the balance after the last.
      for (const [amount, key] of [
        ['50', 'key-demo-op-2'],
        ['75.50', 'key-demo-op-3'],
      ] as const) {
        await call(quick, 'POST', '/api/wallet/deposits', { token: own, body: { channelCode: 'EWALLET', amount }, headers: { 'Idempotency-Key': key } });
      }
      expect((await call<{ sumBalance: string }>(quick, 'GET', '/api/wallet', { token: own })).body.value?.sumBalance).toBe('185.50');
      expect((await call<{ sumBalance: string }>(quick, 'GET', '/api/wallet', { token: own })).body.value?.sumBalance).toBe('185.50');
      const list = await call<{ orders: DepositOrder[] }>(quick, 'GET', '/api/wallet/deposits', { token: own });
      expect(list.body.value?.orders.find((o) => o.reference === made.body.value?.reference)?.status).toBe('approved');
      expect(list.body.value?.orders.map((o) => o.status)).toEqual(['approved', 'approved', 'approved']);
    } finally {
      await quick.stop();
    }
  });

  it('never shows one member the orders of another', async () => {
    const mine = (await deposit({ channelCode: 'BANK', amount: '100' }, 'key-own-1')).body.value as DepositOrder;
    const other = await login(server, 'player1', 'Player1234');
    expect(await call(server, 'GET', '/api/wallet/deposits/one', { token: other, query: { reference: mine.reference } })).toMatchObject({
      status: 404,
      body: { message: 'err_not_found' },
    });
    const list = await call<{ orders: DepositOrder[] }>(server, 'GET', '/api/wallet/deposits', { token: other });
    expect(list.body.value?.orders.map((o) => o.reference)).not.toContain(mine.reference);
    // The same key used by another member is that member's own, separate order.
    const theirs = await deposit({ channelCode: 'BANK', amount: '100' }, 'key-own-1', other);
    expect(theirs.body.value?.reference).not.toBe(mine.reference);
  });

  it('shows player1 a history in every state, newest first, paged', async () => {
    const p1 = await login(server, 'player1', 'Player1234');
    const list = await call<{ orders: DepositOrder[]; totalPages: number }>(server, 'GET', '/api/wallet/deposits', { token: p1, query: { pageSize: 3 } });
    expect(list.body.value?.totalPages).toBe(2);
    const all = await call<{ orders: DepositOrder[] }>(server, 'GET', '/api/wallet/deposits', { token: p1 });
    const orders = all.body.value?.orders ?? [];
    expect(orders.map((o) => o.status)).toEqual(['pending', 'rejected', 'approved', 'approved', 'approved']);
    expect(orders[1]?.reason).toBeTruthy();
    expect(await moneyOf('player1')).toMatchObject({ deposits: 3 });
    const { balance, sum } = await moneyOf('player1');
    expect(balance).toBe(sum);
    expect(balance).toBe(1_234_567);
  });
});
