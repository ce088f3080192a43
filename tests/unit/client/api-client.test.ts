// @vitest-environment node
// Node, not jsdom: multipart bodies need the File and FormData that Node's own Request serialises.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBodyCrypto } from '#server/services/body-crypto';
import { type ApiClient, ApiError, createApiClient, type RequestContext } from '#src/shared/api/client';
import { seal } from '#src/shared/api/seal';
import { REWARD_PICTURES_FIELD } from '#src/shared/contract/promotions';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
let context: RequestContext;
let seen: Request[];
let client: ApiClient;
const onUnauthorized = vi.fn();

beforeEach(async () => {
  server = await startTestServer();
  context = { token: null, merchantCode: null, language: 'EN', device: 'MOBILE' };
  seen = [];
  onUnauthorized.mockReset();
  client = createApiClient({
    baseUrl: 'http://localhost',
    context: () => context,
    onUnauthorized,
    fetch: (input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return Promise.resolve(server.app.fetch(request));
    },
  });
});
afterEach(async () => {
  await server.stop();
});

async function login(username = 'player1', password = 'Player1234') {
  return client.call('login', { username, password, type: 'username' });
}

describe('api client', () => {
  it('unwraps the envelope into the typed value', async () => {
    const status = await client.call('systemStatus', {});
    expect(status).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
  });

  it('refuses to send a money call without an Idempotency-Key', async () => {
    const { token } = await login();
    context.token = token;
    await expect(client.call('createDeposit', { channelCode: 'BANK', amount: '100' })).rejects.toMatchObject({
      messageKey: 'err_idempotency_key_required',
      status: 0,
    });
    // publicKey and login only: the deposit never left.
    expect(seen).toHaveLength(2);
  });

  it('tells a list served from the worker cache from a fresh one', async () => {
    expect(await client.callServed('hotGames', {})).toMatchObject({ fromCache: false });
    const cached = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      fetch: async (input, init) => {
        const response = await server.app.fetch(new Request(input, init));
        const headers = new Headers(response.headers);
        headers.set('X-Served-From-Cache', '1');
        return new Response(response.body, { status: response.status, headers });
      },
    });
    const served = await cached.callServed('hotGames', {});
    expect(served.fromCache).toBe(true);
    expect(served.value.games.length).toBeGreaterThan(0);
  });

  it('tells the connectivity watch what became of each request', async () => {
    const reached = vi.fn();
    const unreachable = vi.fn();
    let mode: 'server' | 'cache' | 'down' = 'server';
    const watched = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      onReached: reached,
      onUnreachable: unreachable,
      fetch: async (input, init) => {
        if (mode === 'down') throw new TypeError('Failed to fetch');
        const response = await server.app.fetch(new Request(input, init));
        if (mode === 'server') return response;
        const headers = new Headers(response.headers);
        headers.set('X-Served-From-Cache', '1');
        return new Response(response.body, { status: response.status, headers });
      },
    });
    // A refusal is still an answer from the server.
    await expect(watched.call('wallet', {})).rejects.toMatchObject({ status: 401 });
    expect([reached.mock.calls.length, unreachable.mock.calls.length]).toEqual([1, 0]);
    // Site config comes from the cache online too (stale-while-revalidate): it says nothing.
    mode = 'cache';
    await watched.call('siteConfig', {});
    expect([reached.mock.calls.length, unreachable.mock.calls.length]).toEqual([1, 0]);
    // A list from the cache means the network failed.
    await watched.callServed('hotGames', {});
    expect([reached.mock.calls.length, unreachable.mock.calls.length]).toEqual([1, 1]);
    mode = 'down';
    await expect(watched.call('ping', {})).rejects.toBeInstanceOf(ApiError);
    expect([reached.mock.calls.length, unreachable.mock.calls.length]).toEqual([1, 2]);
  });

  it('sends no write into a connection known dead, and still reads', async () => {
    const guarded = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      confirmConnection: async () => false,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.clone());
        return Promise.resolve(server.app.fetch(request));
      },
    });
    await expect(guarded.call('createTrialUser', {})).rejects.toMatchObject({ messageKey: 'err_offline', status: 0 });
    expect(seen).toHaveLength(0);
    await guarded.call('systemStatus', {});
    expect(seen).toHaveLength(1);
  });

  it('sends the module id, language, device, merchant and bearer headers', async () => {
    context = { ...context, merchantCode: 'DEMO', language: 'TH', device: 'OTHERS' };
    const { token } = await login();
    context.token = token;
    await client.call('wallet', {});
    const request = seen.at(-1);
    expect(request?.headers.get('Module-Id')).toBe('FUNDTRANS3');
    expect(request?.headers.get('Language')).toBe('TH');
    expect(request?.headers.get('Device')).toBe('OTHERS');
    expect(request?.headers.get('Merchant')).toBe('DEMO');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('seals the login body: the password never travels in the clear', async () => {
    await login();
    const loginRequest = seen.find((r) => r.url.endsWith('/api/auth/login'));
    const body = await loginRequest?.text();
    expect(body).toBeDefined();
    expect(body).not.toContain('Player1234');
    expect(JSON.parse(body ?? '{}')).toHaveProperty('keyId');
    expect(loginRequest?.headers.get('Encryption')).toBe('RSA-OAEP-256+A256GCM');
  });

  it('maps a failed login to its message key with the captcha flag (a captcha is needed next)', async () => {
    const error = await login('player1', 'wrong-password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ messageKey: 'err_login_failed', status: 400, value: { captcha: true } });
  });

  it('reports a 401 to the shell and throws err_account_logged_out for a dead token', async () => {
    context.token = 'not-a-real-token';
    await expect(client.call('memberInfo', {})).rejects.toMatchObject({ messageKey: 'err_account_logged_out', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('logs out: the token stops working', async () => {
    context.token = (await login()).token;
    await client.call('logout', {});
    await expect(client.call('wallet', {})).rejects.toMatchObject({ status: 401 });
  });

  it('refetches the public key once when the server has rotated it', async () => {
    await login();
    // A restart rotates the key pair: swap in a new app over the same database.
    const { createApp } = await import('#server/app');
    const { configSchema } = await import('#server/config');
    server.app = createApp({ db: server.db, crypto: createBodyCrypto(), config: configSchema.parse({}) });
    const keyCalls = () => seen.filter((r) => r.url.endsWith('/api/crypto/public-key')).length;
    expect(keyCalls()).toBe(1);
    await expect(login()).resolves.toMatchObject({ userName: 'player1' });
    expect(keyCalls()).toBe(2);
  });

  it('sets its clock by the server when a device clock off by minutes seals a stale body, and resends once', async () => {
    const deviceNow = Date.now.bind(Date);
    const logins = () => seen.filter((r) => r.url.endsWith('/api/auth/login')).length;
    // The server reads its time through new Date(), which a spy on Date.now leaves alone.
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => deviceNow() - 10 * 60_000);
    try {
      await expect(login()).resolves.toMatchObject({ userName: 'player1' });
      expect(logins()).toBe(2);
      await expect(login()).resolves.toMatchObject({ userName: 'player1' });
      expect(logins()).toBe(3);
      // A clock that moves again is set once more per call, never in a loop.
      clock.mockImplementation(() => deviceNow() + 60 * 60_000);
      await expect(login()).resolves.toMatchObject({ userName: 'player1' });
      expect(logins()).toBe(5);
    } finally {
      clock.mockRestore();
    }
  });

  it('says err_sealed_stale when the server keeps refusing the time, after one resend', async () => {
    const refusing = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request);
        if (request.url.endsWith('/api/auth/login'))
          return Promise.resolve(Response.json({ success: false, message: 'err_sealed_stale', value: { serverTime: 0 } }, { status: 409 }));
        return Promise.resolve(server.app.fetch(request));
      },
    });
    await expect(refusing.call('login', { username: 'player1', password: 'Player1234', type: 'username' })).rejects.toMatchObject({
      messageKey: 'err_sealed_stale',
      status: 409,
    });
    expect(seen.filter((r) => r.url.endsWith('/api/auth/login'))).toHaveLength(2);
  });

  it('turns a transport failure into err_network, or err_offline when the browser is offline', async () => {
    const failing = (online: boolean) =>
      createApiClient({
        baseUrl: 'http://localhost',
        context: () => context,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        isOnline: () => online,
      });
    await expect(failing(true).call('siteConfig', {})).rejects.toMatchObject({ messageKey: 'err_network' });
    await expect(failing(false).call('siteConfig', {})).rejects.toMatchObject({ messageKey: 'err_offline' });
  });

  it('times out after the configured limit with err_timeout', async () => {
    const slow = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      timeoutMs: 50,
      fetch: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    await expect(slow.call('logout', {})).rejects.toMatchObject({ messageKey: 'err_timeout' });
  });

  it('rejects a response that breaks the contract as err_unknown', async () => {
    const lying = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      fetch: async () => Response.json({ success: true, value: { status: 'fine' } }),
    });
    await expect(lying.call('systemStatus', {})).rejects.toMatchObject({ messageKey: 'err_unknown' });
  });
});

