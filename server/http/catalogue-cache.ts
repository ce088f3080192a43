import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes } from '#src/shared/contract/routes';
import { ttlCache } from '../services/ttl-cache';
import { pickEncoding } from './compression';
import type { AppEnv } from './env';

/**
 * The game catalogue's reads (the list pages, hot games, the vendors) are the same for every
 * caller: no session changes them and only a seed or an operator's import writes the catalogue.
 * Their finished answers (compressed as the client takes them) are kept for a minute, so the
 * lobby's busiest calls cost a lookup; an operator's change shows within that minute.
 */
export const CATALOGUE_PATHS: ReadonlySet<string> = new Set([apiRoutes.gameList.path, apiRoutes.hotGames.path, apiRoutes.vendorData.path]);
const TTL_MS = 60_000;
/** Pages of every category, vendor and size a lobby asks for fit many times over. */
const MAX_ENTRIES = 5_000;

type Kept = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

export function catalogueCache(now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const kept = ttlCache<Kept>(TTL_MS, MAX_ENTRIES, now);
  return async (c, next) => {
    if (c.req.method !== 'GET' || !CATALOGUE_PATHS.has(c.req.path)) return next();
    const url = new URL(c.req.url);
    const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
    const key = JSON.stringify([url.hostname, c.req.header(HEADERS.merchant) ?? '', pickEncoding(c.req.header('Accept-Encoding')), url.pathname, query]);
    const hit = kept.get(key);
    if (hit) {
      c.set('answeredRoute', url.pathname);
      return new Response(hit.body, { status: hit.status, headers: hit.headers });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    kept.set(key, { status: 200, headers: [...c.res.headers].filter(([name]) => name.toLowerCase() !== 'x-request-id'), body });
  };
}
