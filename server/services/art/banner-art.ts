import { base, lighting } from './backdrop';
import { Canvas, metalTone, type Tone, tone } from './canvas';
import { symbol } from './motifs/slot-symbols';
import { trophy } from './motifs/sport';
import { fan, roulette } from './motifs/table';
import { hsl } from './palette';
import { hash, rng } from './random';
import { chip, chipStack, coin, coinEdge, coinStack, die, gift, glints, groundShadow, SUITS } from './shapes';
import { circle, ellipse, g, n, path, poly, radialAt, rect, svg } from './svg';

/**
 * Banners (750 x 300, the 5:2 box the app draws them in): a scene per banner on the right, the
 * left two fifths kept calm for any text the app lays over it. No words: the app gives the title.
 */
const W = 750;
const H = 300;
/** Where every scene is centred: right of the middle. */
const CX = 530;
const CY = 150;

type Palette = { hue: number; sat: number; accent: number };
/** Banner palettes, deep and saturated, each with an accent for lights and ribbons. */
const PALETTES: readonly Palette[] = [
  { hue: 270, sat: 60, accent: 45 },
  { hue: 222, sat: 70, accent: 45 },
  { hue: 350, sat: 65, accent: 42 },
  { hue: 160, sat: 60, accent: 45 },
  { hue: 195, sat: 70, accent: 330 },
  { hue: 240, sat: 45, accent: 185 },
  { hue: 14, sat: 70, accent: 48 },
];

type Scene = (c: Canvas, accent: Tone) => string;

/** Coins and chips bursting out of a heap. */
const burst: Scene = (c, accent) => {
  let flying = '';
  for (let i = 0; i < 11; i += 1) {
    const a = -Math.PI * 0.95 + (i / 10) * Math.PI * 0.9 + c.r.range(-0.1, 0.1);
    const d = c.r.range(110, 190);
    const x = CX + Math.cos(a) * d * 1.25;
    const y = CY + 20 + Math.sin(a) * d * 0.75;
    const r = c.r.range(14, 26);
    flying += i % 4 === 3 ? chip(c, x, y, r, tone(c.r.pick([0, 210, 140, 280]), 75)) : i % 3 === 1 ? coinEdge(c, x, y, r, 'gold') : coin(c, x, y, r, 'gold');
  }
  return (
    circle(CX, CY, 150, { fill: c.glow(accent.hi) }) +
    flying +
    groundShadow(c, CX, 282, 200, 22) +
    coinStack(c, CX - 120, 262, 34, 5) +
    coinStack(c, CX + 125, 266, 30, 4) +
    coinStack(c, CX + 60, 270, 32, 7) +
    chipStack(c, CX - 55, 272, 30, 5, tone(c.r.pick([0, 210]), 75)) +
    (c.r.chance(0.5) ? coin(c, CX, 168, 74, 'gold') : chip(c, CX, 168, 74, tone(c.r.pick([355, 210, 150]), 75))) +
    glints(c, 6, CX - 200, 20, 400, 200, 16)
  );
};

