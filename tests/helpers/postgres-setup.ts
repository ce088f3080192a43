import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed/seed';
import { setPasswordHashCost } from '#server/services/passwords';
import { TEST_HASH_COST } from './password-cost';
import { databaseUrl, newDatabaseName, onCluster } from './postgres-cluster';

/** Vitest global set-up of the PostgreSQL run: one migrated, seeded template for every test server. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL run needs a cluster');
  const template = newDatabaseName('template');
  await onCluster(url, `create database ${template}`);
  project.provide('pgTemplate', template);
  // The seeded members' hashes at the test servers' cost, as they log in all through the run.
  setPasswordHashCost(TEST_HASH_COST);
  const db = openPostgres(databaseUrl(url, template), 1);
  await migrateToLatest(db);
  await seedIfEmpty(db, { testFixtures: true });
  await db.destroy();
  return () => onCluster(url, `drop database if exists ${template} with (force)`);
}
