// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAppShell } from '../../../server/services/app-shell';
import { startTestServer, type TestServer } from '../../helpers/test-server';

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

describe('the painted app shell', () => {
  it("paints home with the merchant's name and its carousel's first banner, on the CDN it names for the app", async () => {
    for (const path of ['/m/home', '/m/', '/m']) {
      const html = await page(path);
      const cdn = /<meta name="image-cdn" content="([^"]+)"/.exec(html)?.[1];
      expect(['/cdn/a', '/cdn/b']).toContain(cdn);
      expect(html).toContain(`<img src="${cdn}/banners/home-1.svg" alt="Welcome bonus: 100% on your first deposit" width="750" height="300" fetchpriority="high">`);
      expect(html).not.toContain('<!--app-shell-->');
    }
  });

  it('paints the merchant of the host', async () => {
    const html = await page('http://lite.localhost/m/home');
    expect(html).toContain('<meta name="image-cdn" content="/cdn/a"');
    expect(html).toContain('class="shell-brand">Lite Lobby<');
  });

  it('leaves other routes as built: their screens are not home', async () => {
    for (const path of ['/m/login', '/m/gameCenter', '/m/index.html']) expect(await page(path)).toContain('<div id="root"><!--app-shell--></div>');
  });

  it('escapes what the operator wrote', () => {
    const html = renderAppShell({ merchantName: '<script>x</script>', banner: { src: '/b.svg" onerror="x', alt: 'a"b' } });
    expect(html).not.toMatch(/<script>|" onerror=/);
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
  });
});
