/**
 * A contact sheet of the demo CDN art, to look at it as a player would: 60 game tiles across
 * vendors and kinds, the banners, vendor logos, VIP cards and bonuses, preset avatars, laid out
 * on the app's dark background at a phone's width, with each kind's largest size in bytes.
 *
 *   npm run art:sheet -- [out.png] [--scale 2] [--only <name regex>] [--large]
 *
 * Writes out.png (default art-sheet.png) and the page beside it as .html. --large shows tiles
 * at 4 a row with their names and banners full width; --only picks tiles whose name matches.
 */
import { writeFileSync } from 'node:fs';
import { generateGames, VENDORS } from '../server/db/seed/catalogue';
import { renderAvatar, renderBanner, renderGameArt, renderVendorLogo, renderVipBonus, renderVipCard } from '../server/services/art';
import { HEAD_ICON_PRESETS } from '../src/shared/contract/head-icon';
import { launchBrowser } from '../tests/bench/browser';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args.splice(i, 2)[1] ?? '') : null;
};
const scale = Number(flag('--scale') ?? 1);
const only = flag('--only');
const large = args.includes('--large');
const out = args.find((a) => !a.startsWith('--')) ?? 'art-sheet.png';

const uri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const escapeText = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const games = generateGames();

/** Sixty games: a few from every vendor (more from the big slot vendors), spread over their lists. */
function pick(): typeof games {
  if (only) {
    const match = new RegExp(only, 'i');
    const list = games.filter((g) => match.test(g.name));
    return Array.from({ length: Math.min(60, list.length) }, (_, i) => list[Math.floor((i * list.length) / Math.min(60, list.length))]).filter(
      (g) => g !== undefined,
    );
  }
  const picked: typeof games = [];
  for (const v of VENDORS) {
    const list = games.filter((g) => g.vendor_code === v.code);
    const count = list.length >= 700 ? 5 : list.length > 1 ? 2 : 1;
    for (let i = 0; i < count; i += 1) {
      const g = list[Math.floor(((i + 0.5) * list.length) / count)];
      if (g) picked.push(g);
    }
  }
  for (let i = 0; picked.length < 60; i += 1) {
    const g = games[(i * 331 + 17) % games.length];
    if (g && !picked.includes(g)) picked.push(g);
  }
  return picked.slice(0, 60);
}

const sizes: Record<string, number[]> = {};
const measure = (kind: string, svg: string) => {
  const list = sizes[kind] ?? [];
  list.push(Buffer.byteLength(svg));
  sizes[kind] = list;
  return svg;
};
for (const g of games) measure('tile', renderGameArt({ id: g.node_id, vendorCode: g.vendor_code, gameType: g.game_type, name: g.name }));

const tiles = pick()
  .map((g) => {
    const svg = renderGameArt({ id: g.node_id, vendorCode: g.vendor_code, gameType: g.game_type, name: g.name });
    return `<figure><img src="${uri(svg)}" alt="" title="${escapeText(g.name)}">${large ? `<figcaption>${escapeText(g.name)}</figcaption>` : ''}</figure>`;
  })
  .join('');
const bannerPaths = ['home-1', 'home-2', 'home-3', 'home-4', 'live-1', 'live-2', 'popup-1', 'promo-card-1', 'promo-card-3', 'promo-card-6'];
const banners = bannerPaths.map((p) => `<img class="banner" src="${uri(measure('banner', renderBanner(`/banners/${p}.svg`)))}" alt="" title="${p}">`).join('');
const logos = VENDORS.map(
  (v) => `<div class="vendor"><img src="${uri(measure('logo', renderVendorLogo(v.code, v.name)))}" alt=""><span>${escapeText(v.name)}</span></div>`,
).join('');
const levels = Array.from({ length: 15 }, (_, i) => i + 1);
const cards = levels.map((l) => `<img class="card" src="${uri(measure('vip', renderVipCard(l)))}" alt="" title="VIP ${l}">`).join('');
const bonuses = levels.map((l) => `<img class="card" src="${uri(measure('vip', renderVipBonus(l)))}" alt="" title="bonus ${l}">`).join('');
const avatars = HEAD_ICON_PRESETS.map((p) => `<img class="avatar" src="${uri(measure('avatar', renderAvatar(p)))}" alt="">`).join('');

const figures = Object.entries(sizes)
  .map(([kind, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `${kind} max ${((sorted.at(-1) ?? 0) / 1024).toFixed(1)} KB, median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1024).toFixed(1)} KB`;
  })
  .join(' · ');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;padding:10px;background:#0f1115;color:#e8eaf0;font:11px system-ui,sans-serif}
h2{font-size:12px;margin:12px 0 6px;color:#f5c542}
p{margin:4px 0;color:#9aa3b5;font-size:10px}
.tiles{display:grid;grid-template-columns:repeat(${large ? 4 : 6},minmax(0,1fr));gap:${large ? 10 : 6}px}
figure{margin:0}figure img{display:block;width:100%;aspect-ratio:1;border-radius:10px;background:#222631;object-fit:cover}
figcaption{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:10px;color:#aab;margin-top:3px}
.banners{display:grid;grid-template-columns:repeat(${large ? 1 : 2},minmax(0,1fr));gap:6px}
.banner{display:block;width:100%;aspect-ratio:5/2;border-radius:${large ? 16 : 10}px}
.vendors{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:5px}
.vendor{display:flex;flex-direction:column;align-items:center;gap:2px;padding:3px;border:1px solid #2a2f3a;border-radius:8px;background:#181b22;font-size:8px;white-space:nowrap;overflow:hidden}
.vendor img{width:100%;aspect-ratio:2;border-radius:8px;background:#222631;object-fit:cover}
.cards{display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:5px}.card{width:100%;aspect-ratio:600/360;border-radius:8px}
.avatars{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:4px}.avatar{width:100%;border-radius:50%}
</style></head><body>
<h2>Game tiles</h2><div class="tiles">${tiles}</div>
<h2>Banners</h2><div class="banners">${banners}</div>
<h2>Vendor logos</h2><div class="vendors">${logos}</div>
<h2>VIP cards</h2><div class="cards">${cards}</div>
<h2>VIP bonuses</h2><div class="cards">${bonuses}</div>
<h2>Preset avatars</h2><div class="avatars">${avatars}</div>
<p>${figures}</p>
</body></html>`;

writeFileSync(out.replace(/\.png$/, '.html'), html);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 390, height: 800 }, deviceScaleFactor: scale });
await page.setContent(html);
await page.waitForLoadState('load');
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${out}\n${figures}`);
