import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Plain helpers on a PostgreSQL cluster, for test set-ups and the benchmark (no test runner needed). */

/** A database name of its own for one use (a run's template, a test server's copy, a benchmark). */
export const newDatabaseName = (kind: string) => `lobby_test_${kind}_${randomBytes(6).toString('hex')}`;

/** The same cluster and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the cluster's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onCluster(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
