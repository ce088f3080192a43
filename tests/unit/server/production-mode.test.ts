// @vitest-environment node
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplate, emptyDatabase, testDatabaseUrl } from '#tests/helpers/postgres';
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process';

/**
 * The production mode (SERVER_MODE=production) on an empty database with the repository's example site
 * file: the operator's merchant and catalogue, no demo account, a lobby that works; and the starts
 * it refuses, each naming what is wrong. On the SQLite file, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const EXAMPLE = 'site.example.json';
const PRODUCTION = { SERVER_MODE: 'production', SITE_FILE: EXAMPLE, DEFAULT_MERCHANT: 'SHOP', ENABLE_TEST_CONTROLS: '0' };

let dataDir: string;
let databaseUrl = '';
let dropDatabase = async () => {};
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-production-'));
  const cluster = testDatabaseUrl();
  if (cluster) {
    const empty = await emptyDatabase(cluster);
    databaseUrl = empty.url;
    dropDatabase = empty.drop;
  }
  server = await startServerProcess({ ...PRODUCTION, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, 'pipe');
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: (await res.json()) as { success: boolean; message?: string; value?: Record<string, unknown> } };
};

/** A start that is refused: its exit code and what it said on stderr (the messages of its JSON lines). */
function refusedStart(env: Record<string, string>): Promise<{ code: number | null; said: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const messageOf = (line: string) => {
    try {
      return String((JSON.parse(line) as { msg?: unknown }).msg);
    } catch {
      return line;
    }
  };
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, said: stderr.split('\n').filter(Boolean).map(messageOf).join('\n') })));
}

describe('the production mode', () => {
  it("serves the site file's merchant and catalogue, with no demo account and no demo content", async () => {
    const config = await get('/api/site/config');
    expect(config.body.value).toMatchObject({ merchantCode: 'SHOP', merchantName: 'My Lobby' });
    const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { games: unknown[] };
    expect((await get('/api/games?pageNo=1&pageSize=100')).body.value).toMatchObject({ total: example.games.length });
    expect((await get('/api/games/hot')).status).toBe(200);
    // The demo's merchant is not there, and none of its accounts' names is taken.
    const demo = await fetch(`${server.url}/api/site/config`, { headers: { Merchant: 'DEMO' } });
    expect(demo.status).toBe(400);
    for (const username of ['player1', 'agent1', 'nobalance']) {
      expect((await get(`/api/auth/username-check?username=${username}`)).body.value).toEqual({ available: true });
    }
    // No test control answers, whatever is asked.
    expect((await get('/api/test-controls/outbox?to=8613800000001')).status).toBe(404);
  });

  it('refuses to start with test controls on, without a site file or with a bad one, naming what is wrong', async () => {
    const withControls = await refusedStart({ ...PRODUCTION, ENABLE_TEST_CONTROLS: '1' });
    expect(withControls.code).not.toBe(0);
    expect(withControls.said).toMatch(/ENABLE_TEST_CONTROLS: test controls are never on in production/);
    const { SITE_FILE: _file, ...withoutFile } = PRODUCTION;
    expect((await refusedStart(withoutFile)).said).toMatch(/SITE_FILE: the production mode takes its merchants from a site file/);
    const bad = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { merchants: { currency: string }[]; games: { vendor: string }[] };
    bad.merchants[0] = { ...bad.merchants[0], currency: 'yuan' } as (typeof bad.merchants)[0];
    bad.games[0] = { ...bad.games[0], vendor: 'NOPE' } as (typeof bad.games)[0];
    const badFile = join(dataDir, 'bad-site.json');
    writeFileSync(badFile, JSON.stringify(bad));
    const badStart = await refusedStart({ ...PRODUCTION, SITE_FILE: badFile });
    expect(badStart.said).toMatch(/merchants\.0\.currency: expected an ISO 4217 code/);
    expect(badStart.said).toMatch(/games\.0\.vendor: no vendor "NOPE" in vendors/);
    expect((await refusedStart({ ...PRODUCTION, DEFAULT_MERCHANT: 'DEMO' })).said).toMatch(/DEFAULT_MERCHANT: "DEMO" is not a merchant of site\.example\.json/);
  }, 60_000);

  it('refuses a DEFAULT_MERCHANT the database does not hold: a merchant added to the file after the first start is not seeded', async () => {
    const site = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { merchants: { code: string; hosts: string[] }[] };
    const [first] = site.merchants;
    site.merchants.push({ ...(first as { code: string; hosts: string[] }), code: 'SHOP2', hosts: ['shop2.example.com'] });
    const grown = join(dataDir, 'grown-site.json');
    writeFileSync(grown, JSON.stringify(site));
    const start = await refusedStart({ ...PRODUCTION, SITE_FILE: grown, DEFAULT_MERCHANT: 'SHOP2', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    expect(start.code).not.toBe(0);
    expect(start.said).toMatch(/DEFAULT_MERCHANT: "SHOP2" is not a merchant of the database/);
  }, 60_000);

  it('refuses to serve a database the demo seeded, whose accounts have published passwords', async () => {
    const demoDir = mkdtempSync(join(tmpdir(), 'lobby-demo-data-'));
    const cluster = testDatabaseUrl();
    const demo = cluster ? await copyTemplate(cluster) : null;
    if (!demo) copyFileSync(inject('sqliteTemplate'), join(demoDir, 'platform.sqlite'));
    try {
      const start = await refusedStart({ ...PRODUCTION, DATA_DIR: demoDir, ...(demo ? { DATABASE_URL: demo.url } : {}) });
      expect(start.code).not.toBe(0);
      expect(start.said).toMatch(/SERVER_MODE=production on a database the demo seeded \(its accounts .*player1.*\)/);
    } finally {
      await demo?.drop();
      rmSync(demoDir, { recursive: true, force: true });
    }
  }, 60_000);
});
