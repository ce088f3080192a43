/**
 * A path on one image CDN base (SPEC section 9); absolute and data URLs are left as they are. The
 * server's painted shell and the client's image loader both place images with it.
 */
export function cdnUrl(path: string, base: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || !base) return path;
  return `${base.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
