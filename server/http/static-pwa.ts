import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './env';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built PWA under /m/. Hashed assets are immutable; the worker, the manifest and
 * the HTML are revalidated on every load so an update is seen at once. Every other /m/ path
 * gets index.html (the SPA decides, and falls back to home).
 */
export function staticPwa(staticDir: string): Hono<AppEnv> {
  const root = resolve(staticDir);
  const app = new Hono<AppEnv>();

  app.get('/', (c) => c.redirect('/m/home', 302));
  app.get('/m', (c) => serve(c, 'index.html'));
  app.get('/m/*', async (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/m/'.length));
    return serve(c, relative);
  });

  async function serve(c: Context<AppEnv>, relative: string) {
    const target = normalize(join(root, relative));
    const inside = target.startsWith(root + '/') || target === root;
    const file = inside && relative && (await isFile(target)) ? target : join(root, 'index.html');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return c.text('The app is not built yet: run npm run build.', 503);
    }
    const ext = extname(file);
    c.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    c.header('Cache-Control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Test control: a browser test sees a "new deploy" of the worker in its own context (by cookie).
    const revision = c.get('services').config.ENABLE_TEST_CONTROLS && relative === 'sw.js' ? getCookie(c, 'test-sw-revision') : undefined;
    if (revision && /^\w{1,32}$/.test(revision)) body = Buffer.concat([body, Buffer.from(`\n// test revision ${revision}\n`)]);
    return c.body(new Uint8Array(body));
  }
  return app;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
