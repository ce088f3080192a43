// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
const BASE = {
  password: 'Secret123',
  confirmPassword: 'Secret123',
  registerUrl: 'localhost',
  registerMethod: 'H5',
  type: 0,
  domain: 'localhost',
  ageConfirmed: true,
};

async function register(username: string, affiliateCode: string, headers: Record<string, string> = {}) {
  const captchaId = String((await call('GET', '/api/auth/captcha', { headers })).body.value?.captchaId);
  const captcha = String((await call('GET', `/api/test-controls/captcha?captchaId=${captchaId}`)).body.value?.code);
  return call('PUT', '/api/auth/register', { body: { ...BASE, username, affiliateCode, captchaId, captcha }, sealed: true, headers });
}

function member(account: string, merchant = 'DEMO') {
  return server.db.selectFrom('members').selectAll().where('merchant_code', '=', merchant).where('account', '=', account).executeTakeFirstOrThrow();
}

async function login(username: string, password: string, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const res = await call('POST', '/api/auth/login', { body: { username, password, type: 'username' }, sealed: true, headers });
  return { ...headers, Authorization: `Bearer ${String(res.body.value?.token)}` };
}

const check = async (code: string, headers: Record<string, string> = {}) =>
  (await call('GET', `/api/affiliates/check?code=${code}&domain=localhost`, { headers })).body.value?.success;

describe("a member's referral code (their account)", () => {
  it('registers the friend under the member, and under the agent the member belongs to', async () => {
    expect((await register('friend1', 'Player1')).status).toBe(200);
    const player = await member('player1');
    expect(await member('friend1')).toMatchObject({ referred_by_id: player.id, referrer_id: null });

    // A member who joined through an agent passes that agent on to the friends they refer.
    expect((await register('agentkid', 'agent1')).status).toBe(200);
    const agent = await member('agent1');
    expect(await member('agentkid')).toMatchObject({ referrer_id: agent.id, referred_by_id: null });
    expect((await register('grandkid', 'agentkid')).status).toBe(200);
    expect(await member('grandkid')).toMatchObject({ referrer_id: agent.id, referred_by_id: (await member('agentkid')).id });
  });

  it("is checked on its own like an agent's code", async () => {
    expect(await check('PLAYER1')).toBe(true);
    expect(await check('agent1')).toBe(true);
  });

  it("refuses a trial account's code and any code where the merchant runs no REFERRAL promotion", async () => {
    const trial = String((await call('POST', '/api/auth/trial-user', { body: {} })).body.value?.userName);
    expect(await check(trial)).toBe(false);
    expect((await register('friend2', trial)).body).toMatchObject({ message: 'invitation_code_error', value: { field: 'affiliateCode' } });

    const lite = { Merchant: 'LITE' };
    expect(await check('liteplayer', lite)).toBe(false);
    await server.db.updateTable('merchant_promotions').set({ enabled: 0 }).where('merchant_code', '=', 'DEMO').where('type', '=', 'REFERRAL').execute();
    expect(await check('player1')).toBe(false);
    expect((await register('friend3', 'player1')).body).toMatchObject({ message: 'invitation_code_error' });
    // Agents' affiliate codes do not depend on the promotion.
    expect((await register('friend4', 'agent1')).status).toBe(200);
  });
});

describe('promo counters (product rule 3.6)', () => {
  const TYPES = ['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'];
  const counters = async (headers: Record<string, string> = {}) => {
    const res = await call('GET', '/api/promotions/counters', { headers });
    expect(res.status).toBe(200);
    return res.body.value as Record<string, { enabled: boolean; count: number }>;
  };

  it('gives every type with the merchant setting: DEMO runs all but RAFFLE, LITE none', async () => {
    const demo = await counters();
    expect(Object.keys(demo).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) expect(demo[type]).toEqual({ enabled: type !== 'RAFFLE', count: 0 });
    const lite = await counters(await login('liteplayer', 'Player1234', { Merchant: 'LITE' }));
    for (const type of TYPES) expect(lite[type]).toEqual({ enabled: false, count: 0 });
  });

  it('counts the friends a member referred, for that member only', async () => {
    // player1's seed already has three invited friends (seed/referrals.ts).
    const before = (await counters(await login('player1', 'Player1234'))).REFERRAL?.count ?? 0;
    await register('friend5', 'player1');
    await register('friend6', 'player1');
    expect((await counters(await login('player1', 'Player1234'))).REFERRAL).toEqual({ enabled: true, count: before + 2 });
    expect((await counters(await login('nobalance', 'Player1234'))).REFERRAL).toEqual({ enabled: true, count: 0 });
    expect((await counters()).REFERRAL).toEqual({ enabled: true, count: 0 });
  });
});
