// @vitest-environment node
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '#server/http/body-guards';
import { platformServer } from '#server/http/listener';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  server.fetch(path, { method: 'POST', headers: { Merchant: 'DEMO', ...headers }, body });

describe('request bodies', () => {
  it('refuses a body over the JSON limit with 413 and the envelope, signed in or not, before reading it', async () => {
    const big = JSON.stringify({ mobileNum: 'x'.repeat(JSON_BODY_LIMIT) });
    for (const path of ['/api/sms/send', '/api/auth/trial-user', '/api/auth/login', '/demo/game/abc/spin']) {
      const res = await post(path, big);
      expect([path, res.status, await res.json()]).toEqual([path, 413, { success: false, message: 'err_payload_too_large' }]);
    }
    // A streamed body that never says its length is cut off once it passes the limit.
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 10 * JSON_BODY_LIMIT) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await server.fetch('/api/auth/trial-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('takes a body under the limit as before', async () => {
    const res = await post('/api/auth/trial-user', '{}');
    expect(res.status).toBe(200);
  });

  it('answers 415 with the envelope to a JSON call sent as a form or text, and stores nothing', async () => {
    const trials = async () => (await server.db.selectFrom('members').select('id').where('type', '=', 4).execute()).length;
    const before = await trials();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const res = await post('/api/auth/trial-user', '{}', type ? { 'Content-Type': type } : {});
      expect([type, res.status, await res.json()]).toEqual([type, 415, { success: false, message: 'err_unsupported_media_type' }]);
    }
    expect(await trials()).toBe(before);
    expect((await post('/api/auth/trial-user', '{}', { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(200);
    expect(await trials()).toBe(before + 1);
  });

  it('refuses a GET that comes with a body before reading it, and closes the connection', async () => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; connection: string; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/games?gameType=RNG', method: 'GET', headers: { 'Transfer-Encoding': 'chunked' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection), body }));
          },
        );
        req.on('error', reject);
        // The first megabyte of an endless body: the answer comes without the server waiting for the rest.
        req.write(Buffer.alloc(1024 * 1024));
      });
      expect(answer).toEqual({ status: 413, connection: 'close', body: JSON.stringify({ success: false, message: 'err_payload_too_large' }) });
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});

/** The app behind the platform's own HTTP server, on a free port, for `use` to talk to in raw HTTP. */
async function overHttp(use: (port: number) => Promise<void>): Promise<void> {
  const listening = platformServer(server.app, { BEHIND_TLS: false, HOST: '127.0.0.1' }, {});
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  try {
    await use((listening.address() as AddressInfo).port);
  } finally {
    listening.closeAllConnections();
    await new Promise((resolve) => listening.close(resolve));
  }
}

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request as written, with `body` sent whole (however long `headers` say it is). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string>, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Merchant: 'DEMO', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

describe('the connection', () => {
  it('is closed after an answer given before the body was read, and kept after one that read it', async () => {
    await overHttp(async (port) => {
      // A declared length over the limit: refused on the header, the body left on the wire.
      const big = await rawRequest(
        port,
        'POST',
        '/api/auth/trial-user',
        { 'Content-Type': 'application/json', 'Content-Length': String(JSON_BODY_LIMIT + 1) },
        '{}',
      );
      expect([big.status, big.headers.connection]).toEqual([413, 'close']);
      // A form posted to a JSON call: refused before the body is looked at.
      const form = await rawRequest(port, 'POST', '/api/auth/trial-user', { 'Content-Type': 'text/plain', 'Content-Length': '2' }, '{}');
      expect([form.status, form.headers.connection, JSON.parse(form.body)]).toEqual([415, 'close', { success: false, message: 'err_unsupported_media_type' }]);
      const read = await rawRequest(port, 'POST', '/api/auth/trial-user', { 'Content-Type': 'application/json', 'Content-Length': '2' }, '{}');
      expect([read.status, read.headers.connection]).toEqual([200, 'keep-alive']);
    });
  });

  it("answers a malformed Host with the envelope's 400 and every security header", async () => {
    await overHttp(async (port) => {
      for (const host of ['a_b..:99999', 'a b', 'x/y']) {
        const answer = await rawRequest(port, 'GET', '/api/system/status', { Host: host });
        expect([host, answer.status, JSON.parse(answer.body)]).toEqual([host, 400, { success: false, message: 'err_bad_request' }]);
        expect(answer.headers).toMatchObject({
          connection: 'close',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cache-control': 'no-store',
        });
      }
      // A well-formed one is served as ever.
      expect((await rawRequest(port, 'GET', '/api/system/status', { Host: '127.0.0.1' })).status).toBe(200);
    });
  });
});

describe('addresses', () => {
  it('answers 400 to an API address that does not decode, 404 to one that names no call', async () => {
    for (const path of ['/api/%zz', '/api/games/%E0%A4%A']) {
      const res = await server.fetch(path);
      expect([path, res.status, await res.json()]).toEqual([path, 400, { success: false, message: 'err_bad_request' }]);
    }
    expect((await server.fetch('/api/no-such-call')).status).toBe(404);
  });
});

describe('trial accounts', () => {
  const trial = (deviceId?: string) => post('/api/auth/trial-user', JSON.stringify(deviceId ? { deviceId } : {}));
  const device = (n: number) => `device-${String(n).padStart(12, '0')}`;

  it('makes the account, its wallet, its credit and its session together', async () => {
    const res = await trial(device(1));
    const { value } = (await res.json()) as { value: { token: string; userName: string } };
    const member = await server.db.selectFrom('members').select('id').where('account', '=', value.userName).executeTakeFirstOrThrow();
    const wallet = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    const ledger = await server.db.selectFrom('ledger_entries').select('amount_minor').where('member_id', '=', member.id).execute();
    expect([wallet.balance_minor, ledger.map((r) => r.amount_minor)]).toEqual([200_000, [200_000]]);
    expect((await server.fetch('/api/member/info', { headers: { Authorization: `Bearer ${value.token}`, Merchant: 'DEMO' } })).status).toBe(200);
  });

  it('limits how many one device and one address make, and answers 429 beyond', async () => {
    for (let i = 0; i < 3; i += 1) expect((await trial(device(1))).status).toBe(200);
    const refused = await trial(device(1));
    expect([refused.status, await refused.json()]).toEqual([429, { success: false, message: 'err_too_many_requests' }]);
    // Other devices from the same address, up to its hourly limit (10; the device above counted 4).
    const statuses = [];
    for (let i = 2; i <= 8; i += 1) statuses.push((await trial(device(i))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await trial()).status).toBe(429);
  });

  it('counts asks without a device id as one unknown device of the address: leaving it out buys nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await trial()).status).toBe(200);
    expect((await trial()).status).toBe(429);
    // A device that says who it is still gets its own.
    expect((await trial(device(9))).status).toBe(200);
  });

  it('refuses a malformed device id', async () => {
    expect((await trial('short')).status).toBe(400);
    expect((await post('/api/auth/trial-user', JSON.stringify({ deviceId: 'x'.repeat(65) }))).status).toBe(400);
  });
});
