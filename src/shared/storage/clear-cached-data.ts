import { LANGUAGE_CODES } from '../contract/platform';
import { withDb } from './db';
import { STORAGE_KEYS, siteConfigKey } from './keys';

/**
 * What "clear cached data" (settings) removes: copies the app can fetch again. It keeps what
 * the player chose or has not sent yet: the session, the language, the hidden balance, the
 * remembered login, a closed download bar, announcement marks the server has not confirmed,
 * and the favourites (with any toggled offline and not yet sent). The worker's precache (the app itself, not data) stays, so an
 * installed app still opens offline right after.
 */
const CACHED_KEYS = [
  STORAGE_KEYS.systemStatus,
  STORAGE_KEYS.siteConfig,
  ...LANGUAGE_CODES.map(siteConfigKey),
  STORAGE_KEYS.promoCounters,
  STORAGE_KEYS.chunkReloadAt,
] as const;

/** Bytes the origin uses, when the browser says (undefined otherwise). */
export async function storageUsage(): Promise<number | undefined> {
  try {
    return (await navigator.storage?.estimate?.())?.usage;
  } catch {
    return undefined;
  }
}

export async function clearCachedData(): Promise<void> {
  for (const key of CACHED_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
  }
  await withDb(async (db) => {
    await Promise.all([db.listPages.clear(), db.members.clear(), db.recentGames.clear(), db.screenCopies.clear()]);
  }, undefined);
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
  }
}
