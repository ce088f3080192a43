/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, Strategy, type StrategyHandler } from 'workbox-strategies';
import { APP_BASE } from '../src/shared/contract/app-routes';
import { type CacheStrategy, FAVOURITE_QUEUE, NETWORK_FIRST_TIMEOUT_SECONDS, OFFLINE_POLICY } from '../src/shared/contract/offline-policy';
import { HEADERS } from '../src/shared/contract/platform';
import { apiRoutes } from '../src/shared/contract/routes';
import { sessionDigest, variedKey } from './lib/cache-key';
import { deliverFavouriteQueue } from './lib/favourite-delivery';
import { failoverUrls, imageCacheKey, normaliseBases, splitCdnUrl } from './lib/image-cdn';

declare const self: ServiceWorkerGlobalScope;

/**
 * Runtime caches (product rule 10.6). A new name drops the old cache on activate. lists-v2: money
 * in answers became text ("1.00"), so a list kept with numbers is never read by the new app.
 */
const CACHES = { site: 'site-v1', lists: 'lists-v2', images: 'images-v1', meta: 'meta-v1' } as const;
const DAY = 24 * 60 * 60;

// The app shell (html, js, css, icons) from the build's manifest; stale precaches are dropped.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once, so what it shows is cached from the first
// visit. Later versions wait until the player accepts the update prompt (SKIP_WAITING below).
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => {
      const current = new Set<string>(Object.values(CACHES));
      return Promise.all(names.filter((n) => !n.startsWith('workbox-precache') && !current.has(n)).map((n) => caches.delete(n)));
    }),
  );
});

// Background Sync: favourites toggled offline reach the server even with no tab open.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === FAVOURITE_QUEUE) sync.waitUntil(deliverFavouriteQueue(self.location.origin));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Every /m/ navigation is answered by the precached shell, so deep links open offline too.
// Only /m/: an /api/ or /cdn/ address is never answered with the app's HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`${APP_BASE}/index.html`), { allowlist: [new RegExp(`^${APP_BASE}(/|$)`)], denylist: [/^\/api\//] }));

// --- API answers -----------------------------------------------------------------------------

/** Keys cached answers by URL plus language, merchant and session (see variedKey). */
const varyByHeaders: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    variedKey(request.url, {
      language: request.headers.get(HEADERS.language),
      merchant: request.headers.get(HEADERS.merchant),
      session: await sessionDigest(request.headers.get(HEADERS.authorization)),
    }),
};

/** Tells the app an answer came from the cache (lists then carry an offline mark). */
const markServedFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(HEADERS.servedFromCache, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** Site config names the image CDNs: the image route below needs them for its keys and failover. */
const learnImageCdns: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.ok) void rememberImageCdns(response.clone());
    return response;
  },
};

function strategyFor(name: keyof typeof OFFLINE_POLICY, strategy: CacheStrategy) {
  if (strategy === 'stale-while-revalidate') {
    return new StaleWhileRevalidate({
      cacheName: CACHES.site,
      plugins: [
        varyByHeaders,
        markServedFromCache,
        ...(name === 'siteConfig' ? [learnImageCdns] : []),
        new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY }),
      ],
    });
  }
  return new NetworkFirst({
    cacheName: CACHES.lists,
    networkTimeoutSeconds: NETWORK_FIRST_TIMEOUT_SECONDS,
    plugins: [varyByHeaders, markServedFromCache, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
  });
}

for (const [name, strategy] of Object.entries(OFFLINE_POLICY) as [keyof typeof OFFLINE_POLICY, CacheStrategy][]) {
  const path = apiRoutes[name].path;
  registerRoute(({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname === path, strategyFor(name, strategy));
}

// --- Images on the CDNs ----------------------------------------------------------------------

const CDN_KEY = '/__meta__/image-cdns';
let imageCdns: Promise<string[]> = caches
  .open(CACHES.meta)
  .then((cache) => cache.match(CDN_KEY))
  .then((r) => (r ? (r.json() as Promise<unknown>) : []))
  .then((list) => (Array.isArray(list) ? list.filter((b): b is string => typeof b === 'string') : []))
  .catch(() => []);

async function rememberImageCdns(response: Response): Promise<void> {
  const body = (await response.json().catch(() => null)) as { value?: { info?: { imageCDNs?: unknown } } } | null;
  const list = body?.value?.info?.imageCDNs;
  if (!Array.isArray(list)) return;
  const bases = normaliseBases(
    list.filter((b): b is string => typeof b === 'string'),
    self.location.origin,
  );
  imageCdns = Promise.resolve(bases);
  const cache = await caches.open(CACHES.meta);
  await cache.put(CDN_KEY, new Response(JSON.stringify(bases), { headers: { 'Content-Type': 'application/json' } }));
}

/**
 * Stale-while-revalidate for CDN images, keyed by path so any CDN's copy serves, and falling
 * over to the other CDNs when the chosen one fails or answers with an error.
 */
class CdnImageStrategy extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const bases = await imageCdns;
    const onCdn = splitCdnUrl(request.url, bases);
    const key = onCdn ? imageCacheKey(onCdn.path, self.location.origin) : request;
    const cached = await handler.cacheMatch(key);
    const refreshed = this.fetchAny(request, onCdn, bases, handler).then(async (response) => {
      if (response.ok) await handler.cachePut(key, response.clone());
      return response;
    });
    if (cached) {
      handler.waitUntil(refreshed.catch(() => undefined));
      return cached;
    }
    return refreshed;
  }

  private async fetchAny(
    request: Request,
    onCdn: { base: string; path: string } | null,
    bases: readonly string[],
    handler: StrategyHandler,
  ): Promise<Response> {
    const urls = [request.url, ...(onCdn ? failoverUrls(onCdn.path, onCdn.base, bases) : [])];
    let last: Response | null = null;
    let error: unknown = null;
    for (const url of urls) {
      try {
        const response = await handler.fetch(
          url === request.url ? request : new Request(url, { credentials: request.credentials, mode: request.mode === 'navigate' ? 'cors' : request.mode }),
        );
        // An opaque answer (a cross-origin CDN without CORS) cannot be judged: take it, uncached.
        if (response.ok || response.type === 'opaque') return response;
        last = response;
      } catch (e) {
        error = e;
      }
    }
    if (last) return last;
    throw error instanceof Error ? error : new Error('image unavailable');
  }
}

registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new CdnImageStrategy({ cacheName: CACHES.images, plugins: [new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })] }),
);
