import { cdnUrl } from '../contract/cdn-url';

/**
 * Image URLs on one of the site's image CDNs (chosen at random, product rule 9.20). One CDN is
 * picked per page life so the browser's cache is reused across screens; the list is compared by
 * its entries, since a refreshed site config brings an equal list in a new array. A CDN that fails
 * is left for the rest of the page's life, and the image that found it down is asked of another
 * (`installImageFailover`): the worker does the same, but it is not there on a first visit.
 */
let chosen: { list: string; base: string } | null = null;
/** The CDN the server already used in the page's HTML (its painted shell), when it names one. */
let preferred: string | null = null;
/** The site's CDNs as last given, and those seen failing in this page's life. */
let known: readonly string[] = [];
const failed = new Set<string>();

export function imageUrl(path: string, cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return cdnUrl(path, '');
  known = cdns;
  const list = cdns.join('\n');
  if (!chosen || chosen.list !== list) {
    const working = cdns.filter((b) => !failed.has(b));
    const pool = working.length > 0 ? working : cdns;
    const base = preferred !== null && pool.includes(preferred) ? preferred : (pool[Math.floor(random() * pool.length)] ?? cdns[0] ?? '');
    chosen = { list, base };
  }
  return cdnUrl(path, chosen.base);
}

/** Keeps the page on the CDN its HTML already drew from, so the first banner is not fetched twice. */
export function preferImageCdn(base: string | null): void {
  preferred = base;
  chosen = null;
}

/** The CDN base and path of an absolute image URL on one of the known CDNs, or null. */
function onKnownCdn(url: string, origin: string): { base: string; path: string } | null {
  for (const base of known) {
    const absolute = new URL(cdnUrl('/', base), origin).href;
    if (url.startsWith(absolute)) return { base, path: url.slice(absolute.length - 1) };
  }
  return null;
}

/**
 * The next address to try for an image that failed at `url`, on a CDN not yet tried for it
 * (chosen at random among them), or null when there is none left. The failed CDN is left for
 * later images too.
 */
export function nextImageUrl(
  url: string,
  tried: ReadonlySet<string>,
  origin: string,
  random: () => number = Math.random,
): { url: string; base: string } | null {
  const at = onKnownCdn(url, origin);
  if (!at) return null;
  failed.add(at.base);
  if (chosen?.base === at.base) chosen = null;
  const left = known.filter((b) => b !== at.base && !tried.has(b));
  const base = left[Math.floor(random() * left.length)];
  return base === undefined ? null : { url: new URL(cdnUrl(at.path, base), origin).href, base };
}

/** Forgets the CDNs seen failing (tests; a new page life starts with none). */
export function resetImageCdns(): void {
  failed.clear();
  chosen = null;
  known = [];
}

/**
 * Every image of the page that fails on a CDN is asked of the site's other CDNs before anything
 * else hears of it: the error is caught on its way down (capture), so an image loader only sees
 * the failure once every CDN has failed. Returns the uninstall function.
 */
export function installImageFailover(doc: Document = document): () => void {
  const tried = new WeakMap<HTMLImageElement, Set<string>>();
  const onError = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.src) return;
    const bases = tried.get(img) ?? new Set<string>();
    const at = onKnownCdn(img.src, doc.location.href);
    const next = nextImageUrl(img.src, bases, doc.location.href);
    if (!next) return;
    if (at) bases.add(at.base);
    bases.add(next.base);
    tried.set(img, bases);
    event.stopPropagation();
    img.src = next.url;
  };
  doc.addEventListener('error', onError, true);
  return () => doc.removeEventListener('error', onError, true);
}
