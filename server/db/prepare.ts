import { sql } from 'kysely';
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
