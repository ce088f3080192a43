// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_TTL_MS, type CodeLimits, DEFAULT_CODE_LIMITS, issueCode, MAX_WRONG_ATTEMPTS, verifyCode } from '#server/services/verification-codes';
import { apiCall, type CallOptions } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.stop();
});

const call = (method: string, path: string, opts: CallOptions = {}) => apiCall(server, method, path, opts);

async function outboxCode(to: string): Promise<string | undefined> {
  const res = await call('GET', `/api/test-controls/outbox?to=${encodeURIComponent(to)}`);
  return (res.body.value?.messages as { code: string }[] | undefined)?.[0]?.code;
}

async function login(username: string, password: string) {
  return call('POST', '/api/auth/login', { body: { username, password, type: 'username' }, sealed: true });
}

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  expect(res.status).toBe(200);
  return String(res.body.value?.token);
}

async function walletStatus(token: string): Promise<number> {
  return (await call('GET', '/api/wallet', { headers: { Authorization: `Bearer ${token}` } })).status;
}

const other = (code: string | undefined) => (code === '000000' ? '111111' : '000000');
const PLAYER_PHONE = '639171234567';
/**
 * A registration code needs a solved captcha (read from the test control); login and forget codes
 * carry one only when `captcha` says so (`wrong`: a wrong answer).
 */
