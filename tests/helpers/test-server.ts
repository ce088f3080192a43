import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { configSchema, type ServerConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { createBodyCrypto } from '../../server/services/body-crypto';
import { createOutboxEmailGateway, createOutboxSmsGateway } from '../../server/services/message-gateways';

export type TestServer = {
  db: Db;
  config: ServerConfig;
  app: ReturnType<typeof createApp>;
  /** A fetch that answers from the in-process app, as a browser on http://localhost would see it. */
  fetch: typeof fetch;
  /** Closes the database and deletes its temporary folder. */
  stop: () => Promise<void>;
};

/** A real server app on a fresh, seeded SQLite file in a temporary folder. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-unit-'));
  const db = openDatabase(join(dir, 'platform.sqlite'));
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const config = configSchema.parse({ ENABLE_TEST_CONTROLS: '1', STATIC_DIR: './dist', ...env });
  // The outbox keeps what was "sent" (read it with GET /api/test-controls/outbox); no log lines in tests.
  const quiet = () => {};
  const app = createApp({ db, crypto: createBodyCrypto(), config, sms: createOutboxSmsGateway(db, quiet), email: createOutboxEmailGateway(db, quiet) });
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    return Promise.resolve(app.fetch(request));
  }) as typeof fetch;
  const stop = async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  return { db, config, app, fetch: fetchFn, stop };
}
