import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { APP_BASE, pathTo } from '#src/shared/contract/app-routes';
import { DRAWN_FOR_MEMBER_ATTRIBUTE, FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_DATA_ID, type FirstViewData, VIEW_SESSION_COOKIE } from '#src/shared/contract/first-view';
import { DEFAULT_LANGUAGE, LANGUAGE_READING_META, type LanguageReading } from '#src/shared/contract/platform';
import { HTML_LANG, pageLanguageUnder } from '../pages/strings';
import {
  APP_SHELL_MARKER,
  IMAGE_CDN_META,
  type PaintedShell,
  paintedShellOf,
  renderAppShell,
  SHELL_STYLE,
  type ShellContentSource,
  shellContent,
} from '../services/app-shell';
import { type FirstView, firstViews } from '../services/first-view';
import { remember, ttlCache } from '../services/ttl-cache';
import { clientIp } from './client-ip';
import { pickEncoding } from './compression';
import type { AppEnv, Services } from './env';
import { merchantWithReadingOfHost } from './merchant';
import { requestLanguage } from './request-language';
import { appPagePolicy, imageOrigins, inlineScriptHashes } from './security-headers';

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
export function staticPwa(staticDir: string, callApi: (request: Request) => Promise<Response>): Hono<AppEnv> {
  const root = resolve(staticDir);
  const app = new Hono<AppEnv>();
  const shellContentFor = shellContent();
  const imageOriginsFor = imageOrigins();
  const readingFor = languageReadingOfHost();
  const firstViewFor = firstViews(staticDir, callApi);

  app.get('/', (c) => c.redirect(pathTo('home'), 302));
  app.get(APP_BASE, (c) => serve(c, 'index.html'));
  app.get(`${APP_BASE}/*`, async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(`${APP_BASE}/`.length));
    } catch {
      return c.text('Bad request: the address is not valid.', 400);
    }
    return serve(c, relative);
  });

  async function serve(c: Context<AppEnv>, relative: string) {
    const target = normalize(join(root, relative));
    const inside = target.startsWith(`${root}/`) || target === root;
    const found = inside && relative !== '' && (await isFile(target));
    // A file the build does not have (a chunk removed by a deploy, a mistyped icon) is a 404: the
    // app's HTML in its place would be run or drawn as the file. Only app routes get the app.
    if (!found && isFileRequest(relative)) return c.text('Not found.', 404);
    const file = found ? target : join(root, 'index.html');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return c.text('The app is not built yet: run npm run build.', 503);
    }
    const ext = extname(file);
    if (ext === '.html') {
      const origins = await imageOriginsFor(c.get('services'), new URL(c.req.url).hostname);
      c.header('Content-Security-Policy', appPagePolicy(inlineScriptHashes(body.toString('utf8')), origins));
    }
    const painted = paintedShellOf(c.req.path, new URL(c.req.url).search);
    let cacheControl = file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    // Test control: a browser test sees a "new deploy" of the worker in its own context (by cookie).
    const cookie = c.get('services').config.ENABLE_TEST_CONTROLS && relative === 'sw.js' ? getCookie(c, 'test-sw-revision') : undefined;
    const revision = cookie && /^\w{1,32}$/.test(cookie) ? cookie : undefined;
    if (revision) body = Buffer.concat([body, Buffer.from(`\n// test revision ${revision}\n`)]);
    else if (file === join(root, 'index.html')) {
      // Every address of the app can be a first visit (an invite link opens /m/register): every
      // copy of the page names the merchant's reading. Made per request, it is compressed in place.
      body = await withLanguageReading(c, body, readingFor);
      // The page differs by the session cookie (a member's first view), and a member's is theirs alone.
      c.header('Vary', 'Cookie');
      if (painted) {
        const token = getCookie(c, VIEW_SESSION_COOKIE) || null;
        const view = painted.screen === null ? await firstViewFor(c.get('services'), new URL(c.req.url), painted.route, clientIp(c), token) : null;
        body = await withAppShell(c, body, painted, shellContentFor, view);
        if (view?.member) cacheControl = 'private, no-store';
      }
    } else {
      // The build's brotli or gzip copy, when the client takes it (see vite.config.ts).
      const encoding = pickEncoding(c.req.header('Accept-Encoding'));
      const packed = encoding ? await readIfFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`) : null;
      if (encoding && packed) {
        body = packed;
        c.header('Content-Encoding', encoding);
      }
      c.header('Vary', 'Accept-Encoding');
    }
    c.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    c.header('Cache-Control', cacheControl);
    return c.body(new Uint8Array(body));
  }
  return app;
}

/**
 * A first visit to any route paints before any script runs: the shell (the route's chrome, home's
 * banner, the game centre's icons) goes into the app root, its style and the CDN it drew its
 * pictures from into the head. With a first view (docs/decisions/018) the screen the server drew
 * goes below the chrome, with the screen's stylesheets, and the site config and language it was
 * drawn with, from which the app starts. A shell that cannot be made leaves the page as built.
 * Replacements are functions: a `$` in drawn text (a query parameter shown in a field) is text.
 */
async function withAppShell(
  c: Context<AppEnv>,
  html: Buffer,
  { route, screen }: PaintedShell,
  shellContentFor: ShellContentSource,
  view: FirstView | null,
): Promise<Buffer> {
  const text = html.toString('utf8');
  const root = `<div id="root">${APP_SHELL_MARKER}`;
  if (!text.includes(root)) return html;
  // A page's address carries no Language header: the shell is in the default language, as the
  // built page's <html lang> is; the app replaces it with its own, in the player's language.
  const content = await shellContentFor(c.get('services'), new URL(c.req.url).hostname, screen, requestLanguage(c)).catch(() => null);
  if (!content) return html;
  // The CDN the page's pictures come from: the drawn screen's, else the painted content's.
  const cdn = view ? (view.cdn ?? '') : content.cdn;
  let head = `${SHELL_STYLE}<meta name="${IMAGE_CDN_META}" content="${cdn.replace(/"/g, '&quot;')}" />`;
  if (view) {
    // JSON in a data block: "<" escaped so no text of the config can close the element.
    const data = JSON.stringify({ language: view.language, config: view.config, reads: view.reads } satisfies FirstViewData).replace(/</g, '\\u003c');
    head += `${view.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')}<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${data}</script>`;
  }
  const painted = `<div id="root"${view ? ` ${FIRST_VIEW_ATTRIBUTE}` : ''}>${renderAppShell(route, screen, content, view?.html)}`;
  // The page's head script shows a member's view to the device holding that session alone.
  const page = view?.member ? text.replace('<html ', () => `<html ${DRAWN_FOR_MEMBER_ATTRIBUTE} `) : text;
  return Buffer.from(
    page.replace('</head>', () => `    ${head}\n  </head>`).replace(root, () => painted),
    'utf8',
  );
}

