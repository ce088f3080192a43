import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { codeOf, RunAgain } from './failures';

/**
 * How the server talks to PostgreSQL (docs/decisions/012). Under the hundred players of the
 * load bench the server's one core is the bottleneck, and on PostgreSQL each round trip costs it a
 * socket write and a read (a fifth of its time went to the writes alone), so:
 *
 * - Statements outside a transaction (most of a request's reads and single writes) share a few
 *   connections in pg's pipeline mode: each is sent without waiting for the ones before it, and
 *   everything sent in one turn of the event loop leaves in one write; PostgreSQL answers them in
 *   order, each statement its own implicit transaction, an error in one failing only that one.
 * - A transaction takes a connection of its own from the pool, as before, and its BEGIN is held
 *   back and written with its first statement (a transaction that ends before any statement
 *   sends nothing).
 * - Every query is a named prepared statement, named by its SQL text: each connection has
 *   PostgreSQL parse it once and, after five runs, plan it once; later runs send the parameters
 *   alone (15 to 25 percent more requests a second when it came).
 *
 * A statement prepared before a migration changed the columns it returns fails with
 * STALE_STATEMENT (another instance migrating during a rolling deploy): its text gets a new name,
 * prepared afresh, and runs again, at once outside a transaction, from the start inside one
 * (RunAgain, which transact() runs again).
 */
export function postgresConnections(pool: pg.Pool, log: (message: string) => void): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const statements: Statements = {
    nameOf: (text) => {
      let name = names.get(text);
      if (name === undefined && names.size < NAMED_STATEMENTS_MAX) {
        name = `q${named++}`;
        names.set(text, name);
      }
      return name;
    },
    forget: (text) => names.delete(text),
  };
  // Two shared, one more while db.connection()'s work holds one it took, and at least one for
  // transactions: a smaller pool shares none.
  const shared = new SharedConnections(pool, statements, (pool.options.max ?? 10) >= 4 ? SHARED_CONNECTIONS : 0, log);
  const dedicated = async () => {
    const client = await pool.connect();
    // pg-pool listens for errors on idle connections only: one lost while taken would end the process.
    const lost = (error: Error) => log(`database: connection lost: ${error.message}`);
    client.on('error', lost);
    return new PreparingClient(client, statements, {
      release: () => {
        client.off('error', lost);
        client.release();
      },
    });
  };
  return {
    connect: async () => new Lease({ dedicated, shared }),
    end: async () => {
      await shared.end();
      await pool.end();
    },
  };
}

/** The queries are a few hundred shapes: this bound on the names is never reached in practice (a shape beyond it runs unnamed). */
const NAMED_STATEMENTS_MAX = 1000;

/**
 * Connections shared by the statements outside transactions; each statement goes to the one with
 * the fewest in flight, so one slow statement holds up few others. One and two measured alike
 * under the hundred players, four a little slower (the writes split over more sockets).
 */
const SHARED_CONNECTIONS = 2;

type Statements = { nameOf: (text: string) => string | undefined; forget: (text: string) => void };

const BEGINS = /^(begin|start transaction)\b/i;
const ENDS = /^(commit|rollback)$/i;

type QueryResult<R> = PostgresQueryResult<R>;
const noRows = <R>(command: string): QueryResult<R> => ({ command: command as QueryResult<R>['command'], rowCount: 0, rows: [] });

/**
 * What Kysely holds for one query, one transaction or one `db.connection()`: a connection of its
 * own when its first statement begins a transaction, else one of the shared connections. A lease
 * that sends a second statement is `db.connection()`'s work, which may rely on its session
 * (Kysely's migrator takes a session lock, then begins a transaction on the same connection):
 * the shared connection it is on then leaves the shared ones and is the lease's alone, as the
 * statements sent on it before run first, in order, until the lease gives it back to the pool.
 */
class Lease implements PostgresPoolClient {
  #client: Promise<PreparingClient> | null = null;
  #own = false;

