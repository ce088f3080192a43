import { type Canvas, metalTone, type Tone, tone } from './canvas';
import type { Metal } from './palette';
import { circle, ellipse, g, n, path, place, poly, rect, sparkle, starPoints, use } from './svg';

/**
 * The shapes the art is made of, each drawn glossy with a dark outline so it reads at 72 px:
 * coins, chips, cards and suits, dice, balls with numbers, gems, stars, sparkles. Shapes that
 * repeat are drawn once at the origin (Canvas.shape) and placed by reference.
 */

/** A soft shadow pool on the ground under something. */
export function groundShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy, rx, ry, { fill: c.shadow() });
}

/** A few four-pointed glints around an area. */
export function glints(c: Canvas, count: number, x: number, y: number, w: number, h: number, size: number, colour = '#fff'): string {
  let d = '';
  for (let i = 0; i < count; i += 1) d += sparkle(x + c.r.next() * w, y + c.r.next() * h, size * c.r.range(0.5, 1));
  return d ? path(d, { fill: colour }) : '';
}

/** A coin seen face on, in a metal, with an embossed star. */
export function coin(c: Canvas, cx: number, cy: number, r: number, metal: Metal = 'gold'): string {
  const id = c.shape(`coin:${metal}`, () => {
    const t = metalTone(metal);
    return (
      circle(0, 0, 48, { fill: c.metal(metal), stroke: t.deep, 'stroke-width': 5 }) +
      circle(0, 0, 35, { fill: 'none', stroke: t.lo, 'stroke-width': 4 }) +
      poly(starPoints(0, 2, 22, 9, 5), { fill: t.lo }) +
      path('M-30-12a33 33 0 0 1 40-20', { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.7, 'stroke-width': 5, 'stroke-linecap': 'round' })
    );
  });
  return use(id, cx, cy, r / 48);
}

/** A coin seen from the side, for stacks and falling coins. */
export function coinEdge(c: Canvas, cx: number, cy: number, r: number, metal: Metal = 'gold'): string {
  const id = c.shape(`edge:${metal}`, () => {
    const t = metalTone(metal);
    return (
      path('M-50 0v11a50 19 0 0 0 100 0V0Z', { fill: t.lo, stroke: t.deep, 'stroke-width': 3 }) +
      ellipse(0, 0, 50, 19, { fill: c.metal(metal), stroke: t.deep, 'stroke-width': 3 }) +
      ellipse(0, 0, 31, 11, { fill: 'none', stroke: t.lo, 'stroke-width': 3 })
    );
  });
  return use(id, cx, cy, r / 50);
}

/** A stack of coins seen from the side. */
export function coinStack(c: Canvas, cx: number, bottom: number, r: number, count: number, metal: Metal = 'gold'): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += coinEdge(c, cx + (i % 2 ? 1.5 : -1.5), bottom - i * r * 0.26, r, metal);
  return out;
}

/** A top light over a flat colour: shapes that take their colour from the reference share it. */
export function sheen(c: Canvas): string {
  return c.linear('sheen', [
    [0, '#fff', 0.45],
    [0.5, '#fff', 0],
    [1, '#000', 0.3],
  ]);
}

/**
 * A casino chip: edge stripes drawn as a dashed ring, a darker inner ring, a light centre. One
 * drawing serves every colour: the reference gives the fill.
 */
export function chip(c: Canvas, cx: number, cy: number, r: number, t: Tone): string {
  const id = c.shape('chip', () => {
    const dash = n((2 * Math.PI * 41) / 16);
    return (
      circle(0, 0, 48, { stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 4 }) +
      circle(0, 0, 48, { fill: sheen(c) }) +
      circle(0, 0, 41, { fill: 'none', stroke: '#fff', 'stroke-width': 10, 'stroke-dasharray': `${dash} ${dash}` }) +
      circle(0, 0, 28, { fill: '#000', 'fill-opacity': 0.25, stroke: '#fff', 'stroke-opacity': 0.85, 'stroke-width': 3, 'stroke-dasharray': '6 5' }) +
      circle(0, 0, 17, { fill: '#fff', 'fill-opacity': 0.55 })
    );
  });
  return use(id, cx, cy, r / 48, 0, { fill: t.mid });
}

