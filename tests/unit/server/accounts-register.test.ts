// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '#server/config';
import { createOutboxSmsGateway } from '#server/services/message-gateways';
import { apiCall, type CallOptions } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const call = (method: string, path: string, opts: CallOptions = {}) => apiCall(server, method, path, opts);

async function captcha(headers: Record<string, string> = {}): Promise<{ captchaId: string; captcha: string }> {
  const { value } = (await call('GET', '/api/auth/captcha', { headers })).body;
  const captchaId = String(value?.captchaId);
  const answer = await call('GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  return { captchaId, captcha: String(answer.body.value?.code) };
}

async function outboxCode(to: string): Promise<string | undefined> {
  const res = await call('GET', `/api/test-controls/outbox?to=${encodeURIComponent(to)}`);
  return (res.body.value?.messages as { code: string }[] | undefined)?.[0]?.code;
}

const BASE = {
  password: 'Secret123',
  confirmPassword: 'Secret123',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  type: 0,
  domain: 'localhost',
  ageConfirmed: true,
};

/** A registration with a valid captcha unless the fields say otherwise. */
async function register(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call('PUT', '/api/auth/register', { body: { ...BASE, ...(await captcha(headers)), ...fields }, sealed: true, headers });
}

function memberRow(account: string, merchant = 'DEMO') {
  return server.db.selectFrom('members').selectAll().where('merchant_code', '=', merchant).where('account', '=', account).executeTakeFirst();
}

describe('registration by username', () => {
  it('gives a name asked for four times at once to one, and tells the others it is taken', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => register({ username: 'samename1' })));
    expect(answers.map((a) => `${a.status} ${a.body.message ?? ''}`).sort()).toEqual([
      '200 ',
      '409 err_username_exists',
      '409 err_username_exists',
      '409 err_username_exists',
    ]);
  });

  it('needs the age confirmation of the merchant (18 on DEMO)', async () => {
    expect(await register({ username: 'noconfirm1', ageConfirmed: undefined })).toMatchObject({ status: 400, body: { message: 'err_age_confirm_18' } });
    expect(await memberRow('noconfirm1')).toBeUndefined();
  });

  it('refuses a nickname with hidden control or direction characters and a password with NUL, storing nothing', async () => {
    expect(await register({ username: 'bidi1', nickname: 'admin\u202Enimda' })).toMatchObject({
      status: 400,
      body: { message: 'err_text_characters', value: { field: 'nickname' } },
    });
    expect(await register({ username: 'nul1', password: 'Secret\u0000123', confirmPassword: 'Secret\u0000123' })).toMatchObject({
      status: 400,
      body: { message: 'err_password_format' },
    });
    expect(await memberRow('bidi1')).toBeUndefined();
    expect(await memberRow('nul1')).toBeUndefined();
  });

  it('creates a VIP 0 member with an empty wallet, logs it in and keeps how it registered', async () => {
    const res = await register({ username: 'NewPlayer7', nickname: 'Newbie', email: 'New@Example.com' });
    expect(res).toMatchObject({ status: 200, body: { success: true, value: { userName: 'newplayer7', type: 0, firstTimeLogin: true, merchantCode: 'DEMO' } } });
    const token = String(res.body.value?.token);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await call('GET', '/api/wallet', { headers: auth })).body).toMatchObject({ value: { sumBalance: '0.00', currency: 'CNY' } });
    expect((await call('GET', '/api/member/info', { headers: auth })).body).toMatchObject({
      value: { account: 'newplayer7', nickname: 'Newbie', type: 0, clubLabel: { labelName: 'VIP 0' } },
    });
    expect(await memberRow('newplayer7')).toMatchObject({
      register_method: 'H5',
      register_url: 'localhost',
      email: 'new@example.com',
      referrer_id: null,
      mobile: null,
      status: 'active',
    });
    // The new credentials work (the name in any case).
    const login = await call('POST', '/api/auth/login', { body: { username: 'NEWPLAYER7', password: 'Secret123', type: 'username' }, sealed: true });
    expect(login.status).toBe(200);
  });

  it('refuses a name taken in any case, and a taken e-mail, with the field', async () => {
    expect((await register({ username: 'PLAYER1' })).body).toMatchObject({ message: 'err_username_exists', value: { field: 'username' } });
    expect((await register({ username: 'other1', email: 'Player1@example.com' })).body).toMatchObject({
      message: 'err_username_exists',
      value: { field: 'email' },
    });
    expect((await register({ username: 'PLAYER1' })).status).toBe(409);
  });

  it('travels sealed only', async () => {
    const res = await call('PUT', '/api/auth/register', { body: { ...BASE, username: 'plainbody1' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'err_encryption_required' } });
    expect(await memberRow('plainbody1')).toBeUndefined();
  });

  it('names the first failed field in form order', async () => {
    const bad = { username: 'ab', password: 'Secret123', confirmPassword: 'Other123', email: 'not-an-email', captcha: '12' };
    expect((await register(bad)).body).toMatchObject({ message: 'err_account_format', value: { field: 'username' } });
    expect((await register({ ...bad, username: 'goodname1' })).body).toMatchObject({ message: 'in_confirmation_correct', value: { field: 'confirmPassword' } });
    expect((await register({ ...bad, username: 'goodname1', confirmPassword: 'Secret123' })).body).toMatchObject({
      message: 'err_email_invalid',
      value: { field: 'email' },
    });
    expect((await register({ ...bad, username: 'goodname1', confirmPassword: 'Secret123', email: '' })).body).toMatchObject({
      message: 'err_captcha_wrong',
      value: { field: 'captcha' },
    });
    expect(await memberRow('goodname1')).toBeUndefined();
  });

  it('needs a right, unused captcha', async () => {
    const body = { ...BASE, username: 'capname1' };
    const missing = await call('PUT', '/api/auth/register', { body, sealed: true });
    expect(missing.body).toMatchObject({ message: 'err_captcha_required', value: { field: 'captcha' } });
    const challenge = await captcha();
    const wrong = challenge.captcha === '000000' ? '111111' : '000000';
    const wrongRes = await call('PUT', '/api/auth/register', { body: { ...body, captchaId: challenge.captchaId, captcha: wrong }, sealed: true });
    expect(wrongRes.body).toMatchObject({ message: 'err_captcha_wrong', value: { field: 'captcha' } });
    const reused = await call('PUT', '/api/auth/register', { body: { ...body, ...challenge }, sealed: true });
    expect(reused.body).toMatchObject({ message: 'err_captcha_wrong' });
    expect((await register({ username: 'capname1' })).status).toBe(200);
  });
});

