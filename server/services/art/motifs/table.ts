import { type Canvas, tone } from '../canvas';
import { card, chip, chipStack, die, number, type Suit } from '../shapes';
import { circle, ellipse, g, n, path } from '../svg';

/** Live casino and card games: cards, chips, dice, the roulette wheel, the Fan Tan beads. */

/** A hand of cards fanned from a point below them. */
export function fan(c: Canvas, cx: number, cy: number, w: number, suits: readonly Suit[], spread: number): string {
  const count = suits.length;
  return suits
    .map((s, i) => {
      const a = (i - (count - 1) / 2) * spread;
      const rad = (a * Math.PI) / 180;
      return card(c, cx + Math.sin(rad) * w * 1.1, cy - Math.cos(rad) * w * 1.1 + w * 1.1, w, s, a);
    })
    .join('');
}

/** A roulette wheel seen from above: 18 alternating red and black pockets, a green zero, a ball. */
export function roulette(c: Canvas, cx: number, cy: number, r: number, rotate: number): string {
  const pockets = 18;
  let red = '';
  let black = '';
  for (let i = 0; i < pockets; i += 1) {
    const a0 = ((rotate + (i * 360) / pockets) * Math.PI) / 180;
    const a1 = ((rotate + ((i + 1) * 360) / pockets) * Math.PI) / 180;
    const ro = r * 0.86;
    const ri = r * 0.6;
    const d = `M${n(cx + ri * Math.cos(a0))} ${n(cy + ri * Math.sin(a0))}L${n(cx + ro * Math.cos(a0))} ${n(cy + ro * Math.sin(a0))}A${n(ro)} ${n(ro)} 0 0 1 ${n(cx + ro * Math.cos(a1))} ${n(cy + ro * Math.sin(a1))}L${n(cx + ri * Math.cos(a1))} ${n(cy + ri * Math.sin(a1))}Z`;
    if (i % 2 === 0) red += d;
    else black += d;
  }
  const wood = tone(25, 55);
  const ballA = ((rotate + 95) * Math.PI) / 180;
  return (
    circle(cx, cy, r, { fill: c.face(wood), stroke: wood.deep, 'stroke-width': 4 }) +
    circle(cx, cy, r * 0.88, { fill: '#e7c15a', stroke: '#6b4a10', 'stroke-width': 2 }) +
    path(red, { fill: '#c8182b' }) +
    path(black, { fill: '#15171d' }) +
    path(
      `M${n(cx + r * 0.6 * Math.cos((rotate * Math.PI) / 180))} ${n(cy + r * 0.6 * Math.sin((rotate * Math.PI) / 180))}L${n(cx + r * 0.86 * Math.cos((rotate * Math.PI) / 180))} ${n(cy + r * 0.86 * Math.sin((rotate * Math.PI) / 180))}`,
      { stroke: '#1f9d4a', 'stroke-width': 5 },
    ) +
    circle(cx, cy, r * 0.6, { fill: c.face(tone(25, 45)), stroke: '#e7c15a', 'stroke-width': 3 }) +
    circle(cx, cy, r * 0.3, { fill: c.metal('gold'), stroke: '#6b4a10', 'stroke-width': 2 }) +
    path(`M${n(cx - r * 0.42)} ${n(cy)}h${n(r * 0.84)}M${n(cx)} ${n(cy - r * 0.42)}v${n(r * 0.84)}`, {
      stroke: c.metal('gold'),
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    circle(cx + r * 0.74 * Math.cos(ballA), cy + r * 0.74 * Math.sin(ballA), r * 0.07, { fill: '#fff', stroke: '#667', 'stroke-width': 1.5 })
  );
}

/** Chips scattered on the felt, each in its own colour. */
export function chips(c: Canvas, spots: readonly [number, number, number][], hues: readonly number[]): string {
  return spots.map(([x, y, r], i) => chip(c, x, y, r, tone(hues[i % hues.length] ?? 0, 75))).join('');
}

/** A dice cup's worth: three dice tumbling. */
export function threeDice(c: Canvas, cx: number, cy: number, s: number): string {
  const faces = [c.r.int(1, 6), c.r.int(1, 6), c.r.int(1, 6)];
  return (
    die(c, cx - s * 0.62, cy + s * 0.32, s, faces[0] ?? 1, -14) +
    die(c, cx + s * 0.62, cy + s * 0.36, s, faces[1] ?? 2, 12) +
    die(c, cx, cy - s * 0.52, s, faces[2] ?? 3, c.r.range(-20, 20))
  );
}

/** Fan Tan: a heap of white beads on the four-sided mat, the brass cover lifted off them. */
export function fanTan(c: Canvas, cx: number, cy: number, r: number): string {
  const beads: [number, number][] = [];
  for (let i = 0; i < 15; i += 1) {
    const a = c.r.next() * Math.PI * 2;
    const d = Math.sqrt(c.r.next()) * r * 0.55;
    beads.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.5 - (r * 0.55 - d) * 0.35]);
  }
  beads.sort((a, b) => a[1] - b[1]);
  const brass = tone(42, 75);
  const mat = tone(150, 60);
  return (
    path(`M${n(cx)} ${n(cy - r * 0.75)}L${n(cx + r * 1.5)} ${n(cy)}L${n(cx)} ${n(cy + r * 0.75)}L${n(cx - r * 1.5)} ${n(cy)}Z`, {
      fill: mat.lo,
      stroke: c.metal('gold'),
      'stroke-width': 5,
    }) +
    (
      [
        [1, 0, -1],
        [2, 1, 0],
        [3, 0, 1],
        [4, -1, 0],
      ] as const
    )
      .map(([v, dx, dy]) => number(v, cx + dx * r * 1.05, cy + dy * r * 0.52, r * 0.22, '#f3e3a4'))
      .join('') +
    g(
      { fill: c.sphere({ hue: 45, hi: '#fff', mid: '#ece6d6', lo: '#b8b09c', deep: '#6f6757' }), stroke: '#6f6757', 'stroke-width': 1.5 },
      beads.map(([x, y]) => circle(x, y, r * 0.13)).join(''),
    ) +
    g(
      { transform: `translate(${n(cx - r * 0.55)} ${n(cy - r * 1.2)})rotate(-16)` },
      path(`M${n(-r * 0.7)} 0c0-${n(r * 0.75)} ${n(r * 1.4)}-${n(r * 0.75)} ${n(r * 1.4)} 0Z`, { fill: c.face(brass), stroke: brass.deep, 'stroke-width': 4 }) +
        ellipse(0, 0, r * 0.78, r * 0.14, { fill: brass.lo, stroke: brass.deep, 'stroke-width': 4 }) +
        circle(0, -r * 0.6, r * 0.1, { fill: brass.hi, stroke: brass.deep, 'stroke-width': 3 }),
    )
  );
}

/** The dragon's red and the tiger's gold: two cards face up, a gold coin between. */
export function dragonTiger(c: Canvas, cx: number, cy: number, w: number): string {
  return card(c, cx - w * 0.62, cy, w, 'heart', -12) + card(c, cx + w * 0.62, cy, w, 'spade', 12) + chip(c, cx, cy + w * 0.75, w * 0.36, tone(45, 85));
}

/** Chip stacks in a row. */
export function stacks(c: Canvas, cx: number, bottom: number, r: number, hues: readonly number[], counts: readonly number[]): string {
  return hues.map((h, i) => chipStack(c, cx + (i - (hues.length - 1) / 2) * r * 2.1, bottom - (i % 2) * 4, r, counts[i] ?? 3, tone(h, 75))).join('');
}
