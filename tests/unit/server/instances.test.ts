// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { post } from '#server/services/ledger';
import { apiCall, type CallOptions } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

/**
 * Two server instances on one database, as behind a load balancer: whatever one knows, the other
 * knows. Runs on SQLite (two connections to one file) and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let a: TestServer;
let b: TestServer;
beforeEach(async () => {
  a = await startTestServer({ DEMO_WITHDRAW_APPROVE_MS: '600000' });
  b = await a.anotherInstance();
});
afterEach(async () => {
  await b.stop();
  await a.stop();
});

const call = (on: TestServer, method: string, path: string, opts: CallOptions = {}) => apiCall(on, method, path, opts);
const login = (on: TestServer, body: Record<string, unknown>) => call(on, 'POST', '/api/auth/login', { body: { type: 'username', ...body }, sealed: true });

async function captchaFrom(on: TestServer, answeredBy: TestServer) {
  const captchaId = String((await call(on, 'GET', '/api/auth/captcha')).body.value?.captchaId);
  const answer = await call(answeredBy, 'GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  return { captchaId, captcha: String(answer.body.value?.code) };
}

describe('two instances on one database', () => {
  it('share the sealing key and the sessions: signed in on one, known on the other, signed out on both', async () => {
    expect((await call(a, 'GET', '/api/crypto/public-key')).body.value).toEqual((await call(b, 'GET', '/api/crypto/public-key')).body.value);
    const signedIn = await login(a, { username: 'player1', password: 'Player1234' });
    const token = String(signedIn.body.value?.token);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await call(b, 'GET', '/api/member/info', { headers: auth })).status).toBe(200);
    expect((await call(b, 'DELETE', '/api/auth/session', { headers: auth })).status).toBe(200);
    expect((await call(a, 'GET', '/api/member/info', { headers: auth })).status).toBe(401);
  });

  it('check on one the captcha the other drew, once', async () => {
    // Ten failures of ten accounts from one address, counted across both: the address now needs a captcha on either.
    for (let i = 0; i < 10; i += 1) expect((await login(i % 2 ? a : b, { username: `ghost${i}`, password: 'x' })).body.message).toBe('err_login_failed');
    const refused = await login(a, { username: 'agent1', password: 'Agent1234' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'err_captcha_required' } });
    const challenge = await captchaFrom(b, a);
    expect((await login(a, { username: 'agent1', password: 'Agent1234', ...challenge })).status).toBe(200);
    expect((await login(b, { username: 'agent1', password: 'Agent1234', ...challenge })).body.message).toBe('err_captcha_wrong');
  });

  it('count login failures together: five on each lock the account on both', async () => {
    for (let i = 0; i < 10; i += 1) {
      const on = i % 2 ? a : b;
      await login(on, { username: 'player1', password: 'wrong', ...(i > 0 ? await captchaFrom(on, a) : {}) });
    }
    for (const on of [a, b]) {
      expect(await login(on, { username: 'player1', password: 'Player1234', ...(await captchaFrom(on, on)) })).toMatchObject({
        status: 429,
        body: { message: 'err_too_many_requests' },
      });
    }
  });

  it('check one of many wrong logins sent to both at once, as if they came one by one', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(i % 2 ? a : b, { username: 'player1', password: 'wrong' })));
    const messages = answers.map((res) => res.body.message);
    expect(messages.filter((m) => m === 'err_login_failed')).toHaveLength(1);
    expect(messages.filter((m) => m === 'err_captcha_required')).toHaveLength(19);
  });

  it('never overdraw with withdrawals split across both, and move a retried key once', async () => {
    const token = String((await login(a, { username: 'nobalance', password: 'Player1234' })).body.value?.token);
    const auth = { Authorization: `Bearer ${token}` };
    const member = await a.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow();
    await post(a.db, { memberId: member.id, amountMinor: 100_000, kind: 'deposit', reference: 'test', idempotencyKey: 'test-deposit' });
    await post(a.db, { memberId: member.id, amountMinor: -100_000, kind: 'bet', reference: 'test', idempotencyKey: 'test-bet' });
    await post(a.db, { memberId: member.id, amountMinor: 100_000, kind: 'win', reference: 'test', idempotencyKey: 'test-win' });
    expect(
      (await call(a, 'POST', '/api/security/payment-password', { body: { password: '246810', confirmPassword: '246810' }, sealed: true, headers: auth }))
        .status,
    ).toBe(200);
    const card = await call(b, 'POST', '/api/security/cards', {
      body: { bankCode: 'METROBANK', holderName: 'Juan Dela Cruz', cardNumber: '4111 1111 1111 1111' },
      sealed: true,
      headers: auth,
    });
    const withdraw = (on: TestServer, key: string) =>
      call(on, 'POST', '/api/wallet/withdrawals', {
        body: { cardId: Number(card.body.value?.id), amount: '150', paymentPassword: '246810' },
        sealed: true,
        headers: { ...auth, 'Idempotency-Key': key },
      });

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => withdraw(i % 2 ? a : b, `key-split-${i}`)),
      withdraw(a, 'key-split-0'),
      withdraw(b, 'key-split-0'),
    ]);
    const references = answers.filter((r) => r.status === 200).map((r) => r.body.value?.reference);
    expect(new Set(references).size).toBe(6);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.body.message === 'err_insufficient_funds')).toBe(true);
    // The key sent three times, twice to each instance: one order, the same answer each time it moved.
    const retried = [answers[0], answers[8], answers[9]];
    expect(new Set(retried.map((r) => `${r?.status} ${String(r?.body.value?.reference ?? r?.body.message)}`)).size).toBe(1);
    const wallet = await b.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    const rows = await b.db.selectFrom('ledger_entries').select('amount_minor').where('member_id', '=', member.id).execute();
    const orders = await b.db.selectFrom('withdrawal_orders').select('idempotency_key').where('member_id', '=', member.id).execute();
    expect(wallet.balance_minor).toBe(10_000);
    expect(rows.reduce((sum, r) => sum + r.amount_minor, 0)).toBe(10_000);
    expect(orders.filter((o) => o.idempotency_key === 'key-split-0').length).toBeLessThanOrEqual(1);
    expect(orders).toHaveLength(6);
  });
});