async function sendSms(purpose: string, mobileNum = '9171234567', headers: Record<string, string> = {}, captcha: 'none' | 'solved' | 'wrong' = 'none') {
  const body: Record<string, string> = { mobileNum, countryDialingCode: '63', purpose };
  if (purpose === 'register' || captcha !== 'none') {
    const captchaId = String((await call('GET', '/api/auth/captcha')).body.value?.captchaId);
    body.captchaId = captchaId;
    const answer = String((await call('GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(captchaId)}`)).body.value?.code);
    body.captcha = captcha === 'wrong' ? (answer === '000000' ? '111111' : '000000') : answer;
  }
  return call('POST', '/api/sms/send', { body, headers });
}

describe('one-time codes', () => {
  const target = { merchantCode: 'DEMO', phoneKey: '639171234567', purpose: 'forget' as const };
  const t0 = new Date('2026-03-01T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  const limits: CodeLimits = { address: '203.0.113.7', ...DEFAULT_CODE_LIMITS };

  async function issue(now = t0): Promise<string> {
    const issued = await issueCode(server.db, target, true, limits, now);
    if (!issued.ok) throw new Error(`not issued: ${issued.reason}`);
    return issued.code;
  }

  it('are six digits, stored as a hash, and pass once', async () => {
    const code = await issue();
    expect(code).toMatch(/^\d{6}$/);
    const row = await server.db.selectFrom('sms_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(await verifyCode(server.db, target, code, at(1000))).toBe(true);
    expect(await verifyCode(server.db, target, code, at(2000))).toBe(false);
  });

  it('expire after 5 minutes', async () => {
    const code = await issue();
    expect(await verifyCode(server.db, target, code, at(CODE_TTL_MS + 1))).toBe(false);
    const fresh = await issue(at(CODE_TTL_MS + 60_000));
    expect(await verifyCode(server.db, target, fresh, at(CODE_TTL_MS + 60_000 + CODE_TTL_MS - 1000))).toBe(true);
  });

  it('are void after five wrong tries, even for the right code', async () => {
    const code = await issue();
    for (let i = 0; i < MAX_WRONG_ATTEMPTS - 1; i += 1) expect(await verifyCode(server.db, target, other(code), at(1000))).toBe(false);
    // Four wrong tries: the right code still passes.
    expect(await verifyCode(server.db, target, code, at(1500))).toBe(true);
    const second = await issue(at(61_000));
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i += 1) expect(await verifyCode(server.db, target, other(second), at(62_000))).toBe(false);
    expect(await verifyCode(server.db, target, second, at(63_000))).toBe(false);
  });

  it('hold for their purpose and recipient only; the newest replaces the earlier', async () => {
    const first = await issue();
    expect(await verifyCode(server.db, { ...target, purpose: 'login' }, first, at(1000))).toBe(false);
    expect(await verifyCode(server.db, { ...target, phoneKey: '639171234568' }, first, at(1000))).toBe(false);
    expect(await verifyCode(server.db, { ...target, merchantCode: 'LITE' }, first, at(1000))).toBe(false);
    const second = await issue(at(61_000));
    if (first !== second) expect(await verifyCode(server.db, target, first, at(62_000))).toBe(false);
    expect(await verifyCode(server.db, target, second, at(62_000))).toBe(true);
  });

  it('written for nobody can never pass', async () => {
    const issued = await issueCode(server.db, target, false, limits, t0);
    expect(issued.ok).toBe(true);
    if (issued.ok) expect(await verifyCode(server.db, target, issued.code, at(1000))).toBe(false);
  });
});

describe('sending SMS codes', () => {
  it('waits 60 s between sends of a purpose, and gives a number five codes an hour across purposes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(t0);
    const first = await sendSms('login');
    expect(first).toMatchObject({ status: 200, body: { value: { expirationTime: t0 + 60_000 } } });
    expect(await sendSms('login')).toMatchObject({ status: 429, body: { message: 'err_sms_too_soon' } });
    vi.setSystemTime(t0 + 59_000);
    expect((await sendSms('login')).body.message).toBe('err_sms_too_soon');
    // Another purpose waits on its own; another number has its own five.
    expect((await sendSms('forget')).status).toBe(200);
    expect((await sendSms('login', '9181234567')).status).toBe(200);

    for (let i = 1; i < 4; i += 1) {
      vi.setSystemTime(t0 + i * 61_000);
      expect((await sendSms('login')).status).toBe(200);
    }
    // Five codes reached the number this hour, whatever they were for: one more needs a solved
    // captcha, whoever asks (so nobody can keep a player from their codes by asking for them).
    vi.setSystemTime(t0 + 4 * 61_000);
    for (const purpose of ['login', 'forget']) {
      expect(await sendSms(purpose)).toMatchObject({ status: 400, body: { message: 'err_captcha_required', value: { captcha: true } } });
      expect(await sendSms(purpose, '9171234567', {}, 'wrong')).toMatchObject({ status: 400, body: { message: 'err_captcha_wrong' } });
    }
    expect((await call('GET', `/api/test-controls/outbox?to=${PLAYER_PHONE}`)).body.value?.messages).toHaveLength(5);
    expect((await sendSms('forget', '9171234567', {}, 'solved')).status).toBe(200);
    expect((await sendSms('login', '9171234567', {}, 'solved')).status).toBe(200);
    expect((await call('GET', `/api/test-controls/outbox?to=${PLAYER_PHONE}`)).body.value?.messages).toHaveLength(7);
    // An hour after the first send, one more is allowed without.
    vi.setSystemTime(t0 + 60 * 60_000 + 1000);
    expect((await sendSms('register', '9171234599')).status).toBe(200);
  });

  it('texts no more than ten numbers an hour from one address, and the outbox grows by no more', async () => {
    const outbox = async () => (await server.db.selectFrom('outbox').select('id').where('channel', '=', 'sms').execute()).length;
    const before = await outbox();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await sendSms('register', `9170000${String(i).padStart(3, '0')}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect((await outbox()) - before).toBe(10);
    // A capped request keeps the player's captcha: it lets a code out once the cap allows.
    const captchaId = String((await call('GET', '/api/auth/captcha')).body.value?.captchaId);
    const answer = String((await call('GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(captchaId)}`)).body.value?.code);
    const body = { mobileNum: '9170000999', countryDialingCode: '63', purpose: 'register', captchaId, captcha: answer };
    expect((await call('POST', '/api/sms/send', { body })).status).toBe(429);
    expect((await call('POST', '/api/sms/send', { body, from: '198.51.100.77' })).status).toBe(200);
  });

  it('caps each address and each merchant on its own, and counts only what was sent for the merchant', async () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    const limits = (address: string): CodeLimits => ({ address, perAddress: 2, perNumber: 5, perMerchant: 3 });
    const issue = (address: string, n: number, deliverable = true) =>
      issueCode(server.db, { merchantCode: 'DEMO', phoneKey: `63917000${n}`, purpose: 'register' }, deliverable, limits(address), t0);
    expect((await issue('198.51.100.1', 1)).ok).toBe(true);
    expect((await issue('198.51.100.1', 2)).ok).toBe(true);
    expect(await issue('198.51.100.1', 3)).toEqual({ ok: false, reason: 'too_many' });
    // Another address has its own two; a code for nobody is not sent, so the merchant's cap lets it be.
    expect((await issue('198.51.100.2', 4, false)).ok).toBe(true);
    expect((await issue('198.51.100.2', 5)).ok).toBe(true);
    // The merchant has sent three this hour: none more, from any address.
    expect(await issue('198.51.100.3', 6)).toEqual({ ok: false, reason: 'too_many' });
    expect((await issue('198.51.100.3', 7, false)).ok).toBe(true);
  });

  it('answers alike and counts alike for a number nobody holds, but sends nothing', async () => {
    const res = await sendSms('forget', '9990001111');
    expect(res.status).toBe(200);
    expect(typeof res.body.value?.expirationTime).toBe('number');
    expect(await outboxCode('639990001111')).toBeUndefined();
    expect((await sendSms('forget', '9990001111')).body.message).toBe('err_sms_too_soon');
  });

  it('refuses a malformed number', async () => {
    expect((await sendSms('forget', '12ab')).status).toBe(400);
  });
});

