// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpired } from '#server/services/housekeeping';
import { ENCRYPTION_SCHEME, publicKeySchema, SEALED_WINDOW_MS, sealedStaleValueSchema } from '#src/shared/contract/auth';
import { apiCall, sealedPayload } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const credentials = { username: 'player1', password: 'Player1234', type: 'username' };
const login = (payload: string, from?: string) => apiCall(server, 'POST', '/api/auth/login', { sealedPayload: payload, from });

/** A body sealed as builds before freshness sealed it: the call's JSON alone, without nonce or time. */
async function sealedWithoutFreshness(payload: unknown): Promise<string> {
  const key = publicKeySchema.parse(((await (await server.fetch('/api/crypto/public-key')).json()) as { value: unknown }).value);
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', Buffer.from(key.spki, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
  return JSON.stringify({ keyId: key.keyId, key: b64(wrapped), iv: b64(iv), data: b64(data) });
}

describe('sealed bodies are taken once and only now', () => {
  it('refuse a captured login sent again, from the same address or another, and start no session for it', async () => {
    const payload = await sealedPayload(server, credentials);
    expect(await login(payload)).toMatchObject({ status: 200, body: { success: true } });
    const sessions = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(await login(payload, '203.0.113.9')).toMatchObject({ status: 409, body: { success: false, message: 'err_sealed_replayed' } });
    expect(await login(payload)).toMatchObject({ status: 409, body: { message: 'err_sealed_replayed' } });
    expect(await server.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(sessions.length);
    // The same credentials sealed afresh still sign in.
    expect(await login(await sealedPayload(server, credentials))).toMatchObject({ status: 200 });
  });

  it('take only one of the same body sent at once', async () => {
    const payload = await sealedPayload(server, credentials);
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(payload)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuse a body sealed outside the window either way, telling the server time; inside it, take it', async () => {
    for (const skew of [-(SEALED_WINDOW_MS + 5_000), SEALED_WINDOW_MS + 5_000]) {
      const before = Date.now();
      const stale = await login(await sealedPayload(server, credentials, Date.now() + skew));
      expect(stale).toMatchObject({ status: 409, body: { success: false, message: 'err_sealed_stale' } });
      const { serverTime } = sealedStaleValueSchema.parse(stale.body.value);
      expect(serverTime).toBeGreaterThanOrEqual(before);
      expect(serverTime).toBeLessThanOrEqual(Date.now());
    }
    expect(await login(await sealedPayload(server, credentials, Date.now() - SEALED_WINDOW_MS + 10_000))).toMatchObject({ status: 200 });
  });

  it('refuse a body an older build sealed without nonce and time, telling it to reload', async () => {
    const res = await server.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Encryption: ENCRYPTION_SCHEME },
      body: await sealedWithoutFreshness(credentials),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'err_encryption_required' });
  });

  it('keep each nonce until its body could no longer be fresh, and the sweep then drops it', async () => {
    const sealedAt = Date.now();
    expect(await login(await sealedPayload(server, credentials, sealedAt))).toMatchObject({ status: 200 });
    const [row] = await server.db.selectFrom('sealed_nonces').select('expires_at').execute();
    expect(Date.parse(row?.expires_at ?? '')).toBe(sealedAt + SEALED_WINDOW_MS);
    await sweepExpired(server.db, new Date(sealedAt + SEALED_WINDOW_MS - 1));
    expect(await server.db.selectFrom('sealed_nonces').select('nonce').execute()).toHaveLength(1);
    await sweepExpired(server.db, new Date(sealedAt + SEALED_WINDOW_MS + 1));
    expect(await server.db.selectFrom('sealed_nonces').select('nonce').execute()).toHaveLength(0);
  });
});
