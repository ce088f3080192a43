// @vitest-environment jsdom
// (DOMParser: the SVG is checked with an XML parser, as the browser reads it; the PostgreSQL run is in node.)
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateGames, VENDORS } from '#server/db/seed/catalogue';
import { renderAvatar, renderBanner, renderGameArt, renderVendorLogo, renderVipBonus, renderVipCard } from '#server/services/art';
import { HEAD_ICON_PRESETS } from '#src/shared/contract/head-icon';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

/**
 * The generated artwork: the same bytes for the same item, small enough for a phone, well-formed,
 * self-contained, and without words where the app prints its own (translated) titles.
 */
const GAMES = generateGames();
const tile = (g: (typeof GAMES)[number]) => renderGameArt({ id: g.node_id, vendorCode: g.vendor_code, gameType: g.game_type, name: g.name });
const TILES = GAMES.map((g) => ({ id: g.node_id, type: g.game_type, name: g.name, svg: tile(g) }));
const BANNER_PATHS = [
  ...['home-1', 'home-2', 'home-3', 'home-4', 'live-1', 'live-2', 'popup-1'],
  ...Array.from({ length: 30 }, (_, i) => `promo-card-${i + 1}`),
  ...Array.from({ length: 30 }, (_, i) => `promo-banner-${i + 1}`),
].map((p) => `/banners/${p}.svg`);
const BANNERS = BANNER_PATHS.map((p) => ({ id: p, svg: renderBanner(p) }));
const LEVELS = Array.from({ length: 20 }, (_, i) => i + 1);
const VIP = LEVELS.flatMap((l) => [
  { id: `card-${l}`, svg: renderVipCard(l) },
  { id: `bonus-${l}`, svg: renderVipBonus(l) },
]);
const LOGOS = VENDORS.map((v) => ({ id: v.code, svg: renderVendorLogo(v.code, v.name) }));
const AVATARS = HEAD_ICON_PRESETS.map((p) => ({ id: String(p), svg: renderAvatar(p) }));

const bytes = (svg: string) => Buffer.byteLength(svg);
const largest = (list: { id: string; svg: string }[]) => list.reduce((a, b) => (bytes(b.svg) > bytes(a.svg) ? b : a));
const elements = (svg: string) => svg.match(/<[a-zA-Z]/g)?.length ?? 0;

/** Parses as XML (the browser's SVG parser is an XML parser): a parse error is a broken picture. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

/** Every reference in the picture: href values and url(...) paints. */
function references(svg: string): string[] {
  return [...svg.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1] ?? '').concat([...svg.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1] ?? ''));
}

