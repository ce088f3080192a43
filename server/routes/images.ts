import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HEAD_ICON_PRESETS } from '#src/shared/contract/head-icon';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/env';
import { renderAvatar, renderBanner, renderGameArt, renderVendorLogo, renderVipBonus, renderVipCard } from '../services/art';
import { findGame, vendorNameOf } from '../services/game-catalogue';

/** The demo image CDNs (`/cdn/a`, `/cdn/b`): same paths on each, long-lived cacheable SVGs. */
export const imageRoutes = new Hono<AppEnv>();

const CDNS = new Set(['a', 'b']);

imageRoutes.get('/cdn/:cdn/*', async (c) => {
  const cdn = c.req.param('cdn');
  if (!CDNS.has(cdn)) return c.notFound();
  // Test control: a browser test takes CDNs down for its own browser context only (by cookie).
  if (c.get('services').config.ENABLE_TEST_CONTROLS && (getCookie(c, 'test-cdn-down') ?? '').split(',').includes(cdn)) return c.text('CDN down', 503);
  const path = c.req.path.replace(/^\/cdn\/[^/]+/, '');
  const art = await artFor(c.get('services').db, path);
  if (!art) return c.notFound();
  c.header('Content-Type', 'image/svg+xml');
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('Access-Control-Allow-Origin', '*');
  return c.body(art);
});

/**
 * The artwork at a CDN path, or null for a path that names nothing. Game tiles and vendor logos
 * exist only for catalogue rows; banners and VIP art for any number their pattern allows.
 */
async function artFor(db: Db, path: string): Promise<string | null> {
  let m = /^\/icons\/games\/([A-Za-z0-9_-]+)\.svg$/.exec(path);
  if (m?.[1]) {
    const game = await findGame(db, m[1]);
    return game ? renderGameArt({ id: m[1], vendorCode: game.vendor_code, gameType: game.game_type, name: game.name }) : null;
  }
  m = /^\/icons\/vendors\/([A-Za-z0-9_]+)\.svg$/.exec(path);
  if (m?.[1]) {
    const vendorName = await vendorNameOf(db, m[1]);
    return vendorName !== undefined ? renderVendorLogo(m[1], vendorName) : null;
  }
  if (/^\/banners\/(promo-(card|banner)|[a-z]+)-\d{1,9}\.svg$/.test(path)) return renderBanner(path);
  m = /^\/images\/avatars\/preset-(\d+)\.svg$/.exec(path);
  if (m?.[1] && HEAD_ICON_PRESETS.includes(Number(m[1]))) return renderAvatar(Number(m[1]));
  m = /^\/images\/vip\/(card|bonus)-(\d{1,9})\.svg$/.exec(path);
  if (m?.[1] && m[2]) return m[1] === 'card' ? renderVipCard(Number(m[2])) : renderVipBonus(Number(m[2]));
  return null;
}