/** A minute, as the painted shell's content: an operator's change of reading shows within it. */
const READING_TTL_MS = 60_000;
/** Host names are the client's to write: the kept readings stay few whatever it sends. */
const MAX_READINGS = 64;

type LanguageReadingSource = (services: Pick<Services, 'db' | 'config'>, host: string) => Promise<LanguageReading | null>;

/** The reading of the merchant a host maps to (null when none), kept a minute per host. */
export function languageReadingOfHost(now: () => number = Date.now): LanguageReadingSource {
  const kept = ttlCache<Promise<LanguageReading | null>>(READING_TTL_MS, MAX_READINGS, now);
  return (services, host) =>
    remember(kept, host, async () => {
      const found = await merchantWithReadingOfHost(services, host);
      return found ? found.languageReading : null;
    });
}

/**
 * The merchant's reading of the languages, written into the page (docs/decisions/015): a first
 * visit has no site config on the device, and without it the app would paint TY in Filipino until
 * the served config said Turkish. The page's own language is TY's under that reading (the shell
 * and its banner title are in TY). The service worker precaches this page from the same origin,
 * so its copy names that origin's merchant; the app prefers a reading kept from a served config.
 * A reading that cannot be read leaves the page as built (the app then uses the kept or default one).
 */
async function withLanguageReading(c: Context<AppEnv>, html: Buffer, readingFor: LanguageReadingSource): Promise<Buffer> {
  const text = html.toString('utf8');
  if (!text.includes('</head>')) return html;
  const reading = await readingFor(c.get('services'), new URL(c.req.url).hostname).catch(() => null);
  if (!reading) return html;
  const meta = `<meta name="${LANGUAGE_READING_META}" content="${reading}" />`;
  const lang = HTML_LANG[pageLanguageUnder(DEFAULT_LANGUAGE, reading)];
  return Buffer.from(text.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace('</head>', `    ${meta}\n  </head>`), 'utf8');
}

/** An asset's address: under assets/ or ending in a file extension other than .html (the routes include /m/register.html, product rule 2.2). */
function isFileRequest(relative: string): boolean {
  if (relative.startsWith('assets/')) return true;
  const last = relative.slice(relative.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,12}$/i.test(last) && !/\.html$/i.test(last);
}

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
