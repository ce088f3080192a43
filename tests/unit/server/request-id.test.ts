// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '#server/http/client-ip';
import type { AppEnv } from '#server/http/env';
import { requestIds } from '#server/http/request-id';

const proxies = parseTrustedProxies('10.0.0.0/8');
if (!('trusted' in proxies)) throw new Error(proxies.error);

const app = new Hono<AppEnv>();
app.use('*', requestIds(proxies.trusted));
app.get('/', (c) => c.text(c.get('requestId')));

/** A request from `peer` (the socket's address, as the node server gives it) carrying `id`. */
async function idFrom(peer: string, id?: string) {
  const res = await app.request('/', id ? { headers: { 'X-Request-Id': id } } : {}, { incoming: { socket: { remoteAddress: peer } } });
  const logged = await res.text();
  expect(res.headers.get('X-Request-Id')).toBe(logged);
  return logged;
}

describe('request ids', () => {
  it("take a trusted proxy's id, so its log line and ours meet", async () => {
    expect(await idFrom('10.1.2.3', 'proxy-line-42')).toBe('proxy-line-42');
  });

  it("never take a player's own id, nor a malformed one from the proxy", async () => {
    const mine = await idFrom('203.0.113.9', 'proxy-line-42');
    expect(mine).not.toBe('proxy-line-42');
    expect(mine).toMatch(/^[0-9a-f-]{36}$/);
    expect(await idFrom('10.1.2.3', 'two words')).not.toBe('two words');
    expect(await idFrom('10.1.2.3')).not.toBe(await idFrom('10.1.2.3'));
  });
});
