import { type Canvas, type Tone, tone } from '../canvas';
import { card, die, gem } from '../shapes';
import { circle, g, n, path, rect, use } from '../svg';

/** In-house instant games: mines, crash, plinko, dice, limbo, hi-lo. */

/** A mines board: raised tiles, a few opened on gems, one on a mine. */
export function minesBoard(c: Canvas, cx: number, cy: number, cell: number, accent: Tone, gemHue: number): string {
  const size = 4;
  const open = new Set<number>();
  while (open.size < 5) open.add(c.r.int(0, 15));
  const mine = [...open][0] ?? 0;
  const inner = cell * 0.88;
  const closed = c.shape(
    'tile',
    () =>
      rect(-inner / 2, -inner / 2 + 3, inner, inner, { rx: cell * 0.16, fill: '#0a0c12' }) +
      rect(-inner / 2, -inner / 2, inner, inner, {
        rx: cell * 0.16,
        fill: c.face(tone(230, 25)),
        stroke: accent.mid,
        'stroke-opacity': 0.5,
        'stroke-width': 2,
      }),
  );
  const hole = c.shape('hole', () => rect(-inner / 2, -inner / 2, inner, inner, { rx: cell * 0.16, fill: '#0d1018', 'fill-opacity': 0.7 }));
  let out = '';
  for (let i = 0; i < size * size; i += 1) {
    const x = cx + ((i % size) - size / 2 + 0.5) * cell;
    const y = cy + (Math.floor(i / size) - size / 2 + 0.5) * cell;
    if (!open.has(i)) out += use(closed, x, y);
    else
      out +=
        use(hole, x, y) +
        (i === mine
          ? circle(x, y + 2, cell * 0.28, { fill: c.sphere(tone(0, 0)), stroke: '#000', 'stroke-width': 2 }) +
            path(`M${n(x + cell * 0.12)} ${n(y - cell * 0.2)}l${n(cell * 0.12)}-${n(cell * 0.12)}`, {
              stroke: '#ffb020',
              'stroke-width': 4,
              'stroke-linecap': 'round',
            })
          : gem(c, x, y, cell * 0.72, gemHue));
  }
  return out;
}

/** Crash: a rocket riding a rising curve, the curve glowing under it. */
export function crash(c: Canvas, accent: Tone, flame: Tone): string {
  const curve = 'M20 210C90 200 140 170 178 84';
  const rocket = tone(0, 0);
  return (
    path(`${curve}V214H20Z`, {
      fill: c.linear('under', [
        [0, accent.mid, 0.55],
        [1, accent.mid, 0],
      ]),
    }) +
    path(curve, { fill: 'none', stroke: accent.hi, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    g(
      { transform: 'translate(180 78) rotate(28)' },
      path('M-12 30c-6 18 0 34 12 44 12-10 18-26 12-44Z', { fill: c.face(flame) }) +
        path('M-14 28V-10C-14-34 0-50 0-50S14-34 14-10V28Z', { fill: c.face(rocket), stroke: '#262b36', 'stroke-width': 4 }) +
        path('M-14 4l-14 22v8l14-6ZM14 4l14 22v8l-14-6Z', { fill: '#d92a3a', stroke: '#5a0d14', 'stroke-width': 3 }) +
        circle(0, -12, 8, { fill: c.sphere(tone(200, 80)), stroke: '#262b36', 'stroke-width': 3 }),
    )
  );
}

/** Plinko: a triangle of pegs, a ball dropping, slots at the foot. */
export function plinko(c: Canvas, accent: Tone, ballTone: Tone): string {
  let pegs = '';
  for (let row = 0; row < 6; row += 1) for (let i = 0; i <= row + 2; i += 1) pegs += circle(120 + (i - (row + 2) / 2) * 26, 56 + row * 24, 4.5);
  let slots = '';
  const hues = [0, 25, 45, 90, 45, 25, 0];
  hues.forEach((h, i) => {
    slots += rect(27 + i * 27, 196, 24, 16, { rx: 4, fill: tone(h, 85).mid });
  });
  return (
    g({ fill: '#fff', 'fill-opacity': 0.9 }, pegs) +
    slots +
    path('M120 30c-4 20 8 34 -2 50', { fill: 'none', stroke: accent.hi, 'stroke-width': 3, 'stroke-dasharray': '3 6', 'stroke-linecap': 'round' }) +
    circle(118, 88, 11, { fill: c.sphere(ballTone), stroke: ballTone.deep, 'stroke-width': 2.5 })
  );
}

/** Dice: two dice tumbling over a target. */
export function dicePair(c: Canvas, accent: Tone): string {
  return (
    g({ fill: 'none', stroke: accent.hi, 'stroke-opacity': 0.35, 'stroke-width': 6 }, circle(120, 130, 80) + circle(120, 130, 52)) +
    die(c, 88, 140, 66, c.r.int(1, 6), -16) +
    die(c, 156, 108, 60, c.r.int(1, 6), 18)
  );
}

/** Limbo: a target line high up and a streak shooting past it. */
export function limbo(c: Canvas, accent: Tone): string {
  return (
    path('M24 96H216', { stroke: '#fff', 'stroke-width': 3, 'stroke-dasharray': '10 8', 'stroke-opacity': 0.7 }) +
    path('M62 214L150 54', {
      stroke: c.linear(
        'streak',
        [
          [0, accent.mid, 0],
          [1, accent.hi],
        ],
        0,
        1,
        0,
        0,
      ),
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }) +
    g({ fill: 'none', stroke: accent.hi, 'stroke-width': 5 }, circle(160, 40, 20) + circle(160, 40, 8, { fill: accent.hi }))
  );
}

/** Hi-lo: one card between an up and a down arrow. */
export function hilo(c: Canvas, up: Tone, down: Tone): string {
  return (
    card(c, 112, 124, 84, c.r.pick(['spade', 'heart', 'club', 'diamond'] as const), -6) +
    path('M186 98l22 26h-14v24h-16v-24h-14Z', { fill: c.face(up), stroke: up.deep, 'stroke-width': 3, transform: 'translate(0 -38)' }) +
    path('M186 190l22-26h-14v-24h-16v24h-14Z', { fill: c.face(down), stroke: down.deep, 'stroke-width': 3, transform: 'translate(0 12)' })
  );
}
