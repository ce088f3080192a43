// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '#src/shared/contract/system';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
let staticDir: string;
beforeEach(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lobby-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.x=1');
  writeFileSync(join(staticDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'nope');
  server = await startTestServer({ STATIC_DIR: staticDir });
});
afterEach(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

async function config(init?: RequestInit, url = '/api/site/config') {
  const body = (await (await server.fetch(url, init)).json()) as { value: unknown };
  return siteConfigSchema.parse(body.value);
}

describe('site config', () => {
  it('gives the demo merchant every flag, two image CDNs and the register settings', async () => {
    const c = await config();
    expect(c.merchantCode).toBe('DEMO');
    expect(c.info.whitelabel).toEqual(expect.arrayContaining(['DIRECTREG3', 'MOBILENUMREG3', 'SECPRIV', 'CBS3']));
    expect(c.info.imageCDNs).toEqual(['/cdn/a', '/cdn/b']);
    expect(c.info.register.map((f) => f.name)).toEqual(expect.arrayContaining(['username', 'mobileNum', 'affiliateCode', 'zalo', 'verificationCode']));
    expect(c.info.mobileTemplate).toMatchObject({ mem_cen: '1', dep_func: '1' });
  });

  it('picks the second merchant by host name or Merchant header, with most flags off', async () => {
    const byHost = await config(undefined, 'http://lite.localhost/api/site/config');
    const byHeader = await config({ headers: { Merchant: 'LITE' } });
    expect(byHost.merchantCode).toBe('LITE');
    expect(byHeader.info.whitelabel).toEqual(['USERNAMEREG3']);
    expect(byHeader.info.theme['--color-accent']).toBeDefined();
  });

  it('falls back to the configured default merchant for an unmapped host', async () => {
    await server.stop();
    server = await startTestServer({ DEFAULT_MERCHANT: 'LITE', STATIC_DIR: staticDir });
    expect((await config(undefined, 'http://unmapped.example/api/site/config')).merchantCode).toBe('LITE');
  });
});

describe('seeded catalogue', () => {
  it('holds at least 5,000 games over at least 20 vendors and every category', async () => {
    const games = await server.db
      .selectFrom('games')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const vendors = await server.db.selectFrom('vendors').select(['code', 'game_type']).execute();
    expect(Number(games.n)).toBeGreaterThanOrEqual(5000);
    expect(vendors.length).toBeGreaterThanOrEqual(20);
    expect(new Set(vendors.map((v) => v.game_type))).toEqual(
      new Set(['ELOTT', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'INHOUSE', 'BINGO']),
    );
  });

  it('has banners of every group, announcements of every type and 15 VIP levels', async () => {
    const groups = await server.db.selectFrom('banners').select('group_name').distinct().execute();
    const types = await server.db.selectFrom('announcements').select('type').distinct().execute();
    const levels = await server.db.selectFrom('vip_levels').select('level').execute();
    expect(groups.map((g) => g.group_name).sort()).toEqual(['m_home', 'm_live', 'm_popup']);
    expect(types.map((t) => t.type).sort()).toEqual(['A', 'B', 'PL', 'PR', 'PU']);
    expect(levels).toHaveLength(15);
  });
});

describe('image CDNs', () => {
  it('serve the same game icon from both CDNs, and 404 for an unknown game or CDN', async () => {
    const a = await server.fetch('/cdn/a/icons/games/SPW-0001.svg');
    const b = await server.fetch('/cdn/b/icons/games/SPW-0001.svg');
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    expect(await a.text()).toBe(await b.text());
    expect((await server.fetch('/cdn/a/icons/games/NOPE-1.svg')).status).toBe(404);
    expect((await server.fetch('/cdn/z/icons/games/SPW-0001.svg')).status).toBe(404);
  });

  it('escape names inside the SVG', async () => {
    await server.db.updateTable('games').set({ name: '<script>x</script>' }).where('node_id', '=', 'SPW-0001').execute();
    const svg = await (await server.fetch('/cdn/a/icons/games/SPW-0001.svg')).text();
    expect(svg).not.toContain('<script>');
  });
});

describe('the PWA under /m/', () => {
  it('answers every /m/ path with the app, revalidated each time', async () => {
    for (const path of ['/m/home', '/m/member/agent/getHourContract', '/m/anything/else']) {
      const res = await server.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it("writes the host's merchant's reading of the languages into every copy of the page, and TY's <html lang> under it", async () => {
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html>\n<html lang="fil">\n  <head>\n    <title>Lobby</title>\n    <style>${'.x{}'.repeat(300)}</style>\n  </head>\n  <body><div id="root"><!--app-shell--></div></body>\n</html>`,
    );
    writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync('stale'));
    const reading = (html: string) => /<meta name="language-reading" content="([^"]*)" \/>/.exec(html)?.[1];
    const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
    // Home (with its painted shell), a deep link and the address the worker precaches.
    for (const path of ['/m/home', '/m/register?affiliateCode=abc', '/m/index.html']) {
      // Made per request, so compressed in place, never the build's copy of the page as built.
      const packed = await server.fetch(`http://lite.localhost${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(packed.headers.get('content-encoding')).toBe('br');
      const lite = brotliDecompressSync(new Uint8Array(await packed.arrayBuffer())).toString();
      expect([path, reading(lite), lang(lite)]).toEqual([path, 'ty-en', 'tr']);
      const demo = await (await server.fetch(path)).text();
      expect([path, reading(demo), lang(demo)]).toEqual([path, 'six', 'fil']);
    }
    // A page the server cannot place keeps the built one's words: no reading, the app boots as before.
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    expect(reading(await (await server.fetch('/m/login')).text())).toBeUndefined();
  });

  it('serves hashed assets as immutable and the worker as no-cache', async () => {
    expect((await server.fetch('/m/assets/index-abc.js')).headers.get('cache-control')).toContain('immutable');
    const sw = await server.fetch('/m/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
  });

  it('redirects / to /m/home and never serves files outside the build', async () => {
    const root = await server.fetch('/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/m/home');
    const climbing = await server.fetch('/m/..%2F..%2Fsecret.txt');
    expect(await climbing.text()).not.toContain('nope');
  });

  it('answers a malformed address 400 and a file the build lacks 404, never the app in its place', async () => {
    for (const path of ['/m/%E0%A4%A', '/m/assets/%zz.js']) expect((await server.fetch(path)).status).toBe(400);
    for (const path of ['/m/assets/Missing-abc123.js', '/m/assets/gone.css', '/m/icons/none.png', '/m/manifest-old.webmanifest']) {
      const res = await server.fetch(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).not.toContain('<div id="root">');
    }
    for (const path of ['/m/index.html', '/m/register.html']) expect((await server.fetch(path)).status).toBe(200);
  });

  it('compresses what a client accepts compressed, and only then', async () => {
    const gzipped = await server.fetch('/api/games?pageNo=1&pageSize=25', { headers: { 'Accept-Encoding': 'gzip', Merchant: 'DEMO' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(await new Response(gzipped.body?.pipeThrough(new DecompressionStream('gzip'))).text()) as { value: { games: unknown[] } };
    expect(body.value.games).toHaveLength(25);
    const plain = await server.fetch('/api/games?pageNo=1&pageSize=25', { headers: { Merchant: 'DEMO' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const brotli = await server.fetch('/api/games?pageNo=1&pageSize=25', { headers: { 'Accept-Encoding': 'gzip, deflate, br', Merchant: 'DEMO' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString()).value.games).toHaveLength(25);
  });

  it("sends the build's own brotli or gzip copy of a file as it is, and the file itself to a client that takes neither", async () => {
    writeFileSync(join(staticDir, 'assets', 'big-1.js'), 'x'.repeat(4000));
    writeFileSync(join(staticDir, 'assets', 'big-1.js.br'), brotliCompressSync('x'.repeat(4000)));
    writeFileSync(join(staticDir, 'assets', 'big-1.js.gz'), gzipSync('x'.repeat(4000)));
    const br = await server.fetch('/m/assets/big-1.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe('x'.repeat(4000));
    const gz = await server.fetch('/m/assets/big-1.js', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe('x'.repeat(4000));
    const plain = await server.fetch('/m/assets/big-1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('x'.repeat(4000));
  });

  it('answers unknown API paths with the envelope, not the app', async () => {
    const res = await server.fetch('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'err_not_found' });
  });
});
