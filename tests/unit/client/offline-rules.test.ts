import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReloadForChunk } from '#src/app/pwa/chunk-reload';
import { OFFLINE_POLICY } from '#src/shared/contract/offline-policy';
import { apiRoutes } from '#src/shared/contract/routes';
import { sessionDigest, variedKey } from '#sw/lib/cache-key';
import { failoverUrls, imageCacheKey, normaliseBases, splitCdnUrl } from '#sw/lib/image-cdn';

const origin = 'https://play.example';

describe('image CDN keys and failover', () => {
  const bases = normaliseBases(['/cdn/a', 'https://img.example/b/', 'not a url::'], origin);

  it('normalises relative and absolute bases', () => {
    expect(bases.slice(0, 2)).toEqual(['https://play.example/cdn/a', 'https://img.example/b']);
  });

  it('keys an image by its path, whichever CDN served it', () => {
    const a = splitCdnUrl('https://play.example/cdn/a/icons/games/X-1.svg', bases);
    const b = splitCdnUrl('https://img.example/b/icons/games/X-1.svg', bases);
    expect(a?.path).toBe('/icons/games/X-1.svg');
    expect(imageCacheKey(a?.path ?? '', origin)).toBe(imageCacheKey(b?.path ?? '', origin));
    expect(splitCdnUrl('https://play.example/cdn/ab/icons/x.svg', bases)).toBeNull();
  });

  it('tries the other CDNs, never the failed one again', () => {
    expect(failoverUrls('/banners/home-1.svg', 'https://play.example/cdn/a', bases)).toEqual(
      bases.filter((b) => !b.endsWith('/cdn/a')).map((b) => `${b}/banners/home-1.svg`),
    );
  });
});

describe('cached API answers', () => {
  it('are kept apart by language, merchant and session', async () => {
    const url = 'https://play.example/api/games?gameType=RNG&pageNo=1';
    const th = variedKey(url, { language: 'TH', merchant: 'DEMO', session: null });
    expect(th).not.toBe(variedKey(url, { language: 'EN', merchant: 'DEMO', session: null }));
    expect(th).not.toBe(variedKey(url, { language: 'TH', merchant: 'LITE', session: null }));
    const ann = await sessionDigest('Bearer ann-token');
    expect(ann).toMatch(/^[0-9a-f]{16}$/);
    expect(ann).not.toBe(await sessionDigest('Bearer bob-token'));
    expect(variedKey(url, { language: 'TH', merchant: 'DEMO', session: ann })).not.toContain('ann-token');
  });

  it('never include a call that needs a session or moves money', () => {
    for (const name of Object.keys(OFFLINE_POLICY) as (keyof typeof OFFLINE_POLICY)[]) {
      const route = apiRoutes[name];
      expect(route.method, name).toBe('GET');
      expect('auth' in route && route.auth, name).toBeFalsy();
    }
    for (const money of ['wallet', 'launchGame', 'login', 'addFavourite'] as const) expect(Object.keys(OFFLINE_POLICY)).not.toContain(money);
  });
});

describe('reload for a vanished chunk', () => {
  it('reloads once, then not again within the guard window', () => {
    expect(shouldReloadForChunk(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + 1000)).toBe(false);
    expect(shouldReloadForChunk(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS + 1)).toBe(true);
    expect(shouldReloadForChunk(Number.NaN, 5)).toBe(true);
  });
});
