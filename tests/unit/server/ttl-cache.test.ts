// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remember, ttlCache } from '#server/services/ttl-cache';

describe('the time-limited cache', () => {
  it('keeps a value for its time and not a moment longer', () => {
    let clock = 0;
    const cache = ttlCache<string>(1_000, 10, () => clock);
    cache.set('a', 'one');
    clock = 999;
    expect(cache.get('a')).toBe('one');
    clock = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets the oldest entry go when full, counting a rewritten key as new', () => {
    const cache = ttlCache<number>(60_000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('loads once for callers at the same time, and again after a failed load', async () => {
    const cache = ttlCache<Promise<number>>(60_000, 10, () => 0);
    let loads = 0;
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('down'));
    };
    const results = await Promise.allSettled([remember(cache, 'k', failing), remember(cache, 'k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    const value = await remember(cache, 'k', async () => {
      loads += 1;
      return 7;
    });
    expect([value, loads]).toEqual([7, 2]);
    expect(await remember(cache, 'k', async () => 8)).toBe(7);
  });
});
