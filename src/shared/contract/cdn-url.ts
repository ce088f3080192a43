/** One of a merchant's image CDNs, at random (product rule 9.20), or null when it names none. */
export function randomCdn(cdns: readonly string[], random: () => number = Math.random): string | null {
  return cdns[Math.floor(random() * cdns.length)] ?? null;
}

/**
 * A path on one image CDN base (product rule 9.20); absolute and data URLs are left as they are. The
 * server's painted shell and the client's image loader both place images with it.
 */
export function cdnUrl(path: string, base: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || !base) return path;
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