/** A stack of chips seen from the side, in one colour. */
export function chipStack(c: Canvas, cx: number, bottom: number, r: number, count: number, t: Tone): string {
  const layer = c.shape(
    'layer',
    () =>
      path('M-50-10v10a50 18 0 0 0 100 0v-10Z', { stroke: '#000', 'stroke-opacity': 0.55, 'stroke-width': 4 }) +
      path('M-28 15v-10M0 18v-10M28 15v-10', { stroke: '#fff', 'stroke-width': 7 }),
  );
  const top = c.shape(
    'top',
    () =>
      ellipse(0, 0, 50, 18, { stroke: '#000', 'stroke-opacity': 0.55, 'stroke-width': 4 }) +
      ellipse(0, 0, 50, 18, { fill: '#fff', 'fill-opacity': 0.25 }) +
      ellipse(0, 0, 30, 10, { fill: 'none', stroke: '#fff', 'stroke-width': 4, 'stroke-dasharray': '9 7' }),
  );
  let out = '';
  for (let i = 0; i < count; i += 1) out += use(layer, 0, -i * 10);
  return g({ transform: `translate(${n(cx)} ${n(bottom)})scale(${n(r / 50)})`, fill: t.lo }, out + use(top, 0, -count * 10 - 10, 1, 0, { fill: t.mid }));
}

export type Suit = 'heart' | 'diamond' | 'spade' | 'club';
export const SUITS: readonly Suit[] = ['spade', 'heart', 'club', 'diamond'];

/** Suit outlines in a 100-unit box centred on the origin. */
const SUIT_PATHS: Record<Suit, string> = {
  heart: 'M0 40C-12 28-44 10-44-17-44-32-33-42-20-42c9 0 16 5 20 13 4-8 11-13 20-13 13 0 24 10 24 25C44 10 12 28 0 40Z',
  diamond: 'M0-46L36 0 0 46-36 0Z',
  spade: 'M0-46c9 16 44 32 44 56 0 14-10 22-22 22-8 0-15-4-18-10l6 22H-10l6-22c-3 6-10 10-18 10-12 0-22-8-22-22C-44-14-9-30 0-46Z',
  club: 'M-19-21a19 19 0 1 1 38 0 19 19 0 0 1-9 16 19 19 0 1 1 0 28l6 21H-16l6-21a19 19 0 1 1 0-28 19 19 0 0 1-9-16Z',
};

export const isRed = (s: Suit) => s === 'heart' || s === 'diamond';
const suitColour = (s: Suit) => (isRed(s) ? '#d81f2f' : '#161a24');

/** A suit symbol of the given height centred on (cx, cy). */
export function suit(c: Canvas, s: Suit, cx: number, cy: number, size: number, fill = suitColour(s), rotate = 0): string {
  const id = c.shape(`suit:${s}`, () => path(SUIT_PATHS[s]));
  return use(id, cx, cy, size / 100, rotate, fill === 'inherit' ? {} : { fill });
}

/** A playing card 70 wide: white face, its suit large in the middle and small in two corners (no letters). */
export function card(c: Canvas, cx: number, cy: number, w: number, s: Suit, rotate = 0): string {
  const id = c.shape(`card:${s}`, () => {
    const blank = c.shape('card', () => {
      const face = c.linear('card', [
        [0, '#fff'],
        [1, '#dfe3ea'],
      ]);
      return (
        rect(-32, -44, 70, 98, { rx: 7, fill: '#000', 'fill-opacity': 0.3 }) +
        rect(-35, -49, 70, 98, { rx: 7, fill: face, stroke: '#9aa3b2', 'stroke-width': 2 }) +
        rect(-28, -42, 56, 84, { rx: 4, fill: 'none', stroke: '#c9ced8', 'stroke-width': 2 })
      );
    });
    const colour = suitColour(s);
    return (
      use(blank, 0, 0) + g({ fill: colour }, suit(c, s, 0, 0, 40, 'inherit') + suit(c, s, -19, -32, 14, 'inherit') + suit(c, s, 19, 32, 14, 'inherit', 180))
    );
  });
  return use(id, cx, cy, w / 70, rotate);
}

