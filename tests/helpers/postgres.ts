import { inject } from 'vitest';
import { databaseUrl, newDatabaseName, onCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template database (tests/helpers/postgres-setup.ts). */
    pgTemplate: string;
  }
}

/**
 * The server tests' PostgreSQL run (vitest.postgres.config.ts, which sets TEST_ENGINE) uses the
 * cluster TEST_DATABASE_URL names (any database on it the user may connect to, with the right to
 * create databases). Each test server gets a database of its own, copied from a template that is
 * migrated and seeded once per run, named for the run so that runs on one cluster keep apart.
 * The SQLite run ignores the variable, set or not.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL || undefined : undefined;
}

/** A new database copied from the run's template; returns its URL and a drop. */
export async function copyTemplate(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = newDatabaseName('db');
  await onCluster(url, `create database ${name} template ${inject('pgTemplate')}`);
  return { url: databaseUrl(url, name), drop: () => onCluster(url, `drop database if exists ${name} with (force)`) };
}

/** A new, empty database (no schema, no seed); returns its URL and a drop. */
export async function emptyDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = newDatabaseName('empty');
  await onCluster(url, `create database ${name}`);
  return { url: databaseUrl(url, name), drop: () => onCluster(url, `drop database if exists ${name} with (force)`) };
}
