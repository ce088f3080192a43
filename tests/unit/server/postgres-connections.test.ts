import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres, transact } from '#server/db/database';
import { emptyDatabase, testDatabaseUrl } from '#tests/helpers/postgres';

// PostgreSQL's own: how statements share connections (server/db/postgres-connections.ts).
const cluster = testDatabaseUrl();

describe.skipIf(!cluster)('connections to PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let url = '';
  const pid = async (on: Db = db) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(on)).rows[0]?.pid;

  beforeAll(async () => {
    const created = await emptyDatabase(cluster ?? '');
    drop = created.drop;
    url = created.url;
    // Two shared connections and two for transactions.
    db = openPostgres(created.url, 4, () => {});
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('answers each of many statements sent at once with its own result, and fails only the one that fails', async () => {
    const sent = Array.from({ length: 40 }, (_, i) =>
      i === 7 ? sql`select 1 / 0 as n`.execute(db) : sql<{ n: number }>`select ${i}::bigint as n`.execute(db),
    );
    const settled = await Promise.allSettled(sent);
    settled.forEach((outcome, i) => {
      if (i === 7) expect(outcome).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: 'division by zero' }) });
      else expect(outcome).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: i }] } });
    });
    // Outside transactions the statements share two connections.
    const pids = new Set(await Promise.all(Array.from({ length: 10 }, () => pid())));
    expect(pids.size).toBeLessThanOrEqual(2);
  });

  it('opens another shared connection when one is lost', async () => {
    const lost = await pid();
    await transact(db, (trx) => sql`select pg_terminate_backend(${lost})`.execute(trx));
    let answered: number | undefined;
    for (let tries = 0; tries < 4 && answered === undefined; tries += 1) answered = await pid().catch(() => undefined);
    expect(answered).toBeDefined();
    expect(answered).not.toBe(lost);
  });

  it("keeps db.connection()'s work on one session, a transaction in it included", async () => {
    const held = await db.connection().execute(async (connection) => {
      const first = await pid(connection);
      await sql`select pg_advisory_lock(4242)`.execute(connection);
      const inside = await connection.transaction().execute((trx) => pid(trx));
      const locks = await sql<{ n: number }>`select count(*) as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`.execute(connection);
      await sql`select pg_advisory_unlock(4242)`.execute(connection);
      return { first, inside, locks: locks.rows[0]?.n };
    });
    expect(held.inside).toBe(held.first);
    expect(held.locks).toBe(1);
  });

  it('closes while a shared connection is still opening: the statement waiting for it fails, the close ends', async () => {
    const closing = openPostgres(url, 4, () => {});
    const waiting = sql`select 1 as n`.execute(closing).then(
      () => 'answered',
      () => 'refused',
    );
    await closing.destroy();
    expect(['answered', 'refused']).toContain(await waiting);
  });
});
