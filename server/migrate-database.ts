import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from './config';
import { connectDatabase } from './db/database';
import { prepareDatabase, seedOptionsFor } from './db/prepare';
import { createLogger } from './log';
import { setPasswordHashCost } from './services/passwords';

/**
 * `npm run migrate`: brings the database (DATABASE_URL, else the SQLite file in DATA_DIR) to the
 * release's schema, seeds it when empty, and exits. A server start does the same by itself; an
 * operator runs this first when a fleet of instances is about to roll over to a new release.
 * It logs as the server does (JSON lines at LOG_LEVEL), so a deploy's log reads as one.
 */
const config = readConfig(process.env);
const log = createLogger(config);
setPasswordHashCost(config.PASSWORD_HASH_COST);
const seedOptions = seedOptionsFor(config);
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const db = connectDatabase(config.DATABASE_URL, join(config.DATA_DIR, 'platform.sqlite'), (message) => log.error(message));
try {
  const seeded = await prepareDatabase(db, seedOptions);
  log.info(seeded ? 'Migrated and seeded a new database' : 'Migrated: the database is at the latest schema');
} finally {
  await db.destroy();
}
