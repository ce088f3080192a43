import type { RouteName } from './routes';

/**
 * The calls the service worker may answer from its cache (product rule 10.6). Everything not
 * listed (login, wallet, launch, favourites, every money call) is network only: offline it
 * fails with a clear message and nothing is kept to be sent later.
 */
export type CacheStrategy = 'stale-while-revalidate' | 'network-first';

export const OFFLINE_POLICY = {
  // The app boots from the last copy; the worker refreshes it behind.
  systemStatus: 'stale-while-revalidate',
  siteConfig: 'stale-while-revalidate',
  // Lists: fresh when the network answers within the timeout, else the last copy (marked offline).
  gameList: 'network-first',
  hotGames: 'network-first',
  vendorData: 'network-first',
  announcements: 'network-first',
  liveModels: 'network-first',
  // The promotions list is the same for everyone. A detail carries the member's joined state,
  // so it is not kept on a device that several members may share.
  promotions: 'network-first',
} as const satisfies Partial<Record<RouteName, CacheStrategy>>;

/** How long a list waits for the network before the cached copy is shown. */
export const NETWORK_FIRST_TIMEOUT_SECONDS = 3;

/**
 * The favourites queue (IndexedDB `lobby`, store `favouriteQueue`): the name of its Web Lock, held by
 * whoever delivers it (a tab or the worker), and of the Background Sync that wakes the worker to.
 */
export const FAVOURITE_QUEUE = 'favourite-queue';

/** What a queued favourite carries so that the worker can send it with no tab open. */
export type QueuedCallHeaders = { token: string; merchant: string | null; language: string; device: string };