describe('api client uploads (multipart)', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

  /** A client whose every request is answered by `answer` and recorded. */
  function clientAnswering(answer: (request: Request) => Response | Promise<Response>, extra: { isOnline?: () => boolean } = {}) {
    const requests: Request[] = [];
    const answering = createApiClient({
      baseUrl: 'http://localhost',
      context: () => context,
      onUnauthorized,
      ...extra,
      fetch: (input, init) => {
        const request = new Request(input, init);
        requests.push(request.clone());
        return Promise.resolve(answer(request));
      },
    });
    return { client: answering, requests };
  }

  it('sends the checked fields and every file as multipart, with the usual headers and no JSON type', async () => {
    context = { token: 'member-token', merchantCode: 'DEMO', language: 'VI', device: 'MOBILE' };
    const { client: uploading, requests } = clientAnswering(() => Response.json({ success: true, value: { id: 7, status: 'pending' } }));
    const files = [new File([PNG], 'slip.png', { type: 'image/png' }), new File([PNG], 'second.png', { type: 'image/png' })];
    await expect(
      uploading.upload('requestReward', { promotionId: '2', remarks: 'my slip' }, { [REWARD_PICTURES_FIELD]: files }, { idempotencyKey: 'upload-key-1' }),
    ).resolves.toEqual({ id: 7, status: 'pending' });

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/promotions/apply');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Authorization')).toBe('Bearer member-token');
    expect(request.headers.get('Merchant')).toBe('DEMO');
    expect(request.headers.get('Module-Id')).toBe('COMM3');
    expect(request.headers.get('Language')).toBe('VI');
    expect(request.headers.get('Device')).toBe('MOBILE');
    expect(request.headers.get('Idempotency-Key')).toBe('upload-key-1');
    const form = await request.formData();
    expect(form.get('promotionId')).toBe('2');
    expect(form.get('remarks')).toBe('my slip');
    const sent = form.getAll(REWARD_PICTURES_FIELD) as File[];
    expect(sent.map((f) => f.name)).toEqual(['slip.png', 'second.png']);
    expect(new Uint8Array(await sent[0]!.arrayBuffer())).toEqual(PNG);
  });

  it('refuses fields the route schema refuses before anything travels', async () => {
    const { client: uploading, requests } = clientAnswering(() => Response.json({ success: true, value: { id: 1, status: 'pending' } }));
    await expect(
      uploading.upload('requestReward', { promotionId: '2', remarks: 'x'.repeat(141) }, {}, { idempotencyKey: 'upload-key-1' }),
    ).rejects.toMatchObject({ messageKey: 'err_bad_request' });
    await expect(uploading.upload('requestReward', { promotionId: '2' }, {})).rejects.toMatchObject({ messageKey: 'err_idempotency_key_required' });
    expect(requests).toHaveLength(0);
  });

  it("turns the server's 4xx envelope into its message key", async () => {
    context.token = (await login()).token;
    const picture = new File([GIF], 'photo.png', { type: 'image/png' });
    await expect(
      client.upload('requestReward', { promotionId: '3' }, { [REWARD_PICTURES_FIELD]: [picture] }, { idempotencyKey: 'upload-key-1' }),
    ).rejects.toMatchObject({
      messageKey: 'activity_image_type',
      status: 400,
    });
  });

  it('reports a 401 to the shell', async () => {
    context.token = 'not-a-real-token';
    await expect(client.upload('requestReward', { promotionId: '3' }, {}, { idempotencyKey: 'upload-key-1' })).rejects.toMatchObject({
      messageKey: 'err_account_logged_out',
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('never sends an upload twice, even on an answer a read would retry', async () => {
    const { client: uploading, requests } = clientAnswering(() => Response.json({ success: false, message: 'err_unknown' }, { status: 503 }));
    await expect(uploading.upload('requestReward', { promotionId: '3' }, {}, { idempotencyKey: 'upload-key-1' })).rejects.toMatchObject({
      messageKey: 'err_unknown',
      status: 503,
    });
    expect(requests).toHaveLength(1);
  });

  it('becomes err_offline when the browser is offline, err_network otherwise', async () => {
    const failing = (online: boolean) => clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')), { isOnline: () => online }).client;
    await expect(failing(false).upload('requestReward', { promotionId: '3' }, {}, { idempotencyKey: 'upload-key-1' })).rejects.toMatchObject({
      messageKey: 'err_offline',
    });
    await expect(failing(true).upload('requestReward', { promotionId: '3' }, {}, { idempotencyKey: 'upload-key-1' })).rejects.toMatchObject({
      messageKey: 'err_network',
    });
  });

  it('does not send a multipart route as JSON', async () => {
    const { client: uploading, requests } = clientAnswering(() => Response.json({ success: true, value: { id: 1, status: 'pending' } }));
    // @ts-expect-error multipart routes are sent with upload
    await expect(uploading.call('requestReward', { promotionId: '3' })).rejects.toMatchObject({ messageKey: 'err_bad_request' });
    expect(requests).toHaveLength(0);
  });
});

describe('server body encryption', () => {
  it('opens what the client sealed, and refuses the plain form', async () => {
    const crypto = createBodyCrypto();
    const sealed = await seal({ username: 'a', password: 'b', type: 'username' }, crypto.publicKey);
    expect(crypto.open(sealed)).toMatchObject({ body: { username: 'a', password: 'b', type: 'username' }, nonce: expect.any(String) });

    const res = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'player1', password: 'Player1234', type: 'username' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'err_encryption_required' });
  });

  it('refuses a body whose ciphertext was tampered with', async () => {
    const crypto = createBodyCrypto();
    const sealed = await seal({ hello: 'world' }, crypto.publicKey);
    const bytes = atob(sealed.data);
    const flipped = btoa(String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1));
    expect(() => crypto.open({ ...sealed, data: flipped })).toThrow();
  });
});
