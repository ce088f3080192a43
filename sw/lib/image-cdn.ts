/**
 * Image CDN arithmetic for the worker. The app puts a path (`/icons/games/x.svg`) behind one of
 * the site's image CDNs chosen at random; the worker caches it under a key made of the path
 * alone, so a copy fetched from one CDN serves requests to any other, and a failed CDN can be
 * replaced by another that has the same path.
 */

/** CDN bases as absolute URLs without a trailing slash (`/cdn/a` -> `https://host/cdn/a`). */
export function normaliseBases(bases: readonly string[], origin: string): string[] {
  return bases.flatMap((base) => {
    try {
      return [new URL(base, origin).href.replace(/\/$/, '')];
    } catch {
      return [];
    }
  });
}

/** Which CDN served `url` and the path behind it, or null for an image on no known CDN. */
export function splitCdnUrl(url: string, bases: readonly string[]): { base: string; path: string } | null {
  for (const base of bases) {
    if (url.startsWith(`${base}/`)) return { base, path: url.slice(base.length) };
  }
  return null;
}

/** The cache key of a CDN image: the same for every CDN; never fetched, only matched. */
export function imageCacheKey(path: string, origin: string): string {
  return `${origin}/__cdn-image__${path}`;
}

/** The other CDNs to try, in order, when `failed` did not answer. */
export function failoverUrls(path: string, failed: string, bases: readonly string[]): string[] {
  return bases.filter((b) => b !== failed).map((b) => `${b}${path}`);
}