describe('game tiles', () => {
  it('give the same bytes for the same game, and a different picture for every game', () => {
    const sample = GAMES.filter((_, i) => i % 50 === 0);
    for (const g of sample) expect(tile(g), g.node_id).toBe(tile({ ...g }));
    expect(new Set(TILES.map((t) => t.svg)).size).toBe(TILES.length);
  });

  it('keep a vendor family: two games of one vendor share the background hue, two vendors do not', () => {
    const baseColour = (svg: string) => /<radialGradient id="a"[^>]*><stop stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    const hueOf = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const hues = (code: string) => TILES.filter((t) => t.id.startsWith(`${code}-`)).map((t) => hueOf(baseColour(t.svg) ?? '#000000'));
    const spread = (list: number[]) => Math.max(...list) - Math.min(...list);
    expect(spread(hues('JDR'))).toBeLessThan(40);
    expect(spread(hues('SPW'))).toBeLessThan(40);
    expect(Math.abs((hues('JDR')[0] ?? 0) - (hues('SPW')[0] ?? 0))).toBeGreaterThan(60);
  });

  it('stay under 4 KB (gzip under 1.5 KB) and 100 elements for every seeded game', () => {
    const big = largest(TILES);
    expect(bytes(big.svg), big.id).toBeLessThanOrEqual(4096);
    expect(gzipSync(big.svg).length, big.id).toBeLessThan(1536);
    const crowded = TILES.reduce((a, b) => (elements(b.svg) > elements(a.svg) ? b : a));
    expect(elements(crowded.svg), crowded.id).toBeLessThanOrEqual(100);
  });

  it('are square 240 x 240 pictures with no words, no filters, nothing external', () => {
    for (const t of TILES) {
      expect(t.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"'), t.id).toBe(true);
      expect(t.svg, t.id).not.toMatch(/<(text|tspan|filter|image|script|foreignObject|style)\b/);
    }
  });

  it('draw each kind of game its own subject', () => {
    const tiles = (type: string, kind: string) => TILES.filter((t) => t.type === type && t.name.includes(kind));
    const all = (type: string, kind: string, pattern: RegExp) => {
      const list = tiles(type, kind);
      expect(list.length, `${type} ${kind}`).toBeGreaterThan(0);
      for (const t of list) expect(t.svg, t.id).toMatch(pattern);
    };
    // Cards on the baccarat table, numbered balls (stroked digits) in the lotto, bubbles in the sea, a
    // roulette wheel's pockets, pegs in plinko, a gem in a slot named for gems.
    all('LIVE', 'Baccarat', /<rect x="-35" y="-49" width="70" height="98"/);
    all('ELOTT', 'Lotto', /stroke-width="2.4"/);
    all('FISH', '', /fill="#bff4ff26"/);
    all('LIVE', 'Roulette', /fill="#c8182b"/);
    all('INHOUSE', 'Plinko', /r="4.5"/);
    all('RNG', 'Gems', /M-27-36H27L50-10 0 50-50-10Z/);
  });
});

describe('banners', () => {
  it('keep the 750 x 300 box, stay under 8 KB, and carry no words', () => {
    for (const b of BANNERS) {
      expect(b.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"'), b.id).toBe(true);
      expect(b.svg, b.id).not.toMatch(/<(text|tspan|filter|image|script|foreignObject|style)\b/);
    }
    const big = largest(BANNERS);
    expect(bytes(big.svg), big.id).toBeLessThanOrEqual(8192);
  });

  it('differ from each other within a group, and match between a promotion card and its banner', () => {
    const home = BANNERS.slice(0, 4).map((b) => b.svg);
    expect(new Set(home).size).toBe(4);
    expect(renderBanner('/banners/live-1.svg')).not.toBe(renderBanner('/banners/live-2.svg'));
    expect(renderBanner('/banners/promo-card-7.svg')).toBe(renderBanner('/banners/promo-banner-7.svg'));
    expect(renderBanner('/banners/home-1.svg')).toBe(renderBanner('/banners/home-1.svg'));
  });
});

describe('VIP cards and bonuses', () => {
  it('are 600 x 360 with no words, under 8 KB, different for every level', () => {
    for (const v of VIP) {
      expect(v.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="360" viewBox="0 0 600 360"'), v.id).toBe(true);
      expect(v.svg, v.id).not.toMatch(/<(text|tspan|filter|image|script|foreignObject|style)\b/);
    }
    expect(bytes(largest(VIP).svg)).toBeLessThanOrEqual(8192);
    const cards = LEVELS.slice(0, 15).map((l) => renderVipCard(l));
    expect(new Set(cards).size).toBe(15);
  });
});

describe('vendor logos and avatars', () => {
  it('logos: 240 x 120, each different, the name as text and nothing else, escaped', () => {
    expect(new Set(LOGOS.map((l) => l.svg)).size).toBe(LOGOS.length);
    for (const v of VENDORS) {
      const svg = renderVendorLogo(v.code, v.name);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"')).toBe(true);
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
      const letters = (s: string) =>
        s
          .replace(/&#38;/g, '&')
          .replace(/[^A-Za-z0-9&]/g, '')
          .toUpperCase();
      // The wordmark spells the name; the monogram before it is made of the name's own letters.
      expect(letters(words).endsWith(letters(v.name)), v.code).toBe(true);
    }
    const hostile = renderVendorLogo('X', '<script>alert(1)</script> & "co"');
    expect(hostile).not.toContain('<script>');
    parse(hostile);
    expect(bytes(largest(LOGOS).svg)).toBeLessThanOrEqual(4096);
  });

  it('avatars: one per preset, each different, small', () => {
    expect(new Set(AVATARS.map((a) => a.svg)).size).toBe(AVATARS.length);
    expect(bytes(largest(AVATARS).svg)).toBeLessThanOrEqual(4096);
  });
});

describe('every picture', () => {
  const everything = () => [...TILES.filter((_, i) => i % 10 === 0), ...BANNERS, ...VIP, ...LOGOS, ...AVATARS];

  it('is well-formed XML with an svg root', () => {
    for (const item of everything()) expect(parse(item.svg).documentElement.tagName, item.id).toBe('svg');
  });

  it('refers only to its own definitions, each of the right kind (paints to gradients, uses to shapes)', () => {
    for (const item of everything()) {
      const doc = parse(item.svg);
      for (const ref of references(item.svg)) {
        expect(ref.startsWith('#'), `${item.id}: ${ref}`).toBe(true);
        expect(doc.getElementById(ref.slice(1)), `${item.id}: ${ref}`).not.toBeNull();
      }
      for (const m of item.svg.matchAll(/url\(#([^)]*)\)/g)) {
        expect(doc.getElementById(m[1] ?? '')?.tagName, `${item.id}: paint ${m[1]}`).toMatch(/^(linearGradient|radialGradient|pattern)$/);
      }
      for (const m of item.svg.matchAll(/href="#([^"]*)"/g)) expect(doc.getElementById(m[1] ?? '')?.tagName, `${item.id}: use ${m[1]}`).toBe('g');
      expect(item.svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), item.id).not.toMatch(/https?:|data:|@import/);
    }
  });
});

describe('the image CDN route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('serves the art for catalogue rows, banners, VIP levels and presets; 404 for anything else', async () => {
    const game = GAMES.find((g) => g.node_id === 'OCK-0003');
    const tileRes = await server.fetch('/cdn/b/icons/games/OCK-0003.svg');
    expect(await tileRes.text()).toBe(game ? tile(game) : '');
    expect(await (await server.fetch('/cdn/a/icons/vendors/JDR.svg')).text()).toBe(renderVendorLogo('JDR', 'Jade Reels'));
    expect(await (await server.fetch('/cdn/a/banners/home-2.svg')).text()).toBe(renderBanner('/banners/home-2.svg'));
    expect(await (await server.fetch('/cdn/a/images/vip/card-9.svg')).text()).toBe(renderVipCard(9));
    expect(await (await server.fetch('/cdn/a/images/vip/bonus-9.svg')).text()).toBe(renderVipBonus(9));
    for (const path of ['/icons/vendors/NOPE.svg', '/banners/HOME-1.svg', '/images/vip/card-x.svg', '/images/avatars/preset-0.svg', '/icons/games/../x.svg']) {
      expect((await server.fetch(`/cdn/a${path}`)).status, path).toBe(404);
    }
  });
});
