import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes } from '#src/shared/contract/routes';
import { ttlCache } from '../services/ttl-cache';
import { pickEncoding } from './compression';
import type { AppEnv, Merchant } from './env';

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

/** An answer as sent, and the merchant it was made for (the key's host and header resolve to it), for the access log. */
type Kept = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer>; merchant: Merchant | undefined };

export function catalogueCache(now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const kept = ttlCache<Kept>(TTL_MS, MAX_ENTRIES, now);
  /**
   * The answers being made, by key: a lobby's players ask for the same first page at once (after
   * a start, a deploy, each minute's expiry), and every miss went to the database, a queue of
   * identical reads behind the pool. One makes the answer; the others wait for it.
   */
  const making = new Map<string, Promise<Kept | null>>();
  return async (c, next) => {
    if (c.req.method !== 'GET' || !CATALOGUE_PATHS.has(c.req.path)) return next();
    const url = new URL(c.req.url);
    const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
    const key = JSON.stringify([url.hostname, c.req.header(HEADERS.merchant) ?? '', pickEncoding(c.req.header('Accept-Encoding')), url.pathname, query]);
    // Looked up before any await: the first miss registers before the next request looks.
    const underway = making.get(key);
    const hit = kept.get(key) ?? (underway ? await underway : undefined);
    if (hit) {
      c.set('answeredRoute', url.pathname);
      if (hit.merchant) c.set('merchant', hit.merchant);
      return new Response(hit.body, { status: hit.status, headers: hit.headers });
    }
    let made: (answer: Kept | null) => void = () => undefined;
    making.set(key, new Promise((resolve) => (made = resolve)));
    try {
      await next();
      // Only a success is kept; a caller that waited for a failure asks for itself.
      if (c.res.status !== 200) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      const headers = [...c.res.headers].filter(([name]) => name.toLowerCase() !== 'x-request-id');
      const answer: Kept = { status: 200, headers, body, merchant: c.get('merchant') };
      kept.set(key, answer);
      made(answer);
    } finally {
      made(null);
      making.delete(key);
    }
  };
}
