import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '#server/app';
import { configSchema, type ServerConfig } from '#server/config';
import { type Db, openDatabase, openPostgres } from '#server/db/database';
import { loadBodyCrypto } from '#server/services/body-crypto';
import { createOutboxEmailGateway, createOutboxSmsGateway } from '#server/services/message-gateways';
import { setPasswordHashCost } from '#server/services/passwords';
import { TEST_HASH_COST } from './password-cost';
import { copyTemplate, testDatabaseUrl } from './postgres';

export type TestServer = {
  db: Db;
  config: ServerConfig;
  app: ReturnType<typeof createApp>;
  /** A fetch that answers from the in-process app, as a browser on http://localhost would see it. */
  fetch: typeof fetch;
  /** The same fetch as sent from another client address (the socket's, which the server reads). */
  fetchFrom: (address: string) => typeof fetch;
  /** Closes the database and deletes its temporary folder. */
  stop: () => Promise<void>;
  /** A second server instance on the same database, as behind a load balancer; stop it before this one. */
  anotherInstance: () => Promise<TestServer>;
};

/** A fresh, seeded database: a copy of the run's SQLite template in `dir`, or of the PostgreSQL template when TEST_DATABASE_URL is set. */
async function freshDatabase(dir: string): Promise<{ open: () => Db; drop: () => Promise<void> }> {
  const clusterUrl = testDatabaseUrl();
  if (clusterUrl) {
    const copy = await copyTemplate(clusterUrl);
    // A test that stops its server with a call still running loses that connection at the drop: no news.
    return { open: () => openPostgres(copy.url, 4, () => {}), drop: copy.drop };
  }
  const file = join(dir, 'platform.sqlite');
  copyFileSync(inject('sqliteTemplate'), file);
  return { open: () => openDatabase(file), drop: async () => {} };
}

/** An app as the server process builds it, on its own connection(s) to the database. */
async function instance(open: () => Db, config: ServerConfig, release: () => Promise<void>): Promise<TestServer> {
  // New passwords at the test cost, as the seeded members' are (a server process sets its own from PASSWORD_HASH_COST).
  setPasswordHashCost(TEST_HASH_COST);
  const db = open();
  // The outbox keeps what was "sent" (read it with GET /api/test-controls/outbox); no log lines in tests.
  const quiet = () => {};
  const app = createApp({ db, crypto: await loadBodyCrypto(db), config, sms: createOutboxSmsGateway(db, quiet), email: createOutboxEmailGateway(db, quiet) });
  const fetchFrom = (address?: string) =>
    ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
      // The Node adapter's bindings, as far as the server reads them (its client address).
      return Promise.resolve(address === undefined ? app.fetch(request) : app.fetch(request, { incoming: { socket: { remoteAddress: address } } }));
    }) as typeof fetch;
  const fetchFn = fetchFrom();
  const stop = async () => {
    await db.destroy();
    await release();
  };
  return { db, config, app, fetch: fetchFn, fetchFrom, stop, anotherInstance: () => instance(open, config, async () => {}) };
}

/** A real server app on a fresh, seeded database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-unit-'));
  const { open, drop } = await freshDatabase(dir);
  const config = configSchema.parse({ ENABLE_TEST_CONTROLS: '1', STATIC_DIR: './dist', ...env });
  return instance(open, config, async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });
}
