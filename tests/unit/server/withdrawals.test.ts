// @vitest-environment node

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { post } from '#server/services/ledger';
import { turnoverFrom, turnoverOf } from '#server/services/withdrawals';
import { apiCall, sealedPayload } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
let token: string;
let memberId: number;
beforeEach(async () => {
  server = await startTestServer({ DEMO_WITHDRAW_APPROVE_MS: '600000' });
  token = await login(server, 'nobalance', 'Player1234');
  memberId = (await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await server.stop();
});

const auth = (as = token) => ({ Authorization: `Bearer ${as}` });
const sealed = (method: string, path: string, body: unknown, headers: Record<string, string> = {}, as = token) =>
  apiCall(server, method, path, { body, sealed: true, headers: { ...auth(as), ...headers } });

async function money() {
  const wallet = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const rows = await server.db.selectFrom('ledger_entries').select(['amount_minor', 'kind']).where('member_id', '=', memberId).execute();
  return { balance: wallet.balance_minor, sum: rows.reduce((s, r) => s + r.amount_minor, 0), holds: rows.filter((r) => r.kind === 'withdrawal_hold').length };
}

/** A funded member with a card and a payment password; `betMinor` of valid bets after the deposit. */
async function ready(depositMinor = 100_000, betMinor = 100_000) {
  await post(server.db, { memberId, amountMinor: depositMinor, kind: 'deposit', reference: 'test', idempotencyKey: 'test-deposit' });
  if (betMinor > 0) await post(server.db, { memberId, amountMinor: -betMinor, kind: 'bet', reference: 'test', idempotencyKey: 'test-bet' });
  if (betMinor > 0) await post(server.db, { memberId, amountMinor: betMinor, kind: 'win', reference: 'test', idempotencyKey: 'test-win' });
  expect((await sealed('POST', '/api/security/payment-password', { password: '246810', confirmPassword: '246810' })).status).toBe(200);
  const card = await sealed('POST', '/api/security/cards', { bankCode: 'METROBANK', holderName: 'Juan Dela Cruz', cardNumber: '4111 1111 1111 1111' });
  expect(card.status).toBe(200);
  return Number(card.body.value?.id);
}

const withdraw = (cardId: number, amount: string, key: string, paymentPassword = '246810', as = token) =>
  sealed('POST', '/api/wallet/withdrawals', { cardId, amount, paymentPassword }, { 'Idempotency-Key': key }, as);

describe('withdrawals', () => {
  it('hold the amount at once, and a retried key holds once', async () => {
    const cardId = await ready();
    const first = await withdraw(cardId, '300', 'key-w-retry-1');
    expect(first).toMatchObject({ status: 200, body: { value: { status: 'pending', amount: '300.00', last4: '1111', bankName: 'Metrobank' } } });
    const again = await Promise.all([withdraw(cardId, '300', 'key-w-retry-1'), withdraw(cardId, '300.00', 'key-w-retry-1')]);
    expect(again.map((r) => r.body.value?.reference)).toEqual([first.body.value?.reference, first.body.value?.reference]);
    expect(await money()).toEqual({ balance: 70_000, sum: 70_000, holds: 1 });
    expect(await withdraw(cardId, '301', 'key-w-retry-1')).toMatchObject({ status: 409, body: { message: 'err_idempotency_conflict' } });
  });

  it('refuse a captured sealed withdrawal sent again with its session, under its key or a new one', async () => {
    const cardId = await ready();
    const payload = await sealedPayload(server, { cardId, amount: '300', paymentPassword: '246810' });
    const send = (key: string) =>
      apiCall(server, 'POST', '/api/wallet/withdrawals', { sealedPayload: payload, headers: { ...auth(), 'Idempotency-Key': key } });
    expect(await send('key-w-replay-1')).toMatchObject({ status: 200, body: { value: { status: 'pending', amount: '300.00' } } });
    expect(await send('key-w-replay-1')).toMatchObject({ status: 409, body: { success: false, message: 'err_sealed_replayed' } });
    expect(await send('key-w-replay-2')).toMatchObject({ status: 409, body: { success: false, message: 'err_sealed_replayed' } });
    expect(await money()).toEqual({ balance: 70_000, sum: 70_000, holds: 1 });
  });

  it('never overdraw when many are asked at once', async () => {
    const cardId = await ready(100_000);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => withdraw(cardId, '150', `key-w-race-${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.message === 'err_insufficient_funds')).toBe(true);
    expect(await money()).toEqual({ balance: 10_000, sum: 10_000, holds: 6 });
  });

  it('release the hold once on rejection; approval keeps it', async () => {
    const cardId = await ready();
    const a = String((await withdraw(cardId, '200', 'key-w-dec-1')).body.value?.reference);
    const b = String((await withdraw(cardId, '100', 'key-w-dec-2')).body.value?.reference);
    const decide = (reference: string, status: string) =>
      apiCall(server, 'POST', '/api/test-controls/withdrawals/decide', { body: { reference, status, reason: 'Card closed' } });
    // Two rejections and an approval at once: one decides, whichever it is, and the money follows it.
    const decisions = await Promise.all([decide(a, 'rejected'), decide(a, 'rejected'), decide(a, 'approved')]);
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const decided = decisions[2]?.status === 200 ? 'approved' : 'rejected';
    expect((await decide(b, 'approved')).status).toBe(200);
    // A rejection gives the 200 back once; an approval keeps it held and paid out.
    const balance = decided === 'rejected' ? 90_000 : 70_000;
    expect(await money()).toMatchObject({ balance, sum: balance });
    const list = await apiCall(server, 'GET', '/api/wallet/withdrawals', { headers: auth() });
    const orders = (list.body.value?.orders ?? []) as { reference: string; status: string; reason: string | null }[];
    expect(orders.map((o) => o.status)).toEqual(['approved', decided]);
    expect(orders[1]?.reason).toBe(decided === 'rejected' ? 'Card closed' : null);
  });

  it('answer one order by its reference, and one of another member as an unknown one', async () => {
    const cardId = await ready();
    const reference = String((await withdraw(cardId, '250', 'key-w-one-1')).body.value?.reference);
    const one = (as: string, ref = reference) => call(server, 'GET', '/api/wallet/withdrawals/one', { token: as, query: { reference: ref } });
    expect(await one(token)).toMatchObject({ status: 200, body: { value: { reference, status: 'pending', amount: '250.00' } } });
    await apiCall(server, 'POST', '/api/test-controls/withdrawals/decide', { body: { reference, status: 'rejected', reason: 'Card closed' } });
    expect(await one(token)).toMatchObject({ status: 200, body: { value: { reference, status: 'rejected', reason: 'Card closed' } } });
    const other = await login(server, 'player1', 'Player1234');
    for (const answer of [await one(other), await one(token, 'W-NOT-A-REFERENCE')]) {
      expect(answer).toMatchObject({ status: 404, body: { message: 'err_not_found' } });
    }
  });

  it('enforce limits, the turnover, the card owner and the payment password', async () => {
    const cardId = await ready(100_000, 40_000);
    const info = await apiCall(server, 'GET', '/api/wallet/withdraw', { headers: auth() });
    expect(info.body.value).toMatchObject({
      balance: '1000.00',
      min: '100.00',
      max: '50000.00',
      hasPaymentPassword: true,
      turnover: { required: '1000.00', done: '400.00', multiple: 1 },
    });
    expect(await withdraw(cardId, '200', 'key-w-turn-1')).toMatchObject({ status: 400, body: { message: 'err_turnover_not_met' } });
    await post(server.db, { memberId, amountMinor: -60_000, kind: 'bet', reference: 'test', idempotencyKey: 'test-bet-2' });
    await post(server.db, { memberId, amountMinor: 60_000, kind: 'win', reference: 'test', idempotencyKey: 'test-win-2' });
    expect(await withdraw(cardId, '99.99', 'key-w-min')).toMatchObject({ status: 400, body: { message: 'err_amount_below_min' } });
    expect(await withdraw(cardId, '100.001', 'key-w-dec')).toMatchObject({ status: 400, body: { message: 'err_amount_decimals' } });
    expect(await withdraw(cardId, '200', 'key-w-pw', '111111')).toMatchObject({ status: 400, body: { message: 'err_payment_password_wrong' } });
    const other = await login(server, 'player1', 'Player1234');
    expect(await withdraw(cardId, '200', 'key-w-other', '123456', other)).toMatchObject({ status: 404 });
    expect((await withdraw(cardId, '200', 'key-w-ok')).status).toBe(200);
    expect(await money()).toMatchObject({ holds: 1 });
  });

  it('lock the payment password after five wrong tries', async () => {
    const cardId = await ready();
    for (let i = 0; i < 5; i += 1) expect((await withdraw(cardId, '200', `key-w-lock-${i}`, '000000')).body.message).toBe('err_payment_password_wrong');
    expect(await withdraw(cardId, '200', 'key-w-lock-right')).toMatchObject({ status: 429, body: { message: 'err_too_many_requests' } });
    expect(await money()).toMatchObject({ holds: 0 });
  });

  it('check no more wrong payment passwords than the lock allows when sent all at once', async () => {
    const cardId = await ready();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => withdraw(cardId, '200', `key-w-burst-${i}`, '000000')));
    const messages = answers.map((a) => a.body.message);
    expect(messages.filter((m) => m === 'err_payment_password_wrong')).toHaveLength(5);
    expect(messages.filter((m) => m === 'err_too_many_requests')).toHaveLength(15);
    expect(await money()).toMatchObject({ holds: 0 });
  });

  it('are refused to trial accounts and answer the demo operator after its delay', async () => {
    const trial = await trialToken(server);
    expect((await apiCall(server, 'GET', '/api/wallet/withdraw', { headers: auth(trial) })).status).toBe(403);
    const quick = await startTestServer({ DEMO_WITHDRAW_APPROVE_MS: '0' });
    try {
      const p1 = await login(quick, 'player1', 'Player1234');
      const info = await apiCall(quick, 'GET', '/api/wallet/withdraw', { headers: { Authorization: `Bearer ${p1}` } });
      const cards = (info.body.value?.cards ?? []) as { id: number; last4: string }[];
      expect(cards.map((c) => c.last4)).toEqual(['5678', '4321']);
      expect(JSON.stringify(info.body.value)).not.toContain('4213');
      const list = await apiCall(quick, 'GET', '/api/wallet/withdrawals', { headers: { Authorization: `Bearer ${p1}` } });
      expect(((list.body.value?.orders ?? []) as { status: string }[]).map((o) => o.status)).toEqual(['pending', 'rejected', 'approved']);
      // Its seeded bets since the last deposit meet that deposit's turnover: the demo member can withdraw.
      expect(info.body.value?.turnover).toMatchObject({ required: '500.00', done: '800.00' });
    } finally {
      await quick.stop();
    }
  });
});

describe('security centre', () => {
  it('sets a 6-digit payment password once, changes it with the old one or an SMS code', async () => {
    expect((await sealed('POST', '/api/security/payment-password', { password: '12345', confirmPassword: '12345' })).body.message).toBe(
      'err_payment_password_format',
    );
    expect((await sealed('POST', '/api/security/payment-password', { password: '123456', confirmPassword: '123457' })).body.message).toBe(
      'err_confirm_not_matched',
    );
    expect((await sealed('POST', '/api/security/payment-password', { password: '135790', confirmPassword: '135790' })).body.value).toMatchObject({
      hasPaymentPassword: true,
    });
    expect((await sealed('POST', '/api/security/payment-password', { password: '111111', confirmPassword: '111111' })).status).toBe(409);
    expect((await sealed('PUT', '/api/security/payment-password', { oldPassword: '000000', password: '222222', confirmPassword: '222222' })).body.message).toBe(
      'err_payment_password_wrong',
    );
    expect((await sealed('PUT', '/api/security/payment-password', { oldPassword: '135790', password: '135790', confirmPassword: '135790' })).body.message).toBe(
      'err_payment_password_same',
    );
    expect((await sealed('PUT', '/api/security/payment-password', { oldPassword: '135790', password: '222222', confirmPassword: '222222' })).status).toBe(200);
    // nobalance has no mobile: no SMS route to a forgotten payment password until one is bound.
    expect((await apiCall(server, 'POST', '/api/security/code', { body: { purpose: 'payment_password' }, headers: auth() })).body.message).toBe(
      'err_mobile_not_bound',
    );

    const p1 = await login(server, 'player1', 'Player1234');
    expect((await apiCall(server, 'POST', '/api/security/code', { body: { purpose: 'payment_password' }, headers: auth(p1) })).status).toBe(200);
    const outbox = await apiCall(server, 'GET', '/api/test-controls/outbox?to=639171234567');
    const code = String(((outbox.body.value?.messages ?? []) as { code: string }[])[0]?.code);
    expect(
      (await sealed('PUT', '/api/security/payment-password', { smsCode: '000000', password: '333333', confirmPassword: '333333' }, {}, p1)).body.message,
    ).toBe('err_sms_code_wrong');
    expect((await sealed('PUT', '/api/security/payment-password', { smsCode: code, password: '333333', confirmPassword: '333333' }, {}, p1)).status).toBe(200);
  });

  it('sends a member at most five codes an hour to bind a number or an address, from any address', async () => {
    const send = (n: number, from: string) =>
      apiCall(server, 'POST', '/api/security/code', {
        body: { purpose: 'bind_mobile', mobileNum: `91755501${String(n).padStart(2, '0')}`, countryDialingCode: '63' },
        headers: auth(),
        from,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) statuses.push((await send(n, `198.51.100.${n}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect(await apiCall(server, 'POST', '/api/security/code', { body: { purpose: 'bind_email', email: 'pump@example.com' }, headers: auth() })).toMatchObject({
      status: 429,
      body: { message: 'err_too_many_requests' },
    });
    // The member's own number is another matter: the code to set a payment password still goes.
    await server.db.updateTable('members').set({ mobile: '9175550188', country_dialing_code: '63' }).where('id', '=', memberId).execute();
    expect((await apiCall(server, 'POST', '/api/security/code', { body: { purpose: 'payment_password' }, headers: auth() })).status).toBe(200);
  });

  it('binds a mobile and an e-mail with their codes, and refuses ones another member holds', async () => {
    const send = (body: unknown) => apiCall(server, 'POST', '/api/security/code', { body, headers: auth() });
    expect((await send({ purpose: 'bind_mobile', mobileNum: '9171234567', countryDialingCode: '63' })).status).toBe(200);
    const taken = await apiCall(server, 'POST', '/api/security/mobile', {
      body: { mobileNum: '9171234567', countryDialingCode: '63', code: '123456' },
      headers: auth(),
    });
    expect(taken.body.message).toBe('err_mobile_taken');
    expect((await send({ purpose: 'bind_mobile', mobileNum: '9175550100', countryDialingCode: '63' })).status).toBe(200);
    const outbox = await apiCall(server, 'GET', '/api/test-controls/outbox?to=639175550100');
    const code = String(((outbox.body.value?.messages ?? []) as { code: string }[])[0]?.code);
    const bound = await apiCall(server, 'POST', '/api/security/mobile', { body: { mobileNum: '9175550100', countryDialingCode: '63', code }, headers: auth() });
    expect(bound.body.value).toMatchObject({ mobile: '+63 917****100' });

    expect((await send({ purpose: 'bind_email', email: 'nb@example.com' })).status).toBe(200);
    const mail = await apiCall(server, 'GET', '/api/test-controls/outbox?to=nb@example.com');
    const mailCode = String(((mail.body.value?.messages ?? []) as { code: string }[])[0]?.code);
    const wrong = await apiCall(server, 'POST', '/api/security/email', { body: { email: 'nb@example.com', code: '000000' }, headers: auth() });
    expect(wrong.body.message).toBe('err_sms_code_wrong');
    const email = await apiCall(server, 'POST', '/api/security/email', { body: { email: 'NB@example.com', code: mailCode }, headers: auth() });
    expect(email.body.value).toMatchObject({ email: 'nb***@example.com' });
    const p1Email = await apiCall(server, 'POST', '/api/security/email', { body: { email: 'player1@example.com', code: mailCode }, headers: auth() });
    expect(p1Email.body.message).toBe('err_email_taken');
  });

  it.each([
    [{ bankCode: 'NOPE', holderName: 'Juan Dela Cruz', cardNumber: '4111111111111111' }, 'err_bank_unknown'],
    [{ bankCode: 'METROBANK', holderName: 'J', cardNumber: '4111111111111111' }, 'err_name_invalid'],
    [{ bankCode: 'METROBANK', holderName: 'Juan\u202EDela', cardNumber: '4111111111111111' }, 'err_name_invalid'],
    [{ bankCode: 'METROBANK', holderName: 'Juan Dela Cruz', cardNumber: '41111111111' }, 'err_card_number_invalid'],
    [{ bankCode: 'METROBANK', holderName: 'Juan Dela Cruz', cardNumber: '4111 1111 1111 111x' }, 'err_card_number_invalid'],
  ])('refuses the card %j with %s', async (card, message) => {
    expect((await sealed('POST', '/api/security/cards', card)).body.message).toBe(message);
  });

  it('binds at most 3 cards, each once, shows only the last 4 digits and deletes only its own', async () => {
    const add = (cardNumber: string, holderName = 'Nguyễn Văn An') =>
      sealed('POST', '/api/security/cards', { bankCode: 'BDO_UNIBANK', holderName, cardNumber });
    const answers = await Promise.all(['4000 0000 0000 0002', '4000000000000010', '4000-0000-0000-0028', '4000000000000036'].map((n) => add(n)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.find((a) => a.status !== 200)?.body.message).toBe('err_card_limit');
    const list = await apiCall(server, 'GET', '/api/security/cards', { headers: auth() });
    const cards = (list.body.value?.cards ?? []) as { id: number; last4: string; holderName: string }[];
    expect(cards).toHaveLength(3);
    expect(JSON.stringify(list.body.value)).not.toMatch(/4000 ?0000/);
    const stored = await server.db.selectFrom('bank_cards').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('4000000000000');
    const p1 = await login(server, 'player1', 'Player1234');
    expect((await apiCall(server, 'DELETE', `/api/security/cards?id=${cards[0]?.id}`, { headers: auth(p1) })).status).toBe(404);
    const left = await apiCall(server, 'DELETE', `/api/security/cards?id=${cards[0]?.id}`, { headers: auth() });
    const kept = ((left.body.value?.cards ?? []) as { last4: string }[]).map((c) => c.last4);
    expect(kept).toHaveLength(2);
    expect((await add(`400000000000${kept[0]}`)).body.message).toBe('err_card_exists');
    const trial = await trialToken(server);
    expect((await apiCall(server, 'GET', '/api/security/cards', { headers: auth(trial) })).status).toBe(403);
  });
});

describe('turnover', () => {
  const deposit = (amount_minor: number) => ({ kind: 'deposit', amount_minor });
  const bet = (minor: number) => ({ kind: 'bet', amount_minor: -minor });

  it('adds every deposit not yet wagered: a small top-up after a large deposit waives nothing', () => {
    expect(turnoverFrom([deposit(100_000), deposit(10_050), deposit(10_000), deposit(30_000), bet(30_000)], 100)).toEqual({
      requiredMinor: 150_050,
      doneMinor: 30_000,
    });
  });

  it('starts afresh at the first deposit after the requirement was met, with the multiple applied', () => {
    const rows = [bet(5_000), deposit(10_000), bet(25_000), deposit(4_000), bet(1_000)];
    expect(turnoverFrom(rows, 200)).toEqual({ requiredMinor: 8_000, doneMinor: 1_000 });
    expect(turnoverFrom(rows.slice(0, 3), 200)).toEqual({ requiredMinor: 20_000, doneMinor: 25_000 });
    expect(turnoverFrom([bet(5_000)], 100)).toEqual({ requiredMinor: 0, doneMinor: 0 });
  });

  it('counts from its checkpoint as from the first row, and moves the checkpoint only over settled rows', async () => {
    const HOUR = 3_600_000;
    const now = new Date('2026-06-01T12:00:00Z');
    // 200 rows a minute apart, the last 30 within the hour: deposits, bets and wins the rule skips.
    const kinds = ['deposit', 'bet', 'bet', 'win', 'bet'] as const;
    const rows = Array.from({ length: 200 }, (_, i) => ({
      kind: kinds[i % kinds.length] ?? 'bet',
      minor: 1_000 + ((i * 7_919) % 9_000),
      at: new Date(now.getTime() - (230 - i) * 60_000),
    }));
    for (const [i, row] of rows.entries()) {
      const amountMinor = row.kind === 'bet' ? -row.minor : row.minor;
      await server.db
        .insertInto('ledger_entries')
        .values({
          member_id: memberId,
          amount_minor: amountMinor,
          balance_after_minor: 0,
          kind: row.kind,
          reference: 'test',
          idempotency_key: `turnover-${i}`,
          created_at: row.at.toISOString(),
        })
        .execute();
    }
    const history = () =>
      server.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_minor'])
        .where('member_id', '=', memberId)
        .where('kind', 'in', ['deposit', 'bet'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    const whole = turnoverFrom(await history(), 150);
    expect(whole.requiredMinor).toBeGreaterThan(0);
    expect(await turnoverOf(server.db, memberId, 150, now)).toEqual(whole);
    const checkpoint = await server.db.selectFrom('turnover_checkpoints').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(new Date(checkpoint.upto_at).getTime()).toBeLessThan(now.getTime() - HOUR);
    // Resumed from the checkpoint, with a new deposit and bet: the same count as the whole history.
    await post(server.db, { memberId, amountMinor: 5_000, kind: 'deposit', reference: 'test', idempotencyKey: 'turnover-late' }, now);
    await post(server.db, { memberId, amountMinor: -2_000, kind: 'bet', reference: 'test', idempotencyKey: 'turnover-late-bet' }, now);
    const all = await history();
    expect(await turnoverOf(server.db, memberId, 150, now)).toEqual(turnoverFrom(all, 150));
    // Another multiple counts from the start.
    expect(await turnoverOf(server.db, memberId, 100, now)).toEqual(turnoverFrom(all, 100));
  });

  it('gives the same count split at any row as over the whole history', () => {
    const row = fc.oneof(
      fc.record({ kind: fc.constant('deposit'), amount_minor: fc.integer({ min: 1, max: 1_000_000 }) }),
      fc.record({ kind: fc.constant('bet'), amount_minor: fc.integer({ min: -1_000_000, max: -1 }) }),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.nat(), fc.integer({ min: 0, max: 1_000 }), (rows, cut, pct) => {
        const at = cut % (rows.length + 1);
        expect(turnoverFrom(rows.slice(at), pct, turnoverFrom(rows.slice(0, at), pct))).toEqual(turnoverFrom(rows, pct));
      }),
    );
  });
});
