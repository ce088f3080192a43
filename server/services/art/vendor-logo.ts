import { Canvas, metalTone } from './canvas';
import { familyOf, hsl, type Metal } from './palette';
import { hash, rng } from './random';
import { escapeXml, g, n, path, poly, rect, starPoints, svg } from './svg';

/**
 * Vendor logos (240 x 120, the app's 2:1 tab box, on its dark strip): a badge with the vendor's
 * monogram beside its name as a two-line wordmark. A logo is a name, so here text is right; it
 * uses the system's sans-serif, no font is fetched.
 */
const W = 240;
const H = 120;
const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

type Badge = 'shield' | 'hexagon' | 'circle' | 'diamond' | 'rounded' | 'burst';
const BADGES: readonly Badge[] = ['shield', 'hexagon', 'circle', 'diamond', 'rounded', 'burst'];

/** Badge outlines centred on (0, 0), about 96 across. */
function badgeOutline(b: Badge): string {
  switch (b) {
    case 'shield':
      return 'M0-48l40 12v28c0 28-18 46-40 56-22-10-40-28-40-56v-28Z';
    case 'hexagon':
      return 'M0-48L42-24V24L0 48-42 24V-24Z';
    case 'circle':
      return 'M-46 0a46 46 0 1 0 92 0a46 46 0 1 0-92 0Z';
    case 'diamond':
      return 'M0-50L50 0 0 50-50 0Z';
    case 'rounded':
      return 'M-26-44h52q18 0 18 18v52q0 18-18 18h-52q-18 0-18-18v-52q0-18 18-18Z';
    default:
      return `M${starPoints(0, 0, 50, 42, 12)
        .map(([x, y]) => `${n(x)} ${n(y)}`)
        .join('L')}Z`;
  }
}

/** The monogram: an acronym the name starts with (TCG, TF), else the initials of its words or camel-case parts. */
export function monogram(name: string): string {
  const first = name.split(/\s+/)[0] ?? '';
  if (/^[A-Z0-9]{2,3}$/.test(first)) return first;
  const parts = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w));
  const letters = parts.length > 1 ? parts.slice(0, 2).map((w) => w[0]) : [first.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** The name on two lines, split where the words balance best. */
function lines(name: string): [string, string] {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2) return [words[0] ?? '', ''];
  let best: [string, string] = [words.join(' '), ''];
  let score = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const s = Math.max(a.length, b.length);
    if (s < score) {
      score = s;
      best = [a, b];
    }
  }
  return best;
}

/** A line of the wordmark, squeezed to the room it has when its estimated width is larger. */
function word(text: string, x: number, y: number, size: number, room: number, fill: string, weight: number): string {
  const estimate = text.length * size * 0.72;
  const fit = estimate > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}"${fit}>${escapeXml(text)}</text>`;
}

export function renderVendorLogo(code: string, name: string): string {
  const family = familyOf(code);
  const r = rng(`vendor:${code}`);
  const c = new Canvas(r, family);
  const badge = BADGES[hash(code) % BADGES.length] ?? 'shield';
  const trim: Metal = r.chance(0.7) ? 'gold' : 'silver';
  const t = metalTone(trim);
  const fill = c.linear('badge', [
    [0, hsl(family.hue, family.sat + 10, 52)],
    [1, hsl(family.hue + 10, family.sat + 5, 22)],
  ]);
  const outline = badgeOutline(badge);
  const mono = monogram(name);
  const monoSize = mono.length > 2 ? 30 : 40;
  const [top, bottom] = lines(name);
  const accent = hsl(family.accent, 85, 68);
  const body =
    g(
      { transform: 'translate(56 60)' },
      path(outline, { fill: '#000', 'fill-opacity': 0.4, transform: 'translate(2 4)' }) +
        path(outline, { fill, stroke: c.metal(trim), 'stroke-width': 6 }) +
        path(outline, { fill: 'none', stroke: t.deep, 'stroke-width': 1.5, transform: 'scale(.86)' }) +
        poly(starPoints(0, -34, 5, 2, 4), { fill: t.hi }) +
        `<text y="${n(monoSize * 0.36)}" font-size="${monoSize}" font-weight="800" text-anchor="middle" fill="#fff" stroke="${t.deep}" stroke-width="1.5" paint-order="stroke">${escapeXml(mono)}</text>`,
    ) +
    g(
      { 'font-family': FONT, 'letter-spacing': '.5' },
      bottom ? word(top, 114, 56, 26, 118, '#fff', 800) + word(bottom, 114, 86, 22, 118, accent, 700) : word(top, 114, 72, 30, 118, '#fff', 800),
    ) +
    rect(114, bottom ? 96 : 82, 40, 3, { rx: 1.5, fill: accent });
  // The monogram's font comes from the group above it: set it on the whole picture.
  return svg(W, H, c.definitions(), g({ 'font-family': FONT }, body));
}
