// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { configSchema } from '#server/config';
import { createLogger } from '#server/log';
import { loadBodyCrypto } from '#server/services/body-crypto';
import { ENCRYPTION_SCHEME } from '#src/shared/contract/auth';
import { sealedPayload } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

/** An app on the test server's database whose log lines land in `lines`. */
async function loggingApp(lines: Record<string, unknown>[]) {
  const config = configSchema.parse({ ENABLE_TEST_CONTROLS: '1', STATIC_DIR: './dist', LOG_LEVEL: 'info' });
  const log = createLogger(config, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return createApp({ db: server.db, crypto: await loadBodyCrypto(server.db), config, log });
}

describe('the access log', () => {
  it('writes one line per request with its id, route pattern, status, time and merchant, and no secret', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await loggingApp(lines);
    const sealed = await sealedPayload(server, { username: 'player1', password: 'Player1234', type: 'username' });
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Encryption: ENCRYPTION_SCHEME, Merchant: 'DEMO' },
      body: sealed,
    });
    const token = String(((await login.json()) as { value: { token: string } }).value.token);
    const sms = await app.request('/api/sms/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
      body: JSON.stringify({ mobileNum: '9171234567', countryDialingCode: '63', purpose: 'login' }),
    });
    const info = await app.request('/api/member/info?token=in-the-query', { headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO' } });
    await app.request('/api/member/info', { headers: { Merchant: 'DEMO' } });

    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(4);
    const [loginLine, smsLine, infoLine, refusedLine] = lines.filter((l) => l.msg === 'request');
    expect(loginLine).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/auth/login',
      status: 200,
      merchant: 'DEMO',
      reqId: login.headers.get('X-Request-Id'),
    });
    expect(typeof loginLine?.ms).toBe('number');
    expect(smsLine).toMatchObject({ route: '/api/sms/send', status: sms.status, reqId: sms.headers.get('X-Request-Id') });
    expect(infoLine).toMatchObject({ method: 'GET', route: '/api/member/info', status: info.status });
    expect(refusedLine).toMatchObject({ route: '/api/member/info', status: 401 });

    const text = JSON.stringify(lines);
    const outboxCode = String((await server.db.selectFrom('outbox').select('code').orderBy('id', 'desc').executeTakeFirst())?.code);
    const { key, data } = JSON.parse(sealed) as { key: string; data: string };
    expect(outboxCode).toMatch(/^\d{6}$/);
    for (const secret of ['Player1234', token, outboxCode, key.slice(0, 40), data.slice(0, 40), 'in-the-query', '9171234567']) {
      expect(text).not.toContain(secret);
    }
  });

  it("names a cached catalogue page's route and merchant as a fresh one's, gives each line the client's address, and keeps the probes below info", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await loggingApp(lines);
    for (let i = 0; i < 2; i += 1) expect((await app.request('/api/games/hot', { headers: { Merchant: 'DEMO' } })).status).toBe(200);
    expect((await app.request('/healthz')).status).toBe(200);
    const requests = lines.filter((l) => l.msg === 'request');
    // The second page comes from the cache, answered before the router: the same route all the same.
    expect(requests.map((l) => l.route)).toEqual(['/api/games/hot', '/api/games/hot']);
    expect(requests.map((l) => l.merchant)).toEqual(['DEMO', 'DEMO']);
    for (const line of requests) expect(typeof line.ip).toBe('string');
  });

  it("names a request refused or failed before routing by the route it asked for, not by the middleware's pattern", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await loggingApp(lines);
    // An unknown merchant is refused (400) before any handler runs; so is an address that does not decode.
    expect((await app.request('/api/member/info', { headers: { Merchant: 'NOPE' } })).status).toBe(400);
    expect((await app.request('/api/games/favourites', { method: 'POST', headers: { Merchant: 'NOPE' } })).status).toBe(400);
    // An unknown call is the catch-all's.
    expect((await app.request('/api/no/such/call', { headers: { Merchant: 'DEMO' } })).status).toBe(404);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/member/info', 400],
      ['POST', '/api/games/favourites', 400],
      ['GET', '/api/*', 404],
    ]);
  });

  it('writes nothing below its level', async () => {
    const lines: unknown[] = [];
    const config = configSchema.parse({ STATIC_DIR: './dist', LOG_LEVEL: 'warn' });
    const app = createApp({
      db: server.db,
      crypto: await loadBodyCrypto(server.db),
      config,
      log: createLogger(config, { write: (l: string) => void lines.push(l) }),
    });
    expect((await app.request('/api/system/status', { headers: { Merchant: 'DEMO' } })).status).toBe(200);
    expect(lines).toEqual([]);
  });
});
