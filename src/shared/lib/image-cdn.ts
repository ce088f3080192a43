import { cdnUrl } from '../contract/cdn-url';

/**
 * Image URLs on one of the site's image CDNs (SPEC section 9: chosen at random). One CDN is
 * picked per page life so the browser's cache is reused across screens; the list is compared by
 * its entries, since a refreshed site config brings an equal list in a new array.
 */
let chosen: { list: string; base: string } | null = null;
/** The CDN the server already used in the page's HTML (its painted shell), when it names one. */
let preferred: string | null = null;

export function imageUrl(path: string, cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return cdnUrl(path, '');
  const list = cdns.join('\n');
  if (!chosen || chosen.list !== list) {
    const base = preferred !== null && cdns.includes(preferred) ? preferred : (cdns[Math.floor(random() * cdns.length)] ?? cdns[0] ?? '');
    chosen = { list, base };
  }
  return cdnUrl(path, chosen.base);
}

/** Keeps the page on the CDN its HTML already drew from, so the first banner is not fetched twice. */
export function preferImageCdn(base: string | null): void {
  preferred = base;
  chosen = null;
}
