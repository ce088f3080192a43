import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { merchantOfHost } from '../http/merchant';
import { MOBILECONFIG_TYPE, webClipProfile } from '../services/web-clip-profile';

/**
 * The merchant's iOS configuration profile (`/apps/<merchant>.mobileconfig`), served to the host
 * that maps to that merchant: its Web Clip opens the lobby of that host. Outside /m/, so the
 * service worker never answers it with the app's page.
 */
export function webClipRoutes(staticDir: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let icon: Promise<Buffer> | null = null;
  routes.get('/apps/:file{[A-Za-z0-9_-]+\\.mobileconfig}', async (c) => {
    const code = c.req.param('file').replace(/\.mobileconfig$/, '');
    const url = new URL(c.req.url);
    const merchant = await merchantOfHost(c.get('services'), url.hostname);
    if (!merchant || merchant.code.toUpperCase() !== code.toUpperCase()) return c.notFound();
    icon ??= readFile(join(staticDir, 'icons', 'apple-touch-icon.png')).catch((error: unknown) => {
      icon = null;
      throw error;
    });
    const profile = webClipProfile({ merchantCode: merchant.code, merchantName: merchant.name, origin: url.origin, icon: await icon });
    c.header('Content-Type', MOBILECONFIG_TYPE);
    c.header('Content-Disposition', `attachment; filename="${merchant.code}.mobileconfig"`);
    c.header('Cache-Control', 'no-cache');
    return c.body(profile);
  });
  return routes;
}
