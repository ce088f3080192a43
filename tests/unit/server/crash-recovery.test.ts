// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, openPostgres } from '#server/db/database';
import { type ApiClient, createApiClient } from '#src/shared/api/client';
import { testControlRoutes } from '#src/shared/contract/test-control-routes';
import { copyTemplate, testDatabaseUrl } from '#tests/helpers/postgres';
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process';

/**
 * The server killed outright (SIGKILL, no shutdown) in the middle of a burst of deposits,
 * withdrawals, bets and mall redemptions, three times: after each restart every balance equals
 * its ledger, and every request the server acknowledged is there exactly once, even when the
 * client sends all of them again with the same keys. On the SQLite file, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const KILLS = 3;
const EACH = 12;

let dataDir: string;
let databaseUrl = '';
let dropDatabase = async () => {};
/** The test's own connection to the server's database, to read what is on record. */
let db: Db;
let server: ServerProcess | null = null;
let port = 0;

async function start(): Promise<void> {
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  server = await startServerProcess(
    { DATA_DIR: dataDir, ...database, ENABLE_TEST_CONTROLS: '1', DEMO_DEPOSIT_APPROVE_MS: '0', DEMO_WITHDRAW_APPROVE_MS: '600000' },
    'pipe',
  );
  port = server.port;
}

async function kill(): Promise<void> {
  await server?.stop('SIGKILL');
  server = null;
}

const base = () => `http://127.0.0.1:${port}`;
const client = (token: string | null): ApiClient =>
  createApiClient({ baseUrl: () => base(), context: () => ({ token, merchantCode: 'DEMO', language: 'EN', device: 'MOBILE' }), timeoutMs: 5_000 });

type Sent = { kind: 'deposit' | 'withdrawal' | 'bet' | 'redemption'; key: string; send: () => Promise<unknown>; acknowledged: boolean };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-crash-'));
  const cluster = testDatabaseUrl();
  if (cluster) ({ url: databaseUrl, drop: dropDatabase } = await copyTemplate(cluster));
  await start();
  db = databaseUrl ? openPostgres(databaseUrl, 2, () => {}) : openDatabase(join(dataDir, 'platform.sqlite'));
  // Approved deposits add turnover that a few 1.00 spins never meet: here withdrawals need none.
  await db.updateTable('withdraw_settings').set({ turnover_multiple_pct: 0 }).where('merchant_code', '=', 'DEMO').execute();
}, 90_000);

afterAll(async () => {
  await kill();
  await db.destroy();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The requests of one burst, each with its own key, for a member with a card and a game open. */
async function burst(round: number): Promise<Sent[]> {
  const token = (await client(null).call('login', { username: 'player1', password: 'Player1234', type: 'username' })).token;
  const api = client(token);
  const granted = await fetch(`${base()}${testControlRoutes.grantPoints.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify({ account: 'player1', points: 100_000 }),
  });
  expect(granted.ok).toBe(true);
  const [channels, cards, mall, launch] = await Promise.all([
    api.call('depositChannels', {}),
    api.call('bankCards', {}),
    api.call('mallHome', {}),
    api.call('launchGame', { nodeId: 'SPW-0001' }),
  ]);
  const channel = channels.channels[0]?.code ?? '';
  const card = cards.cards[0]?.id ?? 0;
  const item = mall.items.find((i) => i.stock > 0)?.id ?? 0;
  const game = `${base()}${launch.url}/spin`;
  const sent: Sent[] = [];
  for (let i = 0; i < EACH; i += 1) {
    const key = (kind: string) => `crash-${round}-${kind}-${i}`;
    sent.push({
      kind: 'deposit',
      key: key('d'),
      acknowledged: false,
      send: () => api.call('createDeposit', { channelCode: channel, amount: '150.00' }, { idempotencyKey: key('d') }),
    });
    sent.push({
      kind: 'withdrawal',
      key: key('w'),
      acknowledged: false,
      send: () => api.call('createWithdrawal', { cardId: card, amount: '100.00', paymentPassword: '123456' }, { idempotencyKey: key('w') }),
    });
    sent.push({
      kind: 'bet',
      key: `bet:${launch.url.split('/').pop()}:${key('b')}`,
      acknowledged: false,
      send: async () => {
        const res = await fetch(game, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ stake: '100.00', idempotencyKey: key('b') }),
        });
        if (!res.ok) throw new Error(`spin ${res.status}`);
      },
    });
    sent.push({
      kind: 'redemption',
      key: key('r'),
      acknowledged: false,
      send: () => api.call('redeemMallItem', { itemId: item }, { idempotencyKey: key('r') }),
    });
  }
  return sent;
}

/** How many times each request's key is on record. */
async function recorded(sent: readonly Sent[]): Promise<number[]> {
  const tables = { deposit: 'deposit_orders', withdrawal: 'withdrawal_orders', bet: 'ledger_entries', redemption: 'mall_redemptions' } as const;
  return Promise.all(
    sent.map(async (s) => {
      const row = await db
        .selectFrom(tables[s.kind])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idempotency_key', '=', s.key)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
}

async function walletsMatchLedger(): Promise<{ member: number; balance: number; sum: number }[]> {
  const rows = await sql<{ member: number; balance: number; sum: number }>`
    select w.member_id as member, w.balance_minor as balance, coalesce(sum(l.amount_minor), 0) as sum
    from wallets w left join ledger_entries l on l.member_id = w.member_id
    group by w.member_id, w.balance_minor having w.balance_minor <> coalesce(sum(l.amount_minor), 0)`.execute(db);
  return rows.rows;
}

describe('a server killed mid-burst', () => {
  it(`loses nothing and applies nothing twice, over ${KILLS} kills`, async () => {
    let acknowledged = 0;
    const kinds: string[] = [];
    for (let round = 0; round < KILLS; round += 1) {
      const sent = await burst(round);
      const all = sent.map(async (s) => {
        try {
          await s.send();
          s.acknowledged = true;
        } catch {
          // A request cut off by the kill: the client would send it again with its key.
        }
      });
      // Kill once part of the burst has been answered: later each round, so every kind gets cut.
      await new Promise((resolve) => setTimeout(resolve, [150, 1000, 2500][round] ?? 500));
      await kill();
      await Promise.all(all);
      await start();

      expect(await walletsMatchLedger()).toEqual([]);
      const before = await recorded(sent);
      sent.forEach((s, i) => {
        if (s.acknowledged) expect([s.kind, s.key, before[i]]).toEqual([s.kind, s.key, 1]);
        else expect(before[i]).toBeLessThanOrEqual(1);
      });
      // The client's retries, every request again with its key: each is there at most once.
      await Promise.all(sent.map((s) => s.send().catch(() => undefined)));
      expect((await recorded(sent)).every((n) => n <= 1)).toBe(true);
      expect(await walletsMatchLedger()).toEqual([]);
      acknowledged += sent.filter((s) => s.acknowledged).length;
      kinds.push(...sent.filter((s) => s.acknowledged).map((s) => s.kind));
    }
    // The bursts were cut: some requests answered, some not, of every kind.
    expect(acknowledged).toBeGreaterThan(0);
    expect(acknowledged).toBeLessThan(KILLS * EACH * 4);
    expect(new Set(kinds)).toEqual(new Set(['deposit', 'withdrawal', 'bet', 'redemption']));
  }, 240_000);
});
