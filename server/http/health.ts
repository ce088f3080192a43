import { Hono, type MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AppEnv } from './env';

/** Where this process is in its life, as the health checks and a stop read it. */
export type Lifecycle = { stopping: boolean };

/** How long the readiness check waits for the database before it says no. */
const DATABASE_CHECK_MS = 2_000;

/**
 * Liveness and readiness, outside the player's API (no merchant, no session, no secrets):
 * `GET /healthz` answers while the process can answer at all; `GET /readyz` only while it is not
 * stopping and its database answers. A process listens only once its migrations have run, so
 * a ready answer also says the schema is current.
 */
export function healthRoutes(db: Db, lifecycle: Lifecycle): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Never kept by a cache (a middleware here would reach every path: the app mounts this at its root).
  const noStore = { 'Cache-Control': 'no-store' };
  routes.get('/healthz', (c) => c.json({ status: 'live' }, 200, noStore));
  routes.get('/readyz', async (c) => {
    if (lifecycle.stopping) return c.json({ status: 'stopping' }, 503, noStore);
    return (await databaseAnswers(db)) ? c.json({ status: 'ready' }, 200, noStore) : c.json({ status: 'database unavailable' }, 503, noStore);
  });
  return routes;
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const answered = sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** While stopping, every answer closes its connection: a client's next request opens one elsewhere. */
export function closeWhileStopping(lifecycle: Lifecycle): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (lifecycle.stopping) c.header('Connection', 'close');
  };
}
