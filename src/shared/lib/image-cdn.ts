/**
 * Image URLs on one of the site's image CDNs (SPEC section 9: chosen at random). One CDN is
 * picked per page life so the browser's cache is reused across screens; the list is compared by
 * its entries, since a refreshed site config brings an equal list in a new array.
 */
let chosen: { list: string; base: string } | null = null;

export function imageUrl(path: string, cdns: readonly string[], random: () => number = Math.random): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (cdns.length === 0) return path;
  const list = cdns.join('\n');
  if (!chosen || chosen.list !== list) chosen = { list, base: cdns[Math.floor(random() * cdns.length)] ?? cdns[0] ?? '' };
  return `${chosen.base.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
