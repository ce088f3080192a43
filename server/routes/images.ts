import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HEAD_ICON_PRESETS } from '../../src/shared/contract/head-icon';
import type { AppEnv } from '../http/env';
import { renderArt, renderAvatar } from '../services/placeholder-art';

/** The demo image CDNs (`/cdn/a`, `/cdn/b`): same paths on each, long-lived cacheable SVGs. */
export const imageRoutes = new Hono<AppEnv>();

const CDNS = new Set(['a', 'b']);

imageRoutes.get('/cdn/:cdn/*', async (c) => {
  const cdn = c.req.param('cdn');
  if (!CDNS.has(cdn)) return c.notFound();
  // Test control: a browser test takes CDNs down for its own browser context only (by cookie).
  if (c.get('services').config.ENABLE_TEST_CONTROLS && (getCookie(c, 'test-cdn-down') ?? '').split(',').includes(cdn)) return c.text('CDN down', 503);
  const path = c.req.path.replace(/^\/cdn\/[^/]+/, '');
  const art = await artFor(c, path);
  if (!art) return c.notFound();
  c.header('Content-Type', 'image/svg+xml');
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('Access-Control-Allow-Origin', '*');
  return c.body(art);
});

async function artFor(c: { get(key: 'services'): AppEnv['Variables']['services'] }, path: string): Promise<string | null> {
  const { db } = c.get('services');
  let m = /^\/icons\/games\/([A-Za-z0-9_-]+)\.svg$/.exec(path);
  if (m?.[1]) {
    const game = await db.selectFrom('games').select('name').where('node_id', '=', m[1]).executeTakeFirst();
    return game ? renderArt('game', m[1], game.name) : null;
  }
  m = /^\/icons\/vendors\/([A-Za-z0-9_]+)\.svg$/.exec(path);
  if (m?.[1]) {
    const vendor = await db.selectFrom('vendors').select('name').where('code', '=', m[1]).executeTakeFirst();
    return vendor ? renderArt('vendor', m[1], vendor.name) : null;
  }
  m = /^\/banners\/promo-(card|banner)-(\d+)\.svg$/.exec(path);
  if (m?.[1] && m[2]) return renderArt('banner', path, `PROMOTION ${m[2]}`);
  m = /^\/banners\/([a-z]+)-(\d+)\.svg$/.exec(path);
  if (m?.[1] && m[2]) return renderArt('banner', path, `${m[1].toUpperCase()} PROMO ${m[2]}`);
  m = /^\/images\/avatars\/preset-(\d+)\.svg$/.exec(path);
  if (m?.[1] && HEAD_ICON_PRESETS.includes(Number(m[1]))) return renderAvatar(Number(m[1]));
  m = /^\/images\/vip\/(card|bonus)-(\d+)\.svg$/.exec(path);
  if (m?.[1] && m[2]) return renderArt('vip', path, `VIP ${m[2]} ${m[1] === 'card' ? '' : 'BONUS'}`.trim());
  return null;
}