  constructor(private readonly connections: { dedicated: () => Promise<PreparingClient>; shared: SharedConnections }) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<QueryResult<R>> | PostgresCursor<R> {
    // Pipeline mode cannot keep a portal open between round trips; the server streams no query.
    if (typeof sql !== 'string') throw new Error('query cursors are not supported');
    if (this.#client === null) {
      const shared = BEGINS.test(sql) ? null : this.connections.shared.next();
      this.#own = shared === null;
      this.#client = shared ?? this.connections.dedicated();
    } else if (!this.#own) {
      const { shared } = this.connections;
      this.#own = true;
      this.#client = this.#client.then((client) => shared.claim(client));
    }
    return this.#client.then((client) => client.query<R>(sql, parameters));
  }

  release(): void {
    // A connection that failed to open has nothing to give back.
    if (this.#own) this.#client?.then((client) => client.release()).catch(() => {});
  }
}

type SharedConnection = {
  prepared: PreparingClient;
  /** Gives the connection back to the pool (broken, with an error) and stops listening to it. */
  release: (error?: Error) => void;
  slot: Slot;
};

/** A place for one shared connection: the connection being opened, then the open one. */
type Slot = { opening: Promise<PreparingClient>; open?: SharedConnection };

/**
 * The shared connections, opened when first needed and opened again after one is lost. A
 * statement on a shared connection waits at most LOCK_WAIT for a row another transaction holds:
 * the statements behind it on the connection wait with it.
 */
class SharedConnections {
  readonly #slots: (Slot | undefined)[];
  /** The open ones, by what their leases hold. */
  readonly #open = new Map<PreparingClient, SharedConnection>();
  #ended = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly statements: Statements,
    count: number,
    private readonly log: (message: string) => void,
  ) {
    this.#slots = new Array(count).fill(undefined);
  }

