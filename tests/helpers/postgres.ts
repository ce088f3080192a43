import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The server tests' PostgreSQL run (vitest.postgres.config.ts, which sets TEST_ENGINE) uses the
 * cluster TEST_DATABASE_URL names (any database on it the user may connect to, with the right to
 * create databases). Each test server gets a database of its own, copied from a template that is
 * migrated and seeded once per run. The SQLite run ignores the variable, set or not.
 */
export const TEMPLATE_DATABASE = 'lobby_test_template';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL || undefined : undefined;
}

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

/** A new database copied from the template; returns its URL and a drop. */
export async function copyTemplate(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lobby_test_${randomBytes(6).toString('hex')}`;
  await onCluster(url, `create database ${name} template ${TEMPLATE_DATABASE}`);
  return { url: databaseUrl(url, name), drop: () => onCluster(url, `drop database if exists ${name} with (force)`) };
}