describe('affiliate codes', () => {
  it('links the member to the agent whose account is the code, in any case', async () => {
    const res = await register({ username: 'referred1', affiliateCode: 'AGENT1' });
    expect(res.status).toBe(200);
    const agent = await memberRow('agent1');
    expect((await memberRow('referred1'))?.referrer_id).toBe(agent?.id);
  });

  it('refuses a code that is no account of this merchant, with the field', async () => {
    for (const code of ['NOSUCHAGENT', 'liteplayer']) {
      const res = await register({ username: 'referred2', affiliateCode: code });
      expect(res).toMatchObject({ status: 400, body: { message: 'invitation_code_error', value: { field: 'affiliateCode' } } });
    }
    expect(await memberRow('referred2')).toBeUndefined();
  });

  it('is checked on its own: accounts of this merchant only', async () => {
    const check = async (code: string, headers: Record<string, string> = {}) =>
      (await call('GET', `/api/affiliates/check?code=${code}&domain=localhost`, { headers })).body.value?.success;
    expect(await check('Agent1')).toBe(true);
    expect(await check('nobody')).toBe(false);
    expect(await check('agent1', { Merchant: 'LITE' })).toBe(false);
  });
});

describe('username check', () => {
  it('says whether a name is free in this merchant', async () => {
    const available = async (name: string, headers: Record<string, string> = {}) =>
      (await call('GET', `/api/auth/username-check?username=${name}`, { headers })).body.value?.available;
    expect(await available('PLAYER1')).toBe(false);
    expect(await available('freshname')).toBe(true);
    expect(await available('player1', { Merchant: 'LITE' })).toBe(true);
  });
});