describe('change password', () => {
  const change = (token: string | null, body: Record<string, string>) =>
    call('POST', '/api/auth/change-password', { body, sealed: true, headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('needs a session', async () => {
    const res = await change(null, { oldPassword: 'Player1234', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' });
    expect(res).toMatchObject({ status: 401, body: { message: 'err_not_logged_in' } });
  });

  it('checks the old password, then the shared rules, each with its field', async () => {
    const token = await tokenOf('player1', 'Player1234');
    expect((await change(token, { oldPassword: 'wrong', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' })).body).toMatchObject({
      message: 'err_old_password_wrong',
      value: { field: 'oldPassword' },
    });
    expect((await change(token, { oldPassword: 'Player1234', newPassword: 'Player1234', confirmNewPassword: 'Player1234' })).body).toMatchObject({
      message: 'err_same_password',
      value: { field: 'newPassword' },
    });
    expect((await change(token, { oldPassword: 'Player1234', newPassword: 'NewPass99', confirmNewPassword: 'NewPass98' })).body).toMatchObject({
      message: 'err_confirm_not_matched',
      value: { field: 'confirmNewPassword' },
    });
    expect((await change(token, { oldPassword: 'Player1234', newPassword: 'abc', confirmNewPassword: 'abc' })).body).toMatchObject({
      message: 'err_password_format',
      value: { field: 'newPassword' },
    });
    // Nothing changed.
    expect((await login('player1', 'Player1234')).status).toBe(200);
  });

  it('sets the new password and ends every other session of the member', async () => {
    const current = await tokenOf('player1', 'Player1234');
    const elsewhere = await tokenOf('player1', 'Player1234');
    const someoneElse = await tokenOf('agent1', 'Agent1234');
    const res = await change(current, { oldPassword: 'Player1234', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await walletStatus(current)).toBe(200);
    expect(await walletStatus(elsewhere)).toBe(401);
    expect(await walletStatus(someoneElse)).toBe(200);
    expect((await login('player1', 'Player1234')).body.message).toBe('err_login_failed');
  });

  it('stops taking guesses at the old password after ten wrong ones', async () => {
    const token = await tokenOf('player1', 'Player1234');
    for (let i = 0; i < 10; i += 1) {
      expect((await change(token, { oldPassword: `guess${i}`, newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' })).status).toBe(400);
    }
    const res = await change(token, { oldPassword: 'Player1234', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' });
    expect(res).toMatchObject({ status: 429, body: { message: 'err_too_many_requests' } });
  });

  it('travels sealed only', async () => {
    const token = await tokenOf('player1', 'Player1234');
    const res = await call('POST', '/api/auth/change-password', {
      body: { oldPassword: 'Player1234', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'err_encryption_required' } });
  });
});

describe('forget password by SMS', () => {
  const reset = (body: Record<string, string>) =>
    call('POST', '/api/auth/forget/sms', { body: { mobileNum: '9171234567', countryDialingCode: '63', ...body }, sealed: true });

  it('resets with the code from the outbox and ends every session', async () => {
    const before = await tokenOf('player1', 'Player1234');
    await sendSms('forget');
    const code = (await outboxCode(PLAYER_PHONE)) ?? '';
    expect((await reset({ verificationCode: other(code), newPassword: 'Reset1234', confirmPassword: 'Reset1234' })).body).toMatchObject({
      message: 'err_sms_code_wrong',
      value: { field: 'verificationCode' },
    });
    // A bad confirmation is refused before the code is looked at: the code stays usable.
    expect((await reset({ verificationCode: code, newPassword: 'Reset1234', confirmPassword: 'Reset1235' })).body).toMatchObject({
      message: 'in_confirmation_correct',
      value: { field: 'confirmPassword' },
    });
    expect((await reset({ verificationCode: code, newPassword: 'x', confirmPassword: 'x' })).body).toMatchObject({
      message: 'err_password_format',
      value: { field: 'newPassword' },
    });
    expect((await reset({ verificationCode: code, newPassword: 'Reset1234', confirmPassword: 'Reset1234' })).status).toBe(200);
    expect(await walletStatus(before)).toBe(401);
    expect((await login('player1', 'Reset1234')).status).toBe(200);
    // Used once: it cannot reset again.
    expect((await reset({ verificationCode: code, newPassword: 'Again1234', confirmPassword: 'Again1234' })).body.message).toBe('err_sms_code_wrong');
  });

  it('takes no code meant for login', async () => {
    await sendSms('login');
    const code = (await outboxCode(PLAYER_PHONE)) ?? '';
    expect((await reset({ verificationCode: code, newPassword: 'Reset1234', confirmPassword: 'Reset1234' })).body.message).toBe('err_sms_code_wrong');
  });
});

describe('forget password by e-mail', () => {
  const request = (email: string) => call('POST', '/api/auth/forget/email', { body: { email } });
  const reset = (body: Record<string, string>) => call('POST', '/api/auth/forget/email/reset', { body, sealed: true });

  it('mails a code to a known address and resets with it', async () => {
    const before = await tokenOf('player1', 'Player1234');
    const res = await request('Player1@Example.com');
    expect(res.status).toBe(200);
    expect(typeof res.body.value?.expirationTime).toBe('number');
    const outbox = (await call('GET', '/api/test-controls/outbox?to=player1@example.com')).body.value?.messages as {
      channel: string;
      code: string;
      body: string;
    }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.channel).toBe('email');
    const code = outbox[0]?.code ?? '';
    expect(outbox[0]?.body).toContain(code);

    const base = { email: 'player1@example.com', newPassword: 'Mail12345', confirmPassword: 'Mail12345' };
    expect((await reset({ ...base, verificationCode: other(code) })).body).toMatchObject({
      message: 'err_sms_code_wrong',
      value: { field: 'verificationCode' },
    });
    expect((await reset({ ...base, verificationCode: code })).status).toBe(200);
    expect(await walletStatus(before)).toBe(401);
    expect((await login('player1', 'Mail12345')).status).toBe(200);
    expect((await reset({ ...base, verificationCode: code, newPassword: 'Again1234', confirmPassword: 'Again1234' })).body.message).toBe('err_sms_code_wrong');
  });

  it('answers alike for an unknown address, sends nothing, and keeps the same limits', async () => {
    const res = await request('nobody@example.com');
    expect(res.status).toBe(200);
    expect(typeof res.body.value?.expirationTime).toBe('number');
    expect((await call('GET', '/api/test-controls/outbox?to=nobody@example.com')).body.value?.messages).toEqual([]);
    expect(await request('nobody@example.com')).toMatchObject({ status: 429, body: { message: 'err_sms_too_soon' } });
    expect((await request('player1@example.com')).status).toBe(200);
    expect((await request('player1@example.com')).body.message).toBe('err_sms_too_soon');
  });

  it('refuses a malformed address with its field', async () => {
    expect((await request('not-an-email')).body).toMatchObject({ message: 'err_email_invalid', value: { field: 'email' } });
  });
});