/** The prize wheel on its stand, lights around the rim, a pointer on top. */
const wheel: Scene = (c, accent) => {
  const r = 118;
  const cy = 156;
  const count = 12;
  const colours = [accent.mid, '#f5f7fb', hsl(accent.hue + 180, 70, 45), '#f5f7fb'];
  let slices = '';
  for (let i = 0; i < count; i += 1) {
    const a0 = (i * 2 * Math.PI) / count - Math.PI / 2;
    const a1 = ((i + 1) * 2 * Math.PI) / count - Math.PI / 2;
    slices += path(
      `M${CX} ${cy}L${n(CX + r * Math.cos(a0))} ${n(cy + r * Math.sin(a0))}A${r} ${r} 0 0 1 ${n(CX + r * Math.cos(a1))} ${n(cy + r * Math.sin(a1))}Z`,
      {
        fill: colours[i % colours.length],
      },
    );
  }
  let bulbs = '';
  for (let i = 0; i < 16; i += 1) bulbs += circle(CX + (r + 11) * Math.cos((i * Math.PI) / 8), cy + (r + 11) * Math.sin((i * Math.PI) / 8), 4.5);
  const gold = metalTone('gold');
  return (
    circle(CX, cy, 170, { fill: c.glow(accent.hi) }) +
    path(`M${CX - 60} 300L${CX - 18} ${cy}h36L${CX + 60} 300Z`, { fill: c.metal('gold'), stroke: gold.deep, 'stroke-width': 4 }) +
    circle(CX, cy, r + 20, { fill: c.metal('gold'), stroke: gold.deep, 'stroke-width': 5 }) +
    circle(CX, cy, r + 2, { fill: '#1a1020' }) +
    g({ stroke: '#000', 'stroke-opacity': 0.2, 'stroke-width': 2 }, slices) +
    circle(CX, cy, r, {
      fill: c.radial('wheelshade', [
        [0.6, '#000', 0],
        [1, '#000', 0.35],
      ]),
    }) +
    g({ fill: '#fff7d0', stroke: gold.lo, 'stroke-width': 1.5 }, bulbs) +
    circle(CX, cy, 26, { fill: c.metal('gold'), stroke: gold.deep, 'stroke-width': 4 }) +
    symbol(c, 'star', CX, cy, 34, { hue: accent.hue, metal: 'gold' }) +
    path(`M${CX - 16} 12h32l-16 36Z`, { fill: c.face(tone(355, 85)), stroke: '#5a0d14', 'stroke-width': 4 }) +
    coin(c, CX - 175, 240, 26) +
    coin(c, CX + 180, 222, 22) +
    coinEdge(c, CX - 150, 90, 16) +
    glints(c, 5, CX - 220, 20, 440, 120, 14)
  );
};

/** A jackpot machine's window: three sevens lit up, coins pouring below. */
const jackpot: Scene = (c, accent) => {
  const tint = { hue: c.r.pick([355, 200, 140, 300]), metal: 'gold' as const };
  const win = c.r.pick(['seven', 'seven', 'bell', 'gem', 'crown', 'cherry'] as const);
  const x = CX - 150;
  return (
    circle(CX, CY, 170, { fill: c.glow(accent.hi) }) +
    rect(x, 52, 300, 170, { rx: 26, fill: c.metal('gold'), stroke: '#5c3a06', 'stroke-width': 5 }) +
    rect(x + 16, 68, 268, 138, {
      rx: 14,
      fill: c.linear('reel', [
        [0, '#8f97aa'],
        [0.3, '#fff'],
        [0.7, '#fff'],
        [1, '#8f97aa'],
      ]),
    }) +
    path(`M${x + 105} 68v138M${x + 195} 68v138`, { stroke: '#7d8597', 'stroke-width': 3 }) +
    symbol(c, win, x + 60, 137, 84, tint) +
    symbol(c, win, x + 150, 137, 84, tint) +
    symbol(c, win, x + 240, 137, 84, tint) +
    path(`M${x + 6} 137h288`, { stroke: accent.mid, 'stroke-width': 5, 'stroke-opacity': 0.7 }) +
    g({ fill: '#fff7d0' }, Array.from({ length: 9 }, (_, i) => circle(x + 30 + i * 30, 40, 6)).join('')) +
    groundShadow(c, CX, 286, 200, 16) +
    coinStack(c, x - 10, 276, 30, 4) +
    coinStack(c, x + 310, 280, 28, 3) +
    coin(c, CX - 40, 258, 28) +
    coinEdge(c, CX + 40, 266, 30) +
    coin(c, CX + 100, 252, 22) +
    glints(c, 6, CX - 220, 10, 440, 60, 14)
  );
};

/** Confetti: small turned strips in a few colours. */
function confetti(c: Canvas, count: number, x: number, y: number, w: number, h: number, hues: readonly number[]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const px = x + c.r.next() * w;
    const py = y + c.r.next() * h;
    out += rect(px, py, 6, 13, { rx: 2, fill: hsl(hues[i % hues.length] ?? 0, 85, 60), transform: `rotate(${c.r.int(0, 179)} ${n(px)} ${n(py)})` });
  }
  return out;
}

