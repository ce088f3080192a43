// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

async function status(merchant?: string) {
  const res = await server.fetch('/api/system/status', { headers: merchant ? { Merchant: merchant } : {} });
  return (await res.json()) as { success: boolean; value: { status: number } };
}

async function setStatus(maintenance: boolean, regionRestriction: boolean, merchant = 'DEMO') {
  return server.fetch('/api/test-controls/system-status', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant },
    body: JSON.stringify({ maintenance, regionRestriction }),
  });
}

describe('system status', () => {
  it('is 0 (normal) for a freshly seeded merchant', async () => {
    expect(await status()).toMatchObject({ success: true, value: { status: 0 } });
  });

  it.each([
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
    [false, false, 0],
  ])('maintenance=%s region=%s gives status %i', async (maintenance, region, expected) => {
    expect((await setStatus(maintenance, region)).status).toBe(200);
    expect((await status()).value.status).toBe(expected);
  });

  it('is kept per merchant', async () => {
    await setStatus(true, false, 'LITE');
    expect((await status('LITE')).value.status).toBe(1);
    expect((await status('DEMO')).value.status).toBe(0);
  });

  it('refuses the test control when the server does not enable it', async () => {
    await server.stop();
    server = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    expect((await setStatus(true, false)).status).toBe(404);
    expect((await status()).value.status).toBe(0);
  });

  it('refuses an unknown merchant header', async () => {
    const res = await server.fetch('/api/system/status', { headers: { Merchant: 'NOPE' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'err_bad_request' });
  });
});
