import pg from 'pg';
import type { ServerConfig } from '../config';
import { readSiteFile } from '../site-file';
import { type Db, engineOf, postgresPoolOf } from './database';
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
  // The lock is held on a connection of its own, outside the pool: the statements outside a
  // transaction share the pool's connections (postgres-connections.ts), where it would outlive
  // its holder, and a small pool would have one connection less for the work.
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error('a PostgreSQL database without its pool');
  const holder = new pg.Client(pool.options);
  holder.on('error', () => {}); // a lost holder's lock goes with its session; the work fails on its own
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    await migrateToLatest(db);
    return await seedIfEmpty(db, seedOptions);
  } finally {
    // Ending the session lets the lock go.
    await holder.end();
  }
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

/**
 * What a start serves that the database may not hold: DEFAULT_MERCHANT (every host no merchant
 * names goes to it) stops the start when missing; merchants of a site file added after the
 * database was seeded are only reported, as the file seeds an empty database alone.
 */
export async function checkServedMerchants(db: Db, config: ServerConfig, seedOptions: SeedOptions, warn: (message: string) => void): Promise<void> {
  const wanted = [config.DEFAULT_MERCHANT, ...(seedOptions.site?.merchants.map((m) => m.code) ?? [])];
  const held = new Set((await db.selectFrom('merchants').select('code').where('code', 'in', wanted).execute()).map((m) => m.code));
  if (!held.has(config.DEFAULT_MERCHANT))
    throw new Error(`Bad server configuration: DEFAULT_MERCHANT: "${config.DEFAULT_MERCHANT}" is not a merchant of the database`);
  const missing = wanted.filter((code) => !held.has(code));
  if (missing.length > 0)
    warn(`${config.SITE_FILE} names merchants the database does not hold (${missing.join(', ')}): a site file seeds an empty database only`);
}
