import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Prepared statements kept for reuse; the queries are a few hundred shapes, so this bound is never reached in practice. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query afresh; SQLite's parse and plan then cost more than the lookup
 * itself. Statements are kept by their SQL text (parameters are bound per run) and reused.
 * better-sqlite3 runs one statement to completion before the next, so a kept one is never busy,
 * and SQLite re-plans a kept statement by itself when the schema changes.
 */
function keepPreparedStatements(sqlite: SQLite.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (!statement) {
      statement = prepare(source);
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value ?? '');
      kept.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/** Opens the SQLite file (":memory:" for tests). WAL keeps readers off the writer's back. */
export function openDatabase(file: string): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  keepPreparedStatements(sqlite);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