/** Gift boxes in three sizes, confetti and coins. */
const gifts: Scene = (c, accent) => {
  const hues = [accent.hue, accent.hue + 150, 200, 330];
  return (
    circle(CX, CY, 160, { fill: c.glow(accent.hi) }) +
    confetti(c, 16, CX - 220, 10, 440, 150, hues) +
    groundShadow(c, CX, 280, 210, 20) +
    gift(c, CX - 120, 272, 110, 120, tone(hues[1] ?? 0, 70), 'gold') +
    gift(c, CX + 125, 276, 96, 100, tone(200, 75), tone(350, 85)) +
    gift(c, CX, 270, 150, 178, tone(350, 80), 'gold') +
    coin(c, CX - 190, 262, 22) +
    coin(c, CX + 200, 258, 18) +
    coinEdge(c, CX + 60, 284, 24) +
    glints(c, 5, CX - 220, 10, 440, 120, 14)
  );
};

/** The live table: a roulette wheel, a fanned hand, chip stacks, a die. */
const table: Scene = (c, accent) =>
  circle(CX, CY, 170, { fill: c.glow(accent.hi) }) +
  roulette(c, CX + 100, 160, 112, c.r.range(0, 20)) +
  fan(c, CX - 90, 118, 78, [c.r.pick(SUITS), c.r.pick(SUITS), c.r.pick(SUITS)], 16) +
  groundShadow(c, CX - 40, 286, 170, 14) +
  chipStack(c, CX - 170, 282, 30, 5, tone(355, 80)) +
  chipStack(c, CX - 100, 288, 30, 3, tone(210, 70)) +
  chipStack(c, CX + 10, 288, 28, 6, tone(45, 85)) +
  die(c, CX - 200, 196, 46, c.r.int(1, 6), -14) +
  glints(c, 5, CX - 220, 10, 440, 100, 14);

/** A stage under three spotlights, a trophy on a podium. */
const stage: Scene = (c, accent) => {
  const beam = c.linear('beam', [
    [0, '#fff', 0.5],
    [1, '#fff', 0],
  ]);
  const beams = [CX - 170, CX, CX + 170]
    .map((x, i) =>
      poly(
        [
          [x - 10 + (i - 1) * 40, -10],
          [x + 10 + (i - 1) * 40, -10],
          [CX + (i - 1) * 70 + 70, 262],
          [CX + (i - 1) * 70 - 70, 262],
        ],
        { fill: beam },
      ),
    )
    .join('');
  return (
    ellipse(CX, 262, 230, 34, { fill: c.glow(accent.hi) }) +
    beams +
    ellipse(CX, 270, 200, 28, {
      fill: c.linear('floor', [
        [0, '#2a2233'],
        [1, '#09080d'],
      ]),
      stroke: c.metal('gold'),
      'stroke-width': 4,
    }) +
    path(`M${CX - 80} 262v-44a80 18 0 0 1 160 0v44a80 18 0 0 1-160 0Z`, { fill: c.face(tone(350, 70)), stroke: '#0b0d14', 'stroke-width': 3 }) +
    ellipse(CX, 218, 80, 18, { fill: c.metal('gold'), stroke: '#5c3a06', 'stroke-width': 3 }) +
    trophy(c, CX, 142, 140, 'gold') +
    confetti(c, 14, CX - 220, 10, 440, 130, [accent.hue, 200, 330, 50]) +
    glints(c, 4, CX - 200, 20, 400, 100, 14)
  );
};

