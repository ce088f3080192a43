import { Canvas, metalTone, type Tone, tone } from './canvas';
import { symbol } from './motifs/slot-symbols';
import type { Metal } from './palette';
import { rng } from './random';
import { coin, coinEdge, coinStack, gem, gift, glints, groundShadow } from './shapes';
import { circle, g, path, radialAt, rect, svg } from './svg';

/**
 * VIP level art (600 x 360, the app's card box): a metal card per tier with a crest, and the
 * level within its tier drawn as stars; the level bonus as a gift in the tier's metal. No words:
 * the app prints the level's name and figures over the lower part.
 */
const W = 600;
const H = 360;

type Tier = { metal: Metal; from: number; emblem: 'star' | 'crown' | 'gem'; ground: number };
/** Bronze, silver, gold, platinum, diamond, then the black card for the top level and beyond. */
const TIERS: readonly Tier[] = [
  { metal: 'bronze', from: 1, emblem: 'star', ground: 20 },
  { metal: 'silver', from: 4, emblem: 'star', ground: 215 },
  { metal: 'gold', from: 7, emblem: 'crown', ground: 38 },
  { metal: 'platinum', from: 10, emblem: 'crown', ground: 200 },
  { metal: 'diamond', from: 13, emblem: 'gem', ground: 195 },
  { metal: 'obsidian', from: 15, emblem: 'crown', ground: 265 },
];

export function tierOf(level: number): Tier {
  return [...TIERS].reverse().find((t) => level >= t.from) ?? (TIERS[0] as Tier);
}

/** The metal that trims a tier: obsidian cards are trimmed in gold. */
const trimOf = (t: Tier): Metal => (t.metal === 'obsidian' ? 'gold' : t.metal === 'diamond' ? 'platinum' : t.metal);

/** The crest: a shield in the card's metal with the tier's emblem. */
function crest(c: Canvas, t: Tier, x: number, y: number, size: number, level: number): string {
  const trim = trimOf(t);
  const m = metalTone(trim);
  const k = size / 100;
  const emblem =
    t.emblem === 'gem'
      ? gem(c, 0, -4, 56, level % 2 ? 195 : 185, 70)
      : symbol(c, t.emblem, 0, -2, t.emblem === 'crown' ? 54 : 58, { hue: t.metal === 'obsidian' ? 280 : 200, metal: trim });
  const shield = 'M0-50l42 12v30c0 30-18 50-42 60-24-10-42-30-42-60v-30Z';
  return g(
    { transform: `translate(${x} ${y})scale(${k})` },
    path(shield, { fill: '#000', 'fill-opacity': 0.35, transform: 'translate(3 5)' }) +
      path(shield, {
        fill: c.linear('crest', [
          [0, m.deep],
          [1, '#0b0d14'],
        ]),
        stroke: c.metal(trim),
        'stroke-width': 6,
      }) +
      emblem,
  );
}

/** The level within its tier: one to three stars on a line. */
function pips(c: Canvas, t: Tier, count: number, x: number, y: number): string {
  let out = rect(x - 26, y - 24, count * 44 + 8, 48, { rx: 24, fill: '#000', 'fill-opacity': 0.35 });
  for (let i = 0; i < count; i += 1) out += symbol(c, 'star', x + i * 44, y, 38, { hue: 45, metal: trimOf(t) });
  return out;
}

