// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedTranslations } from '#server/db/seed/translations';
import { renderAppShell, SHELL_ICONS, shellContent } from '#server/services/app-shell';
import { hotGames } from '#server/services/game-catalogue';
import { ROUTE_NAMES, ROUTES } from '#src/shared/contract/app-routes';
import { FIRST_PICTURE_TIMING } from '#src/shared/contract/first-view';
import { routePath } from '#tests/helpers/app-routes';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
let staticDir: string;
beforeEach(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lobby-shell-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-shell--></div></body></html>');
  server = await startTestServer({ STATIC_DIR: staticDir });
});
afterEach(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = async (url: string) => (await server.fetch(url)).text();
const DEMO_NAME = 'Demo Lobby';
/** The back arrow's path in the painted chrome. */
const BACK_PATH = 'd="M15 18l-6-6 6-6"';

describe('the painted app shell', () => {
  it("paints home with the merchant's name and its carousel's first banner, on the CDN it names for the app", async () => {
    // A page's address carries no Language header: the banner's title in the default language, as the built page's <html lang>.
    const alt = seedTranslations('Welcome bonus: 100% on your first deposit')?.TY;
    expect(alt).toBeTruthy();
    for (const path of ['/m/home', '/m/', '/m']) {
      const html = await page(path);
      const cdn = /<meta name="image-cdn" content="([^"]+)"/.exec(html)?.[1];
      expect(['/cdn/a', '/cdn/b']).toContain(cdn);
      // Named for its element timing, which the page's loader waits for before the app's scripts.
      expect(html).toContain(
        `<img elementtiming="${FIRST_PICTURE_TIMING}" src="${cdn}/banners/home-1.svg" alt="${alt}" width="750" height="300" fetchpriority="high">`,
      );
      // In the slot the app keeps on show, inert, until its home screen is ready.
      expect(html).toContain('<div data-screen="" inert=""><div class="shell-banner"><img ');
      expect(html).not.toContain('<!--app-shell-->');
    }
  });

  it('paints the merchant of the host', async () => {
    const html = await page('http://lite.localhost/m/home');
    expect(html).toContain('<meta name="image-cdn" content="/cdn/a"');
    expect(html).toContain('class="shell-brand">Lite Lobby<');
  });

  it("paints the game centre's default tab with the first hot games' icons, in the list's order, on the CDN it names", async () => {
    const hot = (await hotGames(server.db, {})).slice(0, SHELL_ICONS);
    expect(hot.length).toBe(SHELL_ICONS);
    for (const path of ['/m/gameCenter', '/m/game']) {
      const html = await page(path);
      const cdn = /<meta name="image-cdn" content="([^"]+)"/.exec(html)?.[1];
      const icons = [...html.matchAll(/<div class="shell-card"><img (?:elementtiming="([^"]+)" )?src="([^"]+)"/g)].map((m) => m[2]);
      // The first icon alone is named for its element timing.
      expect([...html.matchAll(/elementtiming="([^"]+)"/g)].map((m) => m[1])).toEqual([FIRST_PICTURE_TIMING]);
      expect(icons).toEqual(hot.map((g) => `${cdn}${g.iconUrl}`));
      // The first row goes ahead of everything else; no banner on this screen.
      expect(html.match(/fetchpriority="high"/g)).toHaveLength(3);
      expect(html).not.toContain('class="shell-banner"');
    }
  });

  it("paints every other route's chrome as the route table sets it, without content", async () => {
    for (const name of ROUTE_NAMES) {
      if (ROUTES[name].shell) continue;
      const html = await page(routePath(name));
      const { header, bottomNav, back } = ROUTES[name].chrome;
      expect(html.includes('class="shell-header"'), name).toBe(header);
      expect(html.includes(`class="shell-brand">${DEMO_NAME}<`), name).toBe(header);
      // Over a screen without a header, the back button floats on its own.
      expect(html.includes('class="shell-back"'), name).toBe(!header && back !== 'none');
      expect(html.includes(BACK_PATH), name).toBe(back !== 'none');
      expect(html.includes('class="shell-nav"'), name).toBe(bottomNav);
      expect(html, name).not.toMatch(/class="shell-(banner|grid)"/);
    }
  });

  it('paints the chrome alone where the content would be other games, and leaves files and unknown addresses as built', async () => {
    for (const path of ['/m/gameCenter?gameType=RNG', '/m/game?vendor=TCG']) {
      const html = await page(path);
      expect(html).toContain('class="shell-header"');
      expect(html).not.toContain('class="shell-grid"');
    }
    for (const path of ['/m/index.html', '/m/no-such-screen']) expect(await page(path)).toContain('<div id="root"><!--app-shell--></div>');
  });

  it("keeps the database's part for a minute, still picking a CDN per page", async () => {
    let now = 0;
    const content = shellContent(() => now);
    const services = { db: server.db, config: server.config };
    const first = await content(services, 'localhost', 'home', 'TY', () => 0);
    expect(first?.banner?.src).toBe('/cdn/a/banners/home-1.svg');
    await server.db.updateTable('banners').set({ url: '/banners/changed.svg' }).where('url', '=', '/banners/home-1.svg').execute();
    // Within the minute: the kept banner, on the CDN this page drew.
    expect((await content(services, 'localhost', 'home', 'TY', () => 0.99))?.banner?.src).toBe('/cdn/b/banners/home-1.svg');
    now = 60_000;
    expect((await content(services, 'localhost', 'home', 'TY', () => 0))?.banner?.src).toBe('/cdn/a/banners/changed.svg');
  });

  it("keeps each language's banner title apart: one language's words are never another's shell", async () => {
    const content = shellContent(() => 0);
    const services = { db: server.db, config: server.config };
    const banner = await server.db
      .selectFrom('banners')
      .select(['id', 'title'])
      .where('merchant_code', '=', 'DEMO')
      .where('group_name', '=', 'm_home')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('content_translations')
      .values({ kind: 'banner', ref: String(banner.id), field: 'title', language: 'TH', text: 'แบนเนอร์ทดสอบ' })
      .onConflict((oc) => oc.columns(['kind', 'ref', 'field', 'language']).doUpdateSet({ text: 'แบนเนอร์ทดสอบ' }))
      .execute();
    expect((await content(services, 'localhost', 'home', 'EN', () => 0))?.banner?.alt).toBe(banner.title);
    expect((await content(services, 'localhost', 'home', 'TH', () => 0))?.banner?.alt).toBe('แบนเนอร์ทดสอบ');
    // Asked again within the minute: each language from its own kept copy.
    expect((await content(services, 'localhost', 'home', 'EN', () => 0))?.banner?.alt).toBe(banner.title);
  });

  it('escapes what the operator wrote', () => {
    const html = renderAppShell('home', 'home', { merchantName: '<script>x</script>', banner: { src: '/b.svg" onerror="x', alt: 'a"b' }, icons: [] });
    expect(html).not.toMatch(/<script>|" onerror=/);
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
    const centre = renderAppShell('gameCenter', 'gameCentre', { merchantName: 'x', banner: null, icons: ['/i.svg" onload="x'] });
    expect(centre).not.toMatch(/" onload=/);
  });
});
