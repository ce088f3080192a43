import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { remember, ttlCache } from '../services/ttl-cache';
import type { AppEnv, Services } from './env';
import { merchantOfHost } from './merchant';

/**
 * Headers every answer carries: no type sniffing, the referrer only as an origin across sites
 * unless the page keeps it to itself (the game and chat pages carry tokens in their paths and
 * send none), no powerful features the app does not use, and HSTS when the operator says the
 * server sits behind TLS. An answer without a policy of its own gets one that loads and frames
 * nothing (the app's HTML, the game and chat pages and the pictures set theirs); scripts get none,
 * as a policy on sw.js would bind the service worker.
 */
export function securityHeaders(config: Pick<Services['config'], 'BEHIND_TLS'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, config);
  };
}

/** The headers of securityHeaders on `headers`: also for an answer made outside the app (server/http/listener.ts). */
export function applySecurityHeaders(headers: Headers, config: Pick<Services['config'], 'BEHIND_TLS'>): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  if (config.BEHIND_TLS) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  const type = headers.get('Content-Type') ?? '';
  if (!headers.has('Content-Security-Policy') && !type.includes('javascript'))
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  // For browsers that read only the older header: framed by the app itself, or not at all.
  const framedBySelf = /frame-ancestors 'self'/.test(headers.get('Content-Security-Policy') ?? '');
  headers.set('X-Frame-Options', framedBySelf ? 'SAMEORIGIN' : 'DENY');
}

/** The CSP hash source of each inline script of a page (the build's script loader). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The app page's policy: its own scripts and the build's inline loader by hash (no other inline
 * script), pictures from itself and the merchant's image CDNs (and data/blob URLs: QR codes, a
 * picture being uploaded), calls to itself, frames of its own game and chat pages, and framed by
 * no one. Inline styles stay allowed: React's style attributes and the painted shell use them.
 */
export function appPagePolicy(scriptHashes: readonly string[], imageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const ORIGINS_TTL_MS = 60_000;
const MAX_HOSTS = 64;

/** The origins of the image CDNs of the merchant of a host (relative CDN paths are the server's own), kept a minute per host. */
export function imageOrigins(now: () => number = Date.now) {
  const kept = ttlCache<Promise<string[]>>(ORIGINS_TTL_MS, MAX_HOSTS, now);
  return (services: Pick<Services, 'db' | 'config'>, host: string): Promise<string[]> => remember(kept, host, () => originsOf(services, host).catch(() => []));
}

async function originsOf(services: Pick<Services, 'db' | 'config'>, host: string): Promise<string[]> {
  const merchant = await merchantOfHost(services, host);
  if (!merchant) return [];
  const row = await services.db
    .selectFrom('site_settings')
    .select('value_json')
    .where('merchant_code', '=', merchant.code)
    .where('key', '=', 'imageCDNs')
    .executeTakeFirst();
  const list: unknown = row ? JSON.parse(row.value_json) : [];
  if (!Array.isArray(list)) return [];
  const origins = new Set<string>();
  for (const cdn of list) {
    if (typeof cdn !== 'string' || !/^https?:\/\//i.test(cdn)) continue;
    try {
      origins.add(new URL(cdn).origin);
    } catch {
      // A malformed entry draws nothing: the client skips it too.
    }
  }
  return [...origins];
}