  /** The connection with the fewest statements in flight (one not open yet counts none), or null when none is shared. */
  next(): Promise<PreparingClient> | null {
    if (this.#slots.length === 0 || this.#ended) return null;
    let index = 0;
    let fewest = Number.POSITIVE_INFINITY;
    this.#slots.forEach((slot, i) => {
      const inFlight = slot?.open?.prepared.inFlight ?? 0;
      if (inFlight < fewest) [index, fewest] = [i, inFlight];
    });
    const slot = this.#slots[index] ?? this.#connect(index);
    return slot.opening;
  }

  /** Takes `prepared` out of the shared ones: the caller's alone, given back to the pool by its release(). */
  claim(prepared: PreparingClient): PreparingClient {
    const shared = this.#open.get(prepared);
    if (!shared) throw new Error('two db.connection() calls began on one shared connection: run them one after the other');
    this.#forget(shared);
    return prepared.ownedBy(() => shared.release());
  }

  #forget(shared: SharedConnection): void {
    this.#open.delete(shared.prepared);
    this.#vacate(shared.slot);
  }

  #vacate(slot: Slot): void {
    const index = this.#slots.indexOf(slot);
    if (index >= 0) this.#slots[index] = undefined;
  }

  #connect(index: number): Slot {
    const slot = {} as Slot;
    slot.opening = this.#openConnection(slot);
    this.#slots[index] = slot;
    // A connection that could not open is asked for again by the next statement.
    slot.opening.catch(() => this.#vacate(slot));
    return slot;
  }

  async #openConnection(slot: Slot): Promise<PreparingClient> {
    const client = await this.pool.connect();
    let released = false;
    let shared: SharedConnection | undefined;
    const lost = (error: Error) => {
      this.log(`database: shared connection lost: ${error.message}`);
      if (shared && this.#open.has(shared.prepared)) this.#forget(shared);
      // Given back broken: the pool closes it; the next statement opens another.
      release(error);
    };
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.off('error', lost);
      client.release(error);
    };
    client.on('error', lost);
    if (this.#ended) {
      release();
      throw new Error('the database is closing');
    }
    try {
      await client.query(`set lock_timeout = '${LOCK_WAIT}'`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    const prepared = new PreparingClient(client, this.statements, { batched: true, release: () => release() });
    shared = { prepared, release, slot };
    slot.open = shared;
    this.#open.set(prepared, shared);
    return prepared;
  }

  /** Gives every shared connection back, for the pool to close; one still opening is given back when it opens. */
  async end(): Promise<void> {
    this.#ended = true;
    const opening = this.#slots.flatMap((slot) => (slot && !slot.open ? [slot.opening] : []));
    this.#slots.fill(undefined);
    await Promise.allSettled(opening);
    for (const shared of [...this.#open.values()]) {
      this.#open.delete(shared.prepared);
      shared.release();
    }
  }
}

/** How long a statement on a shared connection waits for a row lock before it fails. */
const LOCK_WAIT = '5s';

/**
 * One connection of the pool, running every query as a named prepared statement. On a dedicated
 * connection a transaction's BEGIN is held back for its first statement; on a shared one
 * (`batched`), what is sent in one turn of the event loop leaves in one write.
 *
 * In pipeline mode each statement is its own protocol exchange: a statement sent behind a BEGIN
 * that failed would run on its own. A BEGIN fails only when the connection does, and then so
 * does everything sent on it; the statement's outcome is awaited only after the BEGIN's.
 */
class PreparingClient implements PostgresPoolClient {
  #inTransaction = false;
  /** A BEGIN not sent yet: it goes out with the transaction's first statement. */
  #begin: string | null = null;
  /** The socket holds what is sent until the end of this turn of the event loop. */
  #corked = false;
  /** Statements sent and not answered yet. */
  inFlight = 0;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly statements: Statements,
    private readonly options: { batched?: boolean; release?: () => void } = {},
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<QueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('query cursors are not supported');
    return this.#prepared<R>(sql, parameters);
  }

  release(): void {
    if (this.options.release) this.options.release();
    else this.client.release();
  }

  /** The same connection, no longer shared: its writes leave at once, and `release` gives it back. */
  ownedBy(release: () => void): PreparingClient {
    return new PreparingClient(this.client, this.statements, { release });
  }

  async #prepared<R>(text: string, values: ReadonlyArray<unknown>): Promise<QueryResult<R>> {
    if (BEGINS.test(text)) {
      this.#begin = text;
      this.#inTransaction = true;
      return noRows('BEGIN');
    }
    const ends = ENDS.test(text);
    if (ends) this.#inTransaction = false;
    const begin = this.#begin;
    this.#begin = null;
    if (begin !== null && ends) return noRows(text.toUpperCase());
    try {
      return begin === null ? await this.#run<R>(text, values) : await this.#runAfter<R>(begin, text, values);
    } catch (error) {
      if (!isStaleStatement(error)) throw error;
      this.statements.forget(text);
      if (this.#inTransaction) throw new RunAgain('a prepared statement outlived a schema change');
      return this.#run<R>(text, values);
    }
  }

  async #run<R>(text: string, values: ReadonlyArray<unknown>): Promise<QueryResult<R>> {
    if (this.options.batched && !this.#corked) this.#holdWritesForTheTurn();
    this.inFlight += 1;
    try {
      const { command, rowCount, rows } = await this.client.query<R & pg.QueryResultRow>({ name: this.statements.nameOf(text), text, values: [...values] });
      return { command: command as QueryResult<R>['command'], rowCount: rowCount ?? 0, rows };
    } finally {
      this.inFlight -= 1;
    }
  }

  #holdWritesForTheTurn(): void {
    const { stream } = this.client.connection;
    stream.cork();
    this.#corked = true;
    // After the turn's I/O callbacks: every request handled in this turn has sent its statement.
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
  }

  /** `begin`, then the statement, written at once (the socket corked around both). */
  async #runAfter<R>(begin: string, text: string, values: ReadonlyArray<unknown>): Promise<QueryResult<R>> {
    const { stream } = this.client.connection;
    stream.cork();
    const began = this.#run(begin, []);
    const ran = this.#run<R>(text, values);
    stream.uncork();
    const [opened, result] = await Promise.allSettled([began, ran]);
    if (opened.status === 'rejected') throw opened.reason;
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }
}

/**
 * PostgreSQL's refusal to run a prepared statement whose result columns a schema change altered,
 * or one the connection no longer has (pg closes a statement whose parameters it failed to
 * encode, yet keeps its name as prepared): either way the text is prepared again under a new name.
 */
const STALE_STATEMENT = '0A000';
const UNKNOWN_STATEMENT = '26000';
const isStaleStatement = (error: unknown) =>
  (codeOf(error) === STALE_STATEMENT && /cached plan must not change result type/.test(String(error))) || codeOf(error) === UNKNOWN_STATEMENT;
