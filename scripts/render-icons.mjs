// Renders the app's PNG icons (web app manifest, iOS home screen) from the one SVG app icon, in
// headless Chromium, so that the art has a single source. Run it after changing public/favicon.svg:
//   npm run icons
// Writes public/icons/, which the build copies to /m/icons/ and the service worker precaches.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const outDir = join(root, 'public/icons');

// The colour of the SVG's backdrop (its first filled rect): full-bleed icons are painted with it,
// so their edges match the art's own rounded square.
const backdrop = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(source)?.[1] ?? '#0f1115';

/**
 * - any: the SVG as drawn (rounded square, transparent corners), for launchers that show it as is.
 * - maskable: a full-bleed square; the launcher cuts its own shape, keeping at least the circle of
 *   radius 40% around the centre, so the art is scaled to stay well inside the central 80%.
 * - apple-touch: iOS rounds the corners itself and paints transparency black, so full bleed too.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, scale: 0.9 },
];

function page({ size, fullBleed, scale }) {
  const art = Math.round(size * scale);
  const svg = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden; background: ${fullBleed ? backdrop : 'transparent'}; }
    body { display: grid; place-items: center; }
    img { width: ${art}px; height: ${art}px; display: block; }
  </style></head><body><img src="${svg}" alt=""></body></html>`;
}

// Debian's Chromium where present (Playwright cannot always download its own here), else Playwright's.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await tab.setContent(page(icon));
    await tab.locator('img').evaluate((img) => (img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve))));
    await tab.screenshot({ path: join(outDir, icon.file), omitBackground: !icon.fullBleed, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await tab.close();
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
