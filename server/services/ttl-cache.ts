/**
 * A small in-memory cache whose entries live a fixed time, bounded in size (the oldest entry
 * goes first). Each server process keeps its own: it holds only what the database gives again,
 * so several instances need not share it.
 */
export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
};

export function ttlCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now): TtlCache<V> {
  const kept = new Map<string, { at: number; value: V }>();
  return {
    get: (key) => {
      const entry = kept.get(key);
      return entry && now() - entry.at < ttlMs ? entry.value : undefined;
    },
    set: (key, value) => {
      kept.delete(key);
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, { at: now(), value });
    },
    delete: (key) => {
      kept.delete(key);
    },
  };
}

/** The kept promise for `key`, or a new one from `load`; one that fails is dropped, so the next call tries again. */
export function remember<V>(cache: TtlCache<Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
