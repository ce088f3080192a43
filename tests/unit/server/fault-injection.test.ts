// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Fault } from '#server/http/fault-injection';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
afterEach(async () => {
  await server.stop();
});

const withFaults = (faults: Fault[], path = '/api/system/status', init: RequestInit = {}) =>
  server.fetch(path, { ...init, headers: { Cookie: `test-faults=${encodeURIComponent(JSON.stringify(faults))}`, ...(init.headers ?? {}) } });

describe('fault injection (test control)', () => {
  it('makes only the matching calls of the context carrying the cookie misbehave, each way it is told', async () => {
    server = await startTestServer();
    const down = await withFaults([{ path: '/api/system/*', kind: 'status', status: 503 }]);
    expect([down.status, await down.json()]).toEqual([503, { success: false, message: 'err_unknown' }]);
    expect((await withFaults([{ path: '/api/system/*', kind: 'status', status: 503 }], '/api/site/config')).status).toBe(200);
    expect((await withFaults([{ path: '/api/system/status', kind: 'status', method: 'POST' }])).status).toBe(200);
    expect((await server.fetch('/api/system/status')).status).toBe(200);

    await expect((await withFaults([{ path: '/api/system/status', kind: 'malformed' }])).json()).rejects.toThrow();
    await expect((await withFaults([{ path: '/api/system/status', kind: 'drop' }])).text()).rejects.toThrow();

    const started = Date.now();
    expect((await withFaults([{ path: '/api/system/status', kind: 'latency', ms: 300 }])).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const slow = await withFaults([{ path: '/api/system/status', kind: 'slow-body', ms: 5 }]);
    const body = await slow.text();
    expect(JSON.parse(body)).toMatchObject({ success: true });
  });

  it('is off without ENABLE_TEST_CONTROLS', async () => {
    server = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    expect((await withFaults([{ path: '/api/system/status', kind: 'status', status: 500 }])).status).toBe(200);
  });
});
