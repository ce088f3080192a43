import { STORAGE_KEYS } from '#src/shared/storage/keys';

/** Two reloads for missing chunks closer than this would be a loop: the second one is skipped. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

/**
 * A deploy removes the old build's lazy chunks; a page still running the old build fails to
 * load one (vite:preloadError). One reload picks up the new build; if that happened moments
 * ago, the error is left to the route's error screen (with its retry) instead of looping.
 */
export function reloadOnMissingChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last: number | null = null;
    try {
      const raw = sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt);
      last = raw === null ? null : Number(raw);
    } catch {
      // storage blocked: reload anyway, the browser's own history stops a loop
    }
    const now = Date.now();
    if (!shouldReloadForChunk(last, now)) return;
    event.preventDefault();
    try {
      sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
    } catch {
      // as above
    }
    window.location.reload();
  });
}