describe('registration by mobile', () => {
  const sendRegisterCode = async (mobileNum: string, headers: Record<string, string> = {}, solved?: { captchaId: string; captcha: string }) =>
    call('POST', '/api/sms/send', { body: { mobileNum, countryDialingCode: '63', purpose: 'register', ...(solved ?? (await captcha(headers))) }, headers });
  const outboxSize = async () => (await server.db.selectFrom('outbox').select('id').where('channel', '=', 'sms').execute()).length;

  it('sends a code only after a captcha, one code per solved captcha, which still serves the registration', async () => {
    const before = await outboxSize();
    const body = { mobileNum: '9201234567', countryDialingCode: '63', purpose: 'register' };
    expect(await call('POST', '/api/sms/send', { body })).toMatchObject({
      status: 400,
      body: { message: 'err_captcha_required', value: { field: 'captcha' } },
    });
    const burnt = await captcha();
    const wrong = { captchaId: burnt.captchaId, captcha: burnt.captcha === '000000' ? '111111' : '000000' };
    expect(await sendRegisterCode('9201234567', {}, wrong)).toMatchObject({ status: 400, body: { message: 'err_captcha_wrong' } });
    // A wrong answer uses the captcha up: the right one no longer opens it.
    expect(await sendRegisterCode('9201234567', {}, burnt)).toMatchObject({ status: 400, body: { message: 'err_captcha_wrong' } });
    expect(await outboxSize()).toBe(before);

    const solved = await captcha();
    expect((await sendRegisterCode('9201234567', {}, solved)).status).toBe(200);
    expect(await sendRegisterCode('9201234568', {}, solved)).toMatchObject({ status: 400, body: { message: 'err_captcha_wrong' } });
    expect(await outboxSize()).toBe(before + 1);
    const ok = await register({ mobileNum: '9201234567', countryDialingCode: '63', verificationCode: await outboxCode('639201234567'), ...solved });
    expect(ok).toMatchObject({ status: 200, body: { value: { userName: 'm639201234567' } } });
  });

  it('needs the SMS code from the outbox and derives the account from the number', async () => {
    expect((await sendRegisterCode('9201234567')).status).toBe(200);
    const code = await outboxCode('639201234567');
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const fields = { mobileNum: '9201234567', countryDialingCode: '63' };
    const wrong = await register({ ...fields, verificationCode: wrongCode });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'err_sms_code_wrong', value: { field: 'verificationCode' } } });
    const missing = await register(fields);
    expect(missing.body).toMatchObject({ message: 'in_vwrite_code', value: { field: 'verificationCode' } });

    const ok = await register({ ...fields, verificationCode: code });
    expect(ok).toMatchObject({ status: 200, body: { value: { userName: 'm639201234567', type: 0, firstTimeLogin: true } } });
    expect(await memberRow('m639201234567')).toMatchObject({ mobile: '9201234567', country_dialing_code: '63' });

    // The number is taken now, whatever code comes with it.
    const again = await register({ ...fields, verificationCode: code });
    expect(again).toMatchObject({ status: 409, body: { message: 'err_username_exists', value: { field: 'mobileNum' } } });
  });

  it('refuses a number a member already holds', async () => {
    await sendRegisterCode('9171234567');
    const code = await outboxCode('639171234567');
    const res = await register({ mobileNum: '9171234567', countryDialingCode: '63', verificationCode: code });
    expect(res).toMatchObject({ status: 409, body: { message: 'err_username_exists', value: { field: 'mobileNum' } } });
  });

  it('needs the dialing code with the number', async () => {
    const res = await register({ mobileNum: '9201234567', verificationCode: '123456' });
    expect(res.body).toMatchObject({ message: 'err_mobile_invalid', value: { field: 'mobileNum' } });
  });
});