/** A trophy in a laurel, stars around. */
const champion: Scene = (c, accent) => {
  // A laurel: two branches of pointed leaves along an arc, each leaf along the branch, tipped outwards.
  let leaves = '';
  let stems = '';
  for (const side of [-1, 1]) {
    stems += `M${n(CX + side * 40)} 262A118 112 0 0 ${side > 0 ? 0 : 1} ${n(CX + side * 112)} 80`;
    for (let i = 0; i < 8; i += 1) {
      const a = Math.PI / 2 - side * (0.45 + i * 0.28);
      const x = CX + Math.cos(a) * 118;
      const y = 160 + Math.sin(a) * 112;
      const turn = (a * 180) / Math.PI + (side > 0 ? 180 : 0) - side * 28;
      leaves += path('M0-16C9-6 9 6 0 16-9 6-9-6 0-16Z', { transform: `translate(${n(x)} ${n(y)})rotate(${n(turn)})` });
    }
  }
  const gold = metalTone('gold');
  return (
    circle(CX, 150, 160, { fill: c.glow(accent.hi) }) +
    path(stems, { fill: 'none', stroke: gold.lo, 'stroke-width': 5 }) +
    g({ fill: c.metal('gold'), stroke: gold.deep, 'stroke-width': 3 }, leaves) +
    symbol(c, 'star', CX - 150, 70, 46, { hue: 45, metal: 'gold' }, -12) +
    symbol(c, 'star', CX + 150, 70, 46, { hue: 45, metal: 'gold' }, 12) +
    groundShadow(c, CX, 270, 90, 12) +
    trophy(c, CX, 150, 190, 'gold') +
    confetti(c, 12, CX - 230, 10, 460, 120, [accent.hue, 200, 330, 50]) +
    glints(c, 4, CX - 200, 20, 400, 100, 14)
  );
};

const SCENES: readonly Scene[] = [burst, wheel, jackpot, gifts, table, stage, champion];
/** Where each banner group starts in the list of scenes, so a group's banners differ from each other. */
const GROUP_START: Record<string, number> = { home: 0, live: 4, popup: 6, promo: 2 };

/** Rays from the scene's centre, fading out before the calm side. */
function rays(c: Canvas, count: number): string {
  const reach = 420;
  const dash = (Math.PI * reach) / (2 * count);
  const fade = c.def('rays', (id) =>
    radialAt(
      id,
      [
        [0, '#fff', 0.16],
        [1, '#fff', 0],
      ],
      CX,
      CY,
      reach,
    ),
  );
  return circle(CX, CY, reach / 2, {
    fill: 'none',
    stroke: fade,
    'stroke-width': reach,
    'stroke-dasharray': `${n(dash)} ${n(dash)}`,
    'stroke-dashoffset': n(c.r.next() * dash),
  });
}

/** Soft out-of-focus lights over the calm side. */
function bokeh(c: Canvas, accent: Tone): string {
  let out = '';
  for (let i = 0; i < 6; i += 1)
    out += circle(c.r.range(20, 300), c.r.range(20, 280), c.r.range(10, 34), { fill: c.glow(accent.hi), opacity: c.r.range(0.3, 0.7) });
  return out;
}

/**
 * The banner at `path` (/banners/<group>-<n>.svg or /banners/promo-card|banner-<n>.svg): the
 * scene and palette follow from the group and number; a promotion's card and banner match.
 */
export function renderBanner(bannerPath: string): string {
  const m = /([a-z]+)(?:-(?:card|banner))?-(\d+)\.svg$/.exec(bannerPath);
  const group = m?.[1] ?? 'home';
  const index = Number(m?.[2] ?? 1);
  const key = `${group}-${index}`;
  const start = GROUP_START[group] ?? hash(group) % SCENES.length;
  const scene = SCENES[(start + index - 1) % SCENES.length] ?? burst;
  const palette = PALETTES[(start * 3 + index - 1) % PALETTES.length] ?? (PALETTES[0] as Palette);
  const c = new Canvas(rng(key), { hue: palette.hue, sat: palette.sat, accent: palette.accent });
  const accent = tone(palette.accent, 90);
  const body =
    base(c, W, H, hsl(palette.hue, palette.sat, 36), hsl(palette.hue + 15, palette.sat, 8), CX, CY) +
    rays(c, 16) +
    bokeh(c, accent) +
    scene(c, accent) +
    // The calm side: a darkening from the left edge, under any text the app may set there.
    rect(0, 0, 360, H, {
      fill: c.linear(
        'calm',
        [
          [0, '#000', 0.35],
          [1, '#000', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    lighting(c, W, H, null, 0.8);
  return svg(W, H, c.definitions(), body);
}
