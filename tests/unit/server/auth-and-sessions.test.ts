// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '#server/config';
import { DEFAULT_HASH_COST, hashPassword, setPasswordHashCost, verifyPassword } from '#server/services/passwords';
import { createSession, liveSessionMember, RENEW_AFTER_MS, SESSION_TTL_MS } from '#server/services/sessions';
import { seal } from '#src/shared/api/seal';
import { publicKeySchema } from '#src/shared/contract/auth';
import { TEST_HASH_COST } from '#tests/helpers/password-cost';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

async function sealedLogin(username: string, password: string, headers: Record<string, string> = {}) {
  const keyRes = (await (await server.fetch('/api/crypto/public-key')).json()) as { value: unknown };
  const body = await seal({ username, password, type: 'username' }, publicKeySchema.parse(keyRes.value));
  const res = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Encryption: 'RSA-OAEP-256+A256GCM', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; message?: string; value?: { token: string; firstTimeLogin: boolean; merchantCode: string } },
  };
}

describe('passwords', () => {
  afterEach(() => setPasswordHashCost(TEST_HASH_COST));

  it('hashes with scrypt and a fresh salt, and verifies only the right password', async () => {
    // The test servers lower the cost; a real server hashes at the default, 2^14.
    setPasswordHashCost(DEFAULT_HASH_COST);
    const a = await hashPassword('s3cret!');
    const b = await hashPassword('s3cret!');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret!', a)).toBe(true);
    expect(await verifyPassword('s3cret?', a)).toBe(false);
    expect(await verifyPassword('s3cret!', 'plain-text')).toBe(false);
  });

  it('hashes anew at the configured cost, and a hash made at another cost still verifies', async () => {
    setPasswordHashCost(DEFAULT_HASH_COST);
    const strong = await hashPassword('s3cret!');
    setPasswordHashCost(11);
    const light = await hashPassword('s3cret!');
    expect(light).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await verifyPassword('s3cret!', strong)).toBe(true);
    expect(await verifyPassword('s3cret!', light)).toBe(true);
  });

  it('is never cheaper than the default in production, and stays within 2^10 to 2^20', () => {
    expect(readConfig({}).PASSWORD_HASH_COST).toBe(DEFAULT_HASH_COST);
    expect(() => readConfig({ SERVER_MODE: 'production', SITE_FILE: 'site.example.json', PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => readConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => readConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
    expect(readConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
  });
});

describe('login', () => {
  it('starts a session; the first login says so, the next does not', async () => {
    const first = await sealedLogin('player1', 'Player1234');
    expect(first).toMatchObject({ status: 200, body: { success: true, value: { firstTimeLogin: true, merchantCode: 'DEMO' } } });
    const second = await sealedLogin('PLAYER1 ', 'Player1234');
    expect(second.body.value?.firstTimeLogin).toBe(false);
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    const unknown = await sealedLogin('nobody', 'Player1234');
    const wrong = await sealedLogin('player1', 'nope');
    expect(unknown.body.message).toBe('err_login_failed');
    expect(wrong.body.message).toBe('err_login_failed');
  });

  it('refuses a disabled account', async () => {
    await server.db.updateTable('members').set({ status: 'disabled' }).where('account', '=', 'player1').execute();
    expect((await sealedLogin('player1', 'Player1234')).body.message).toBe('err_user_disabled');
  });

  it('keeps accounts apart per merchant', async () => {
    expect((await sealedLogin('liteplayer', 'Player1234')).body.message).toBe('err_login_failed');
    expect((await sealedLogin('liteplayer', 'Player1234', { Merchant: 'LITE' })).body.success).toBe(true);
  });

  it('does not honour a session on another merchant', async () => {
    const token = (await sealedLogin('player1', 'Player1234')).body.value?.token;
    const res = await server.fetch('/api/wallet', { headers: { Authorization: `Bearer ${token}`, Merchant: 'LITE' } });
    expect(res.status).toBe(401);
  });
});

describe('sessions', () => {
  it('expire after their time and renew on use, writing at most once a minute', async () => {
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    const start = new Date('2026-01-01T00:00:00Z');
    const token = await createSession(server.db, member.id, start);
    const live = (at: Date) => liveSessionMember(server.db, token, 'DEMO', at).then((m) => m?.id ?? null);
    const expiry = () => server.db.selectFrom('sessions').select('expires_at').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    // Used within a minute of its last renewal, the session is not written.
    expect(await live(new Date(start.getTime() + RENEW_AFTER_MS - 1000))).toBe(member.id);
    expect((await expiry()).expires_at).toBe(new Date(start.getTime() + SESSION_TTL_MS).toISOString());
    const almost = new Date(start.getTime() + SESSION_TTL_MS - 1000);
    expect(await live(almost)).toBe(member.id);
    expect((await expiry()).expires_at).toBe(new Date(almost.getTime() + SESSION_TTL_MS).toISOString());
    // Used just before expiry, the session lives another full period from then.
    const lastUse = new Date(almost.getTime() + SESSION_TTL_MS - 1000);
    expect(await live(lastUse)).toBe(member.id);
    // On another merchant it is no session, and that use renews nothing.
    expect(await liveSessionMember(server.db, token, 'LITE', new Date(lastUse.getTime() + RENEW_AFTER_MS * 2))).toBeNull();
    expect(await live(new Date(lastUse.getTime() + SESSION_TTL_MS + 1000))).toBeNull();
    const left = await server.db.selectFrom('sessions').selectAll().where('member_id', '=', member.id).execute();
    expect(left).toHaveLength(0);
  });

  it('store only a hash of the token', async () => {
    const token = (await sealedLogin('player1', 'Player1234')).body.value?.token ?? '';
    const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });
});

describe('trial accounts', () => {
  it('creates a type-4 account with demo credit and a working session', async () => {
    const res = await server.fetch('/api/auth/trial-user', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const body = (await res.json()) as { value: { token: string; type: number; userName: string } };
    expect(body.value).toMatchObject({ type: 4 });
    expect(body.value.userName).toMatch(/^trial_[0-9a-f]{10}$/);
    const wallet = await server.fetch('/api/wallet', { headers: { Authorization: `Bearer ${body.value.token}` } });
    expect(await wallet.json()).toMatchObject({ success: true, value: { sumBalance: '2000.00' } });
  });
});
