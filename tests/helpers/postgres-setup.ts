import { openPostgres } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { databaseUrl, onCluster, TEMPLATE_DATABASE } from './postgres';

/** Vitest global set-up of the PostgreSQL run: one migrated, seeded template for every test server. */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL run needs a cluster');
  await onCluster(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await onCluster(url, `create database ${TEMPLATE_DATABASE}`);
  const db = openPostgres(databaseUrl(url, TEMPLATE_DATABASE), 1);
  await migrateToLatest(db);
  await seedIfEmpty(db);
  await db.destroy();
  return () => onCluster(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
}