describe('merchant LITE (only username registration)', () => {
  const LITE = { Merchant: 'LITE' };

  it('refuses mobile registration and its SMS code, and allows username registration', async () => {
    const mobile = await register({ mobileNum: '9201234567', countryDialingCode: '63', verificationCode: '123456' }, LITE);
    expect(mobile).toMatchObject({ status: 403, body: { message: 'err_no_permission' } });
    const sms = await call('POST', '/api/sms/send', { body: { mobileNum: '9201234567', countryDialingCode: '63', purpose: 'register' }, headers: LITE });
    expect(sms).toMatchObject({ status: 403, body: { message: 'err_no_permission' } });
    const ok = await register({ username: 'litenew1', birthDate: '1990-05-01' }, LITE);
    expect(ok).toMatchObject({ status: 200, body: { value: { merchantCode: 'LITE', userName: 'litenew1' } } });
    expect((await memberRow('litenew1', 'LITE'))?.email).toBeNull();
  });

  it('keeps fields the merchant does not ask for out of the account', async () => {
    const ok = await register({ username: 'litenew2', birthDate: '1990-05-01', email: 'lite2@example.com', nickname: 'Ignored' }, LITE);
    expect(ok.status).toBe(200);
    expect(await memberRow('litenew2', 'LITE')).toMatchObject({ email: null, nickname: '', mobile: null });
  });

  it('confirms 21 years: the date of birth is asked and checked, and the confirmation is required', async () => {
    expect((await register({ username: 'liteage1' }, LITE)).body).toMatchObject({ message: 'err_field_required', value: { field: 'birthDate' } });
    expect((await register({ username: 'liteage1', birthDate: '2024-02-30' }, LITE)).body).toMatchObject({
      message: 'err_birth_date',
      value: { field: 'birthDate' },
    });
    const nineteen = new Date(Date.now() - 19.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect((await register({ username: 'liteage1', birthDate: nineteen }, LITE)).body).toMatchObject({
      message: 'err_age_confirm_21',
      value: { field: 'birthDate' },
    });
    expect((await register({ username: 'liteage1', birthDate: '1990-05-01', ageConfirmed: false }, LITE)).body.message).toBe('err_age_confirm_21');
    expect((await register({ username: 'liteage1', birthDate: '1990-05-01' }, LITE)).status).toBe(200);
    expect(await memberRow('liteage1', 'LITE')).toMatchObject({ birth_date: '1990-05-01' });
  });

  it('refuses facebook and google login; telegram needs no flag', async () => {
    const start = (provider: string) => call('GET', `/api/auth/social/start?provider=${provider}`, { headers: LITE });
    expect((await start('google')).body.message).toBe('err_no_permission');
    expect((await start('facebook')).status).toBe(403);
    expect(await start('telegram')).toMatchObject({ status: 503, body: { message: 'coming_soon' } });
  });

  it('refuses username registration on DEMO once USERNAMEREG3 is taken away', async () => {
    await server.db.deleteFrom('merchant_flags').where('merchant_code', '=', 'DEMO').where('flag', '=', 'USERNAMEREG3').execute();
    expect((await register({ username: 'noflag1' })).status).toBe(403);
  });
});

describe('social login', () => {
  it('is coming soon while no provider is configured', async () => {
    const res = await call('GET', '/api/auth/social/start?provider=google');
    expect(res).toMatchObject({ status: 503, body: { message: 'coming_soon' } });
  });

  it('gives the configured start URL', async () => {
    await server.stop();
    server = await startTestServer({ SOCIAL_LOGIN_URLS: 'google=https://accounts.example.com/start, telegram=https://t.example.com/login' });
    expect((await call('GET', '/api/auth/social/start?provider=google')).body.value).toEqual({ url: 'https://accounts.example.com/start' });
    expect((await call('GET', '/api/auth/social/start?provider=telegram')).body.value).toEqual({ url: 'https://t.example.com/login' });
    expect((await call('GET', '/api/auth/social/start?provider=facebook')).status).toBe(503);
  });

  it('refuses a malformed provider list at start', () => {
    expect(() => readConfig({ SOCIAL_LOGIN_URLS: 'google' })).toThrow(/SOCIAL_LOGIN_URLS/);
    expect(() => readConfig({ SOCIAL_LOGIN_URLS: 'google=javascript:alert(1)' })).toThrow(/SOCIAL_LOGIN_URLS/);
    expect(readConfig({}).SOCIAL_LOGIN_URLS).toEqual({});
  });
});

describe('countries and the outbox control', () => {
  it('lists the dialing codes', async () => {
    const list = (await call('GET', '/api/countries')).body.value as unknown as { code: string; dialingCode: string; name: string }[];
    expect(list).toHaveLength(10);
    expect(list).toContainEqual({ code: 'PH', name: 'Philippines', dialingCode: '63' });
    expect(list.map((c) => c.dialingCode)).toEqual(['63', '66', '84', '86', '55', '60', '62', '91', '65', '1']);
  });

  it('shows the outbox newest first, and only with test controls on', async () => {
    await call('POST', '/api/sms/send', { body: { mobileNum: '9201234567', countryDialingCode: '63', purpose: 'register', ...(await captcha()) } });
    await call('POST', '/api/sms/send', { body: { mobileNum: '9201234567', countryDialingCode: '63', purpose: 'forget' } });
    const res = await call('GET', '/api/test-controls/outbox?to=639201234567');
    const messages = res.body.value?.messages as { channel: string; to: string; body: string; code: string }[];
    // The forget code is not sent: nobody holds this number.
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '639201234567' });
    expect(messages[0]?.body).toContain(messages[0]?.code);

    const gateway = createOutboxSmsGateway(server.db, () => {});
    await gateway.send({ to: '15550001', body: 'first 111111', code: '111111' });
    await gateway.send({ to: '15550001', body: 'second 222222', code: '222222' });
    const ordered = (await call('GET', '/api/test-controls/outbox?to=15550001')).body.value?.messages as { code: string }[];
    expect(ordered.map((m) => m.code)).toEqual(['222222', '111111']);

    await server.stop();
    server = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    expect((await call('GET', '/api/test-controls/outbox?to=639201234567')).status).toBe(404);
  });
});
