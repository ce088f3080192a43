import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres, transact } from '#server/db/database';
import { emptyDatabase, testDatabaseUrl } from '#tests/helpers/postgres';

// PostgreSQL's own: SQLite keeps its statements in the driver and re-plans them by itself.
const cluster = testDatabaseUrl();

describe.skipIf(!cluster)('prepared statements on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  // Untyped tables of the test's own, read with sql`...`: the platform's schema is not needed here.
  const rows = (table: string) => sql<Record<string, unknown>>`select * from ${sql.table(table)} order by a`;

  beforeAll(async () => {
    const created = await emptyDatabase(cluster ?? '');
    drop = created.drop;
    // One connection: the statement prepared before the schema change is the one run after it.
    db = openPostgres(created.url, 1);
    await sql`create table plain (a bigint)`.execute(db);
    await sql`create table inside (a bigint)`.execute(db);
    await sql`create table first (a bigint)`.execute(db);
    await sql`create table held (a bigint)`.execute(db);
    await sql`insert into plain values (1)`.execute(db);
    await sql`insert into inside values (1)`.execute(db);
    await sql`insert into first values (1)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('runs the same text again from the prepared statement, with new parameters', async () => {
    const read = (a: number) => sql<{ a: number }>`select a from plain where a = ${a}`.execute(db);
    expect((await read(1)).rows).toEqual([{ a: 1 }]);
    await sql`insert into plain values (2)`.execute(db);
    expect((await read(2)).rows).toEqual([{ a: 2 }]);
  });

  it('prepares a statement again when a schema change altered the columns it returns', async () => {
    expect((await rows('plain').execute(db)).rows[0]).toEqual({ a: 1 });
    await sql`alter table plain add column b text default 'x'`.execute(db);
    expect((await rows('plain').execute(db)).rows[0]).toEqual({ a: 1, b: 'x' });
  });

  it('runs a transaction again from the start when its statement outlived a schema change', async () => {
    let runs = 0;
    const work = () =>
      transact(db, async (trx) => {
        runs += 1;
        await sql`update inside set a = a + 1`.execute(trx);
        return (await rows('inside').execute(trx)).rows[0];
      });
    expect(await work()).toEqual({ a: 2 });
    await sql`alter table inside add column b text default 'y'`.execute(db);
    runs = 0;
    // The first run's update is rolled back with it: the row moves once.
    expect(await work()).toEqual({ a: 3, b: 'y' });
    expect(runs).toBe(2);
  });

  it('runs a transaction again when its first statement, sent with its BEGIN, outlived a schema change', async () => {
    let runs = 0;
    const work = () =>
      transact(db, async (trx) => {
        runs += 1;
        const read = (await rows('first').execute(trx)).rows[0];
        await sql`update first set a = a + 1`.execute(trx);
        return read;
      });
    expect(await work()).toEqual({ a: 1 });
    await sql`alter table first add column b text default 'z'`.execute(db);
    runs = 0;
    expect(await work()).toEqual({ a: 2, b: 'z' });
    expect(runs).toBe(2);
    expect((await rows('first').execute(db)).rows[0]).toEqual({ a: 3, b: 'z' });
  });

  it('holds the BEGIN back for the first statement and still opens the transaction: a later failure undoes that statement', async () => {
    const failing = transact(db, async (trx) => {
      await sql`insert into held values (1)`.execute(trx);
      await sql`insert into held values (2)`.execute(trx);
      await sql`select 1 / 0`.execute(trx);
    });
    await expect(failing).rejects.toThrow(/division by zero/);
    expect((await rows('held').execute(db)).rows).toEqual([]);
    // A transaction with no statement sends nothing and answers.
    expect(await transact(db, async () => 'nothing to do')).toBe('nothing to do');
    await transact(db, async (trx) => {
      await sql`insert into held values (3)`.execute(trx);
    });
    expect((await rows('held').execute(db)).rows).toEqual([{ a: 3 }]);
  });
});
