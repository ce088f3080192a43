import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import { readSiteFile } from '../site-file';
import { type Db, engineOf } from './database';
import { migrateToLatest } from './migrate';
import { type SeedOptions, seedIfEmpty } from './seed/seed';

/** Any number: the one PostgreSQL advisory lock that instances starting together take in turn. */
const PREPARE_LOCK = 7_226_311;

/**
 * Brings the database to the latest migration and seeds it when empty; returns whether it seeded.
 * Several server instances may start at once on one PostgreSQL database: they take turns under
 * an advisory lock, so one migrates and seeds and the others find the work done.
 */
export async function prepareDatabase(db: Db, seedOptions: SeedOptions = {}): Promise<boolean> {
  if (engineOf(db) === 'sqlite') {
    await migrateToLatest(db);
    return seedIfEmpty(db, seedOptions);
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      await migrateToLatest(connection);
      return await seedIfEmpty(connection, seedOptions);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

/**
 * What an empty database is seeded with: the demo, or in the production mode the operator's site
 * file, read and checked at every start (a bad file stops it, naming each bad field).
 */
export function seedOptionsFor(config: ServerConfig): SeedOptions {
  if (config.SERVER_MODE !== 'production' || !config.SITE_FILE) return { testFixtures: config.ENABLE_TEST_CONTROLS };
  const site = readSiteFile(config.SITE_FILE);
  const codes = site.merchants.map((m) => m.code);
  // A request from a host no merchant names goes to DEFAULT_MERCHANT: it must be one of the file's.
  if (!codes.includes(config.DEFAULT_MERCHANT))
    throw new Error(`Bad server configuration: DEFAULT_MERCHANT: "${config.DEFAULT_MERCHANT}" is not a merchant of ${config.SITE_FILE} (${codes.join(', ')})`);
  return { site };
}