/** Pip positions of a die face, on a -1..1 grid. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die of side s: a lit face over a darker extruded edge, pips red on one and four, ink elsewhere. */
export function die(c: Canvas, cx: number, cy: number, s: number, face: number, rotate = 0): string {
  const id = c.shape(`die:${face}`, () => {
    const fill = c.linear('die', [
      [0, '#fff'],
      [1, '#d9dde5'],
    ]);
    const pips = (PIPS[face] ?? []).map(([x, y]) => circle(x * 26, y * 26, face === 1 ? 13 : 9)).join('');
    return (
      rect(-50, -40, 100, 100, { rx: 20, fill: '#8c93a3', stroke: '#2a2f3b', 'stroke-width': 4 }) +
      rect(-50, -50, 100, 100, { rx: 20, fill, stroke: '#2a2f3b', 'stroke-width': 4 }) +
      g({ fill: face === 1 || face === 4 ? '#d81f2f' : '#151821' }, pips)
    );
  });
  return use(id, cx, cy, s / 100, rotate);
}

/** Digit strokes in a 10 x 14 box: where each starts, then relative moves only, so digits join into one path. */
const DIGITS: readonly [number, number, string][] = [
  [5, 0, 'c-4 0-5 3.5-5 7s1 7 5 7 5-3.5 5-7-1-7-5-7z'],
  [2, 3, 'l4-3v14'],
  [0.5, 3, 'c1-3.5 9-3.8 9 1 0 3.5-6 6-9.5 10h10'],
  [0.5, 0, 'h9l-5 5.5c4 0 5.5 2 5.5 4.3 0 4.5-7.5 5.5-10 2'],
  [7.5, 14, 'v-14l-7.5 10h10'],
  [9.5, 0, 'h-8l-1 6c3-2 9.5-1.5 9.5 3.7 0 4.6-7 5.5-10 2.3'],
  [8.5, 0.5, 'c-4.5 0-8.5 3.5-8.5 8.7 0 3.3 2 4.8 5 4.8s5-2 5-4.6-2-4.4-5-4.4-5 2-5 4'],
  [0, 0, 'h10l-6 14'],
  [5, 6.6, 'c-4 0-4-6.6 0-6.6s4 6.6 0 6.6zm0 0c-4.8 0-4.8 7.4 0 7.4s4.8-7.4 0-7.4z'],
  [1.5, 13.5, 'c4.5 0 8.5-3.5 8.5-8.7 0-3.3-2-4.8-5-4.8s-5 2-5 4.6 2 4.4 5 4.4 5-2 5-4'],
];

/** A number drawn as strokes (no font), centred on (cx, cy), digits of the given height: one path. */
export function number(value: number, cx: number, cy: number, height: number, colour: string): string {
  const digits = String(value).split('').map(Number);
  const step = 13;
  const left = -(digits.length * step - 3) / 2;
  const d = digits
    .map((digit, i) => {
      const [x, y, rest] = DIGITS[digit] ?? DIGITS[0] ?? [0, 0, ''];
      return `M${n(left + i * step + x)} ${n(y - 7)}${rest}`;
    })
    .join('');
  return path(d, { transform: place(cx, cy, height / 14), fill: 'none', stroke: colour, 'stroke-width': 2.4, 'stroke-linecap': 'round' });
}

/** A lottery ball: a shaded sphere with a white disc carrying its number. */
export function ball(c: Canvas, cx: number, cy: number, r: number, hue: number, value: number | null): string {
  // One drawing for every colour: the ball takes its fill from the reference, the shading is shared.
  const id = c.shape('ball', () => circle(0, 0, 48, { stroke: '#000', 'stroke-opacity': 0.45, 'stroke-width': 3 }) + circle(0, 0, 48, { fill: shade(c) }));
  const disc = value === null ? '' : circle(cx, cy, r * 0.54, { fill: '#fff' }) + number(value, cx, cy, r * (value > 9 ? 0.48 : 0.58), '#141824');
  return use(id, cx, cy, r / 48, 0, { fill: tone(hue, 85).mid }) + disc;
}

/** The shading of any sphere over its flat colour: a bright spot up left, darker at the rim. */
export function shade(c: Canvas): string {
  return c.radial(
    'shade',
    [
      [0, '#fff', 0.85],
      [0.25, '#fff', 0.15],
      [0.6, '#000', 0],
      [1, '#000', 0.55],
    ],
    0.36,
    0.3,
    0.75,
  );
}

