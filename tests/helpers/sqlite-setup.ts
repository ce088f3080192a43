import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed/seed';
import { setPasswordHashCost } from '#server/services/passwords';
import { TEST_HASH_COST } from './password-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, seeded SQLite file, copied by each test server (tests/helpers/test-server.ts). */
    sqliteTemplate: string;
  }
}

/**
 * Vitest global set-up: migrates and seeds one SQLite file for the whole run. A test server
 * copies it (a file copy of a few megabytes) instead of seeding its own, which took about a
 * third of a second per test.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-template-'));
  const file = join(dir, 'platform.sqlite');
  // The seeded members' hashes at the test servers' cost, as they log in all through the run.
  setPasswordHashCost(TEST_HASH_COST);
  const db = openDatabase(file);
  await migrateToLatest(db);
  await seedIfEmpty(db, { testFixtures: true });
  // Closing the last connection checkpoints the write-ahead log into the file: the copy is whole.
  await db.destroy();
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
