// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { login } from './lobby-helpers';

const LOADER = 'window.loaded=1;';
let server: TestServer;
let staticDir: string;
beforeEach(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'lobby-headers-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-shell--></div><script>${LOADER}</script></body></html>`,
  );
  writeFileSync(join(staticDir, 'sw.js'), 'self.x=1');
});
afterEach(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it("gives the app page a strict policy: its own scripts and the loader's hash only, pictures from itself and the merchant's CDNs, framed by no one", async () => {
    server = await startTestServer({ STATIC_DIR: staticDir });
    await server.db
      .updateTable('site_settings')
      .set({ value_json: JSON.stringify(['/cdn/a', 'https://img.example.net/lobby', 'not a url']) })
      .where('merchant_code', '=', 'DEMO')
      .where('key', '=', 'imageCDNs')
      .execute();
    for (const path of ['/m/home', '/m/login', '/m/index.html']) {
      const res = await server.fetch(path);
      const csp = directives(res.headers.get('Content-Security-Policy'));
      const hash = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
      expect(csp['script-src']).toEqual(["'self'", hash]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.net']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('lets only the app frame the game and chat pages, puts no policy on the service worker, and locks API answers down', async () => {
    server = await startTestServer({ STATIC_DIR: staticDir, BEHIND_TLS: '1' });
    const token = await login(server, 'player1', 'Player1234');
    const launch = await server.fetch('/api/games/launch', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Merchant: 'DEMO' },
      body: JSON.stringify({ nodeId: 'SPW-0001' }),
    });
    const { value } = (await launch.json()) as { value: { url: string } };
    const game = await server.fetch(value.url);
    expect(directives(game.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual(["'self'"]);
    expect(game.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    // Its token is in its address: the page sends no referrer at all.
    expect(game.headers.get('Referrer-Policy')).toBe('no-referrer');
    const chat = await server.fetch('/api/chat/launch?b2c=1&language=EN&backUrl=http%3A%2F%2Flocalhost%2Fm%2Fmessage&headerColor=%23f5c542&title=Chat', {
      headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO' },
    });
    const { value: chatLaunch } = (await chat.json()) as { value: { chatUrl: string } };
    expect((await server.fetch(chatLaunch.chatUrl)).headers.get('Referrer-Policy')).toBe('no-referrer');

    const sw = await server.fetch('/m/sw.js');
    expect(sw.headers.get('Content-Security-Policy')).toBeNull();
    expect(sw.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const api = await server.fetch('/api/system/status');
    expect(api.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('X-Frame-Options')).toBe('DENY');
    expect(api.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
