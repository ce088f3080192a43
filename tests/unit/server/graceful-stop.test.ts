// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, openPostgres } from '#server/db/database';
import { createApiClient } from '#src/shared/api/client';
import { copyTemplate, testDatabaseUrl } from '#tests/helpers/postgres';
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process';

/**
 * A deploy's stop (SIGTERM) in the middle of a burst of deposits: readiness says "stopping" at
 * once, requests keep being taken for the notice, then none; every request the server took is
 * answered (none is cut), every one sent after it stopped is refused at the door, and every
 * wallet equals its ledger. On the SQLite file, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const NOTICE_MS = 400;
/** Each deposit is held this long (the test-faults latency) so that many are in flight at the stop. */
const HELD_MS = 1_200;

let dataDir: string;
let databaseUrl = '';
let dropDatabase = async () => {};
let db: Db;
let server: ServerProcess;

const env = () => ({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ENABLE_TEST_CONTROLS: '1',
  DEMO_DEPOSIT_APPROVE_MS: '0',
  STOP_NOTICE_MS: String(NOTICE_MS),
  STOP_DRAIN_MS: '10000',
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-stop-'));
  const cluster = testDatabaseUrl();
  if (cluster) ({ url: databaseUrl, drop: dropDatabase } = await copyTemplate(cluster));
  server = await startServerProcess(env(), 'pipe');
  db = databaseUrl ? openPostgres(databaseUrl, 2, () => {}) : openDatabase(join(dataDir, 'platform.sqlite'));
}, 90_000);

afterAll(async () => {
  await server.stop('SIGKILL');
  await db.destroy();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { status: number; body: string } | { error: string };

/** One request on a connection of its own (no pool to race the server's closing of idle ones). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('a server stopped by SIGTERM', () => {
  it('answers every request it took, refuses the rest at the door, and keeps every wallet equal to its ledger', async () => {
    const port = server.port;
    // A page first: the server's build of the app (when there is one: the unit tests may run
    // before the build) loads after the server listens, and its loading holds the event loop for
    // a moment that would otherwise fall inside the stop's notice.
    expect(await send(port, 'GET', '/m/login')).toHaveProperty('status');
    expect(await send(port, 'GET', '/healthz')).toMatchObject({ status: 200, body: '{"status":"live"}' });
    expect(await send(port, 'GET', '/readyz')).toMatchObject({ status: 200, body: '{"status":"ready"}' });

    const api = createApiClient({ baseUrl: server.url, context: () => ({ token: null, merchantCode: 'DEMO', language: 'EN', device: 'MOBILE' }) });
    const { token } = await api.call('login', { username: 'player1', password: 'Player1234', type: 'username' });
    const channels = await createApiClient({
      baseUrl: server.url,
      context: () => ({ token, merchantCode: 'DEMO', language: 'EN', device: 'MOBILE' }),
    }).call('depositChannels', {});
    const channelCode = channels.channels[0]?.code ?? '';
    const faults = JSON.stringify([{ path: '/api/wallet/deposits', kind: 'latency', ms: HELD_MS }]);
    const deposit = (key: string) =>
      send(
        port,
        'POST',
        '/api/wallet/deposits',
        {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          Merchant: 'DEMO',
          'Idempotency-Key': key,
          Cookie: `test-faults=${encodeURIComponent(faults)}`,
        },
        JSON.stringify({ channelCode, amount: '150.00' }),
      );

    // Deposits before the stop, held in flight past it.
    const before = Array.from({ length: 12 }, (_, i) => `stop-before-${i}`);
    const inFlight = before.map((key) => deposit(key));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The notice: not ready, still alive, and still taking requests.
    expect(await send(port, 'GET', '/readyz')).toMatchObject({ status: 503, body: '{"status":"stopping"}' });
    expect(await send(port, 'GET', '/healthz')).toMatchObject({ status: 200 });
    const duringNotice = deposit('stop-notice-0');
    // After the notice, the door is shut.
    await new Promise((resolve) => setTimeout(resolve, NOTICE_MS));
    const after = await deposit('stop-after-0');
    expect(after).toEqual({ error: 'ECONNREFUSED' });

    const answered = await Promise.all([...inFlight, duringNotice]);
    expect(answered.map((a) => ('status' in a ? a.status : a.error))).toEqual(Array(before.length + 1).fill(200));
    await stopped;

    const keys = [...before, 'stop-notice-0'];
    const recorded = await db
      .selectFrom('deposit_orders')
      .select('idempotency_key')
      .where('idempotency_key', 'in', [...keys, 'stop-after-0'])
      .execute();
    expect(recorded.map((r) => r.idempotency_key).sort()).toEqual([...keys].sort());
    const unequal = await sql<{ member: number }>`
      select w.member_id as member from wallets w left join ledger_entries l on l.member_id = w.member_id
      group by w.member_id, w.balance_minor having w.balance_minor <> coalesce(sum(l.amount_minor), 0)`.execute(db);
    expect(unequal.rows).toEqual([]);
  }, 60_000);
});
