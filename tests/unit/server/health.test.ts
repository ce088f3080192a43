// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthRoutes, type Lifecycle } from '#server/http/health';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

describe('health checks', () => {
  it('are answered outside the API: no merchant, no session, no cache, nothing but a status', async () => {
    for (const [path, body] of [
      ['/healthz', { status: 'live' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const res = await server.fetch(path);
      expect([res.status, await res.json()]).toEqual([200, body]);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('say not ready while stopping, and not ready when the database does not answer; alive all along', async () => {
    const lifecycle: Lifecycle = { stopping: false };
    const routes = healthRoutes(server.db, lifecycle);
    expect((await routes.request('/readyz')).status).toBe(200);
    lifecycle.stopping = true;
    expect([(await routes.request('/readyz')).status, await (await routes.request('/readyz')).json()]).toEqual([503, { status: 'stopping' }]);
    expect((await routes.request('/healthz')).status).toBe(200);
    lifecycle.stopping = false;
    await server.db.destroy();
    const down = await routes.request('/readyz');
    expect([down.status, await down.json()]).toEqual([503, { status: 'database unavailable' }]);
    expect((await routes.request('/healthz')).status).toBe(200);
  });
});
