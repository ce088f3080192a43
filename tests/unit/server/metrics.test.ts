// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, postgresPoolOf, transact } from '#server/db/database';
import { measureFrom, metricsServer, registry } from '#server/metrics';
import { post, postInTransaction } from '#server/services/ledger';
import { apiCall } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  measureFrom(server.db);
  registry.resetMetrics();
});
afterEach(async () => {
  await server.stop();
});

/** The value of one series in the Prometheus text, or null when it is not there. */
function seriesValue(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

const login = (password: string) => apiCall(server, 'POST', '/api/auth/login', { body: { username: 'player1', password, type: 'username' }, sealed: true });

describe('metrics', () => {
  it('count requests by route pattern and status, their time, login failures and ledger postings, and read pending orders', async () => {
    expect((await login('Player1234')).status).toBe(200);
    expect((await login('Wrong12345')).status).toBe(400);
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    await post(server.db, { memberId: member.id, amountMinor: 500, kind: 'deposit', reference: 'metrics', idempotencyKey: 'metrics-deposit-1' });
    const pending = await server.db.selectFrom('deposit_orders').select('id').where('status', '=', 'pending').execute();

    const text = await registry.metrics();
    expect(seriesValue(text, 'lobby_http_requests_total{method="POST",route="/api/auth/login",status="400"}')).toBe(1);
    expect(seriesValue(text, 'lobby_http_requests_total{method="POST",route="/api/auth/login",status="200"}')).toBe(1);
    expect(seriesValue(text, 'lobby_http_request_duration_seconds_count{method="POST",route="/api/auth/login"}')).toBe(2);
    expect(seriesValue(text, 'lobby_login_failures_total{reason="credentials"}')).toBe(1);
    expect(seriesValue(text, 'lobby_ledger_postings_total{kind="deposit"}')).toBe(1);
    expect(seriesValue(text, 'lobby_deposits_pending')).toBe(pending.length);
    expect(seriesValue(text, 'lobby_withdrawals_pending')).not.toBeNull();
    expect(seriesValue(text, 'lobby_process_resident_memory_bytes')).toBeGreaterThan(0);
    // The pool's connections on PostgreSQL; SQLite has none.
    const pool = seriesValue(text, 'lobby_db_pool_connections{state="total"}');
    if (postgresPoolOf(server.db)) {
      expect(pool).toBeGreaterThan(0);
      // The scrape's own reads of the pending orders are not counted as queries waiting.
      expect(seriesValue(text, 'lobby_db_pool_connections{state="waiting"}')).toBe(0);
    } else expect(pool).toBeNull();
    // A token or an address never becomes a label: the route is the pattern.
    expect(text).not.toMatch(/route="[^"]*\?/);
  });

  it('count a ledger posting once its transaction commits, never one that rolled back', async () => {
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    const posting = { memberId: member.id, amountMinor: 700, kind: 'bonus' as const, reference: 'metrics', idempotencyKey: 'metrics-bonus-1' };
    await expect(
      transact(server.db, async (trx) => {
        await postInTransaction(trx, posting);
        throw new Error('the bet that went with it failed');
      }),
    ).rejects.toThrow('the bet that went with it failed');
    expect(seriesValue(await registry.metrics(), 'lobby_ledger_postings_total{kind="bonus"}')).toBeNull();
    await transact(server.db, (trx) => postInTransaction(trx, posting));
    expect(seriesValue(await registry.metrics(), 'lobby_ledger_postings_total{kind="bonus"}')).toBe(1);
  });

  it('count a login sent without the captcha it needs as a captcha failure', async () => {
    expect((await login('Wrong12345')).status).toBe(400);
    const again = await login('Wrong12345');
    expect(again.body.message).toBe('err_captcha_required');
    const text = await registry.metrics();
    expect(seriesValue(text, 'lobby_login_failures_total{reason="credentials"}')).toBe(1);
    expect(seriesValue(text, 'lobby_login_failures_total{reason="captcha"}')).toBe(1);
  });

  it('are still served while the database is unreachable, the pending orders unknown rather than 0', async () => {
    const gone = openDatabase(':memory:');
    await gone.destroy();
    measureFrom(gone);
    const text = await registry.metrics();
    expect(seriesValue(text, 'lobby_deposits_pending')).toBeNaN();
    expect(seriesValue(text, 'lobby_withdrawals_pending')).toBeNaN();
    expect(seriesValue(text, 'lobby_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('are served on their own port only, as Prometheus text', async () => {
    const metrics = metricsServer();
    await new Promise<void>((resolve) => metrics.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('# TYPE lobby_http_requests_total counter');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => metrics.close(resolve));
    }
    expect(await (await server.fetch('/metrics')).text()).not.toContain('lobby_http_requests_total');
  });
});