/** The card of a VIP level. */
export function renderVipCard(level: number): string {
  const t = tierOf(level);
  const c = new Canvas(rng(`vip-card-${level}`), { hue: t.ground, sat: 40, accent: 45 });
  const m = metalTone(t.metal);
  const dark = t.metal === 'obsidian';
  const face = c.linear(
    'face',
    [
      [0, m.hi],
      [0.35, m.mid],
      [0.55, m.lo],
      [0.75, m.mid],
      [1, m.deep],
    ],
    0,
    0,
    1,
    1,
  );
  // Guilloche: fine rings off to the right, as engraved on a card.
  let rings = '';
  for (let r = 40; r < 420; r += 22) rings += circle(470, 120, r);
  const chipGold = metalTone('gold');
  const body =
    rect(0, 0, W, H, { fill: face }) +
    g({ fill: 'none', stroke: dark ? '#fff' : m.deep, 'stroke-opacity': dark ? 0.08 : 0.12, 'stroke-width': 2 }, rings) +
    path('M180 0h120L120 360H0Z', { fill: '#fff', 'fill-opacity': 0.16 }) +
    path('M330 0h40L190 360h-40Z', { fill: '#fff', 'fill-opacity': 0.1 }) +
    rect(0, 0, W, H, {
      fill: c.def('light', (id) =>
        radialAt(
          id,
          [
            [0, '#fff', 0.25],
            [0.6, '#000', 0],
            [1, '#000', 0.35],
          ],
          150,
          60,
          560,
        ),
      ),
    }) +
    // The card's chip.
    rect(44, 102, 74, 56, { rx: 10, fill: c.metal('gold'), stroke: chipGold.deep, 'stroke-width': 2.5 }) +
    path('M44 121h24m-24 18h24M118 121H94m24 18H94M68 102v56M94 102v56', { fill: 'none', stroke: chipGold.deep, 'stroke-width': 2, 'stroke-opacity': 0.7 }) +
    pips(c, t, Math.min(3, level - t.from + 1), 70, 50) +
    circle(456, 128, 110, { fill: c.glow(dark ? '#c9a6ff' : '#fff') }) +
    crest(c, t, 456, 128, 190, level) +
    glints(c, 3, 360, 20, 200, 160, 16) +
    rect(6, 6, W - 12, H - 12, { rx: 22, fill: 'none', stroke: dark ? chipGold.mid : '#fff', 'stroke-opacity': dark ? 0.7 : 0.45, 'stroke-width': 3 });
  return svg(W, H, c.definitions(), body);
}

/** The bonus picture of a VIP level: a gift wrapped in the tier's metal among coins. */
export function renderVipBonus(level: number): string {
  const t = tierOf(level);
  const trim = trimOf(t);
  const c = new Canvas(rng(`vip-bonus-${level}`), { hue: t.ground, sat: 40, accent: 45 });
  const ribbon: Tone | Metal =
    t.metal === 'gold' || t.metal === 'bronze'
      ? tone(352, 80)
      : t.metal === 'obsidian'
        ? 'gold'
        : tone(t.metal === 'silver' ? 215 : t.metal === 'diamond' ? 195 : 268, 70);
  const step = Math.min(3, level - t.from + 1);
  const count = 18;
  const reach = 700;
  const dash = (Math.PI * reach) / (2 * count);
  const body =
    rect(0, 0, W, H, {
      fill: c.def('base', (id) =>
        radialAt(
          id,
          [
            [0, tone(t.ground, 45).lo],
            [1, '#07080c'],
          ],
          300,
          170,
          380,
        ),
      ),
    }) +
    circle(300, 170, reach / 2, {
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.06,
      'stroke-width': reach,
      'stroke-dasharray': `${dash.toFixed(1)} ${dash.toFixed(1)}`,
    }) +
    circle(300, 170, 190, { fill: c.glow(metalTone(trim).hi) }) +
    groundShadow(c, 300, 318, 220, 22) +
    coinStack(c, 150, 300, 40, 2 + step * 2, trim) +
    coinStack(c, 500, 304, 36, 1 + step * 2, trim) +
    gift(c, 290, 310, 170, 200, t.metal, ribbon) +
    (step === 3 ? gift(c, 402, 324, 84, 96, t.metal, ribbon) : '') +
    coin(c, 110, 200, 30, trim) +
    coin(c, 480, 176, 26, trim) +
    coinEdge(c, 200, 80, 22, trim) +
    coinEdge(c, 420, 70, 18, trim) +
    glints(c, 6, 60, 30, 480, 200, 16) +
    rect(0, 0, W, H, {
      fill: c.def('vig', (id) =>
        radialAt(
          id,
          [
            [0.6, '#000', 0],
            [1, '#000', 0.5],
          ],
          300,
          180,
          360,
        ),
      ),
    });
  return svg(W, H, c.definitions(), body);
}
