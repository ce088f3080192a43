import { createServer, type Server } from 'node:http';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, postgresPoolOf } from './db/database';

/**
 * What this process counts, in the Prometheus format: the names are the README's (Operating).
 * Counters are this process's own (Prometheus sums the instances); the pending orders are read
 * from the database when scraped, the same from every instance.
 */
export const registry = new Registry();

export const httpRequests = new Counter({
  name: 'lobby_http_requests_total',
  help: 'Requests answered, by method, route pattern and status (errors: status 5xx)',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'lobby_http_request_duration_seconds',
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const loginFailures = new Counter({
  name: 'lobby_login_failures_total',
  help: 'Logins refused for a wrong password or SMS code (reason="credentials") or a captcha missing or wrong (reason="captcha")',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const loginLocks = new Counter({
  name: 'lobby_login_locked_total',
  help: 'Logins refused because the account from that address, or the address, is locked for the window',
  registers: [registry],
});

export const ledgerPostings = new Counter({
  name: 'lobby_ledger_postings_total',
  help: 'Ledger entries written, by kind (a transaction run again after losing a race counts again)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Where the scrape-time figures come from: set once the process measures (measureFrom). */
let source: { db: Db; pool: pg.Pool | null } | null = null;

// Read before the pending orders' queries of the same scrape join the pool's queue (collected
// in the order registered), or every scrape would see its own two queries waiting.
new Gauge({
  name: 'lobby_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting: queries queued for one); none on SQLite',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = source?.pool;
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

/** A gauge of the orders in `table` waiting for the operator, counted at each scrape. */
function pendingGauge(name: string, help: string, table: 'deposit_orders' | 'withdrawal_orders'): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        const row = source
          ? await source.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('status', '=', 'pending')
              .executeTakeFirst()
          : undefined;
        this.set(Number(row?.n ?? 0));
      } catch {
        // The database is unreachable: the count is unknown (NaN, never a reassuring 0), and the
        // scrape still serves the rest, the process's own figures above all.
        this.set(Number.NaN);
      }
    },
  });
}

pendingGauge('lobby_deposits_pending', 'Deposit orders waiting for the operator', 'deposit_orders');
pendingGauge('lobby_withdrawals_pending', 'Withdrawal orders waiting for the operator', 'withdrawal_orders');

/** The database the scrape reads (and its pool, on PostgreSQL), and the process's own figures (CPU, memory, event loop), from now on. */
export function measureFrom(db: Db): void {
  if (!source) collectDefaultMetrics({ register: registry, prefix: 'lobby_' });
  source = { db, pool: postgresPoolOf(db) };
}

/**
 * The metrics on a port of their own (METRICS_PORT), never the players' one, so an operator
 * can keep it inside the network: `GET /metrics` in the Prometheus text format.
 */
export function metricsServer(): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}