/** A cut gem seen from the side: a crown of three facets over a pavilion of three, 100 wide. */
export function gem(c: Canvas, cx: number, cy: number, w: number, hue: number, sat = 85): string {
  const id = c.shape(`gem:${Math.round(hue)}`, () => {
    const t = tone(hue, sat);
    const outline = 'M-27-36H27L50-10 0 50-50-10Z';
    return (
      path(outline, { fill: t.mid }) +
      path('M-27-36H27L16-10H-16Z', { fill: t.hi }) +
      path('M-16-10H16L0 50Z', { fill: t.hi, 'fill-opacity': 0.8 }) +
      path('M16-10H50L0 50ZM27-36L50-10H16Z', { fill: t.lo }) +
      path(outline, { fill: 'none', stroke: t.deep, 'stroke-width': 4 }) +
      path('M-22-31L-10-13', { stroke: '#fff', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-opacity': 0.8 })
    );
  });
  return use(id, cx, cy, w / 100);
}

/** A star with bevelled facets: each point lit on one side, shaded on the other; 100 across. */
export function bevelStar(c: Canvas, cx: number, cy: number, r: number, t: Tone, points = 5, rotate = 0): string {
  const id = c.shape(`star:${t.mid}:${points}`, () => {
    const pts = starPoints(0, 0, 50, 23, points);
    let light = '';
    let dark = '';
    for (let i = 0; i < pts.length; i += 1) {
      const [ax, ay] = pts[i] as [number, number];
      const [bx, by] = pts[(i + 1) % pts.length] as [number, number];
      const tri = `M0 0L${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}Z`;
      if (i % 2 === 0) dark += tri;
      else light += tri;
    }
    return (
      poly(pts, { fill: c.face(t), stroke: t.deep, 'stroke-width': 4 }) +
      path(light, { fill: '#fff', 'fill-opacity': 0.3 }) +
      path(dark, { fill: t.deep, 'fill-opacity': 0.18 })
    );
  });
  return use(id, cx, cy, r / 50, rotate);
}

/** The slot machine's seven: a bold slanted 7 with an outline and a light inner bevel; 100 high. */
export function seven(c: Canvas, cx: number, cy: number, h: number, t: Tone, rotate = 0): string {
  const d = 'M-44-46h84l4 6-2 13-38 73H-29l38-66H-34L-44-28Z';
  return g(
    { transform: place(cx, cy, h / 100, rotate) },
    path(d, { fill: t.deep, transform: 'translate(4 5)' }) +
      path(d, { fill: c.face(t), stroke: t.deep, 'stroke-width': 6 }) +
      path('M-36-40h74l-3 7H-36Z', { fill: '#fff', 'fill-opacity': 0.45 }),
  );
}

/** A paint for a gift's box or ribbon: a tone (glossy colour) or a metal. */
export type Wrap = Tone | Metal;

function wrapOf(c: Canvas, w: Wrap): { fill: string; t: Tone } {
  return typeof w === 'string' ? { fill: c.metal(w), t: metalTone(w) } : { fill: c.face(w), t: w };
}

/** A gift box with a ribbon and a bow, standing on `bottom`. */
export function gift(c: Canvas, x: number, bottom: number, w: number, h: number, box: Wrap, ribbon: Wrap): string {
  const lid = h * 0.22;
  const b = wrapOf(c, box);
  const r = wrapOf(c, ribbon);
  return (
    rect(x - w / 2, bottom - h + lid, w, h - lid, { fill: b.fill, stroke: b.t.deep, 'stroke-width': 4 }) +
    rect(x - w / 2, bottom - h + lid, w, h * 0.12, { fill: '#000', 'fill-opacity': 0.25 }) +
    rect(x - w / 2 - 8, bottom - h, w + 16, lid, { rx: 4, fill: b.fill, stroke: b.t.deep, 'stroke-width': 4 }) +
    rect(x - w * 0.09, bottom - h, w * 0.18, h, { fill: r.fill, stroke: r.t.deep, 'stroke-width': 3 }) +
    path(
      `M${n(x)} ${n(bottom - h)}c-${n(w * 0.35)}-${n(h * 0.45)}-${n(w * 0.5)} 0-${n(w * 0.12)} 0c-${n(w * 0.1)} 0 0 0 ${n(w * 0.12)} 0c${n(w * 0.38)} 0 ${n(w * 0.23)}-${n(h * 0.45)}-${n(w * 0.12)} 0Z`,
      { fill: r.fill, stroke: r.t.deep, 'stroke-width': 3 },
    ) +
    circle(x, bottom - h, w * 0.06, { fill: r.t.mid, stroke: r.t.deep, 'stroke-width': 3 })
  );
}
