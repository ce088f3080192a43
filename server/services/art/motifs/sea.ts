import { type Canvas, type Tone, tone } from '../canvas';
import { sheen } from '../shapes';
import { circle, ellipse, g, n, path, place, use } from '../svg';

/** Fishing games: fish, bubbles, waves, weed and coral, a hook or a sight, on deep water. */

const FISH = 'M-50 0C-34-24 6-30 28-10L50-26C46-10 46 10 50 26L28 10C6 30-34 24-50 0Z';
const FIN = 'M-16-18C-8-34 8-34 14-14Z';

/**
 * One fish of body length `size`, facing left (or right when flipped), striped or not. One drawing
 * serves every colour: the reference gives the fill, a shared sheen gives the body its roundness.
 */
export function fish(c: Canvas, x: number, y: number, size: number, hue: number, flip = false, rotate = 0, stripes = false): string {
  const plain = c.shape('fish', () => {
    const ink = { stroke: '#000', 'stroke-opacity': 0.6, 'stroke-width': 4 };
    return (
      path(FIN, ink) +
      path(FISH, ink) +
      path(FISH, { fill: sheen(c) }) +
      path('M-26 10c10 4 28 4 40-4', { fill: 'none', stroke: '#fff', 'stroke-width': 3, 'stroke-opacity': 0.6 }) +
      circle(-32, -5, 6, { fill: '#fff', stroke: '#000', 'stroke-opacity': 0.6, 'stroke-width': 2 }) +
      circle(-33.5, -5, 3, { fill: '#0b0d14' })
    );
  });
  const id = stripes
    ? c.shape('fish:striped', () => use(plain, 0, 0) + path('M-22-16c6 10 6 22 0 32M0-18c6 12 6 24 0 36', { fill: 'none', stroke: '#fff', 'stroke-width': 6 }))
    : plain;
  const k = String(Math.round((size / 100) * 1000) / 1000).replace(/^0\./, '.');
  return use(id, x, y, 1, rotate, { transform: `${place(x, y, 1, rotate)}scale(${flip ? `-${k} ${k}` : k})`, fill: tone(hue, 88).mid });
}

/** Rising bubbles: rings with a glint. */
export function bubbles(c: Canvas, count: number, x: number, y: number, w: number, h: number): string {
  let rings = '';
  let glints = '';
  for (let i = 0; i < count; i += 1) {
    const cx = x + c.r.next() * w;
    const cy = y + c.r.next() * h;
    const r = c.r.range(4, 11);
    rings += circle(cx, cy, r);
    glints += `M${n(cx - r * 0.45)} ${n(cy - r * 0.1)}a${n(r * 0.5)} ${n(r * 0.5)} 0 0 1 ${n(r * 0.4)}-${n(r * 0.4)}`;
  }
  return (
    g({ fill: '#bff4ff', 'fill-opacity': 0.15, stroke: '#dffaff', 'stroke-width': 2.5, 'stroke-opacity': 0.8 }, rings) +
    path(glints, { stroke: '#fff', 'stroke-width': 2, fill: 'none' })
  );
}

/** Light waves along the top, for the water's surface. */
export function waves(width: number, y: number, colour: string, opacity: number): string {
  let d = `M0 ${n(y)}`;
  for (let x = 0; x < width; x += 40) d += `q10-8 20 0t20 0`;
  return path(`${d}V0H0Z`, { fill: colour, 'fill-opacity': opacity });
}

/** Weed and coral on the sea floor. */
export function seabed(c: Canvas, width: number, floor: number, coral: Tone): string {
  const weed = tone(140, 55);
  let fronds = '';
  for (let i = 0; i < 3; i += 1) {
    const x = c.r.range(10, width - 10);
    const h = c.r.range(40, 70);
    fronds += `M${n(x)} ${n(floor + 10)}c-12-${n(h * 0.3)} 12-${n(h * 0.6)} 0-${n(h)}`;
  }
  const cx = c.r.pick([40, width - 40]);
  return (
    path(fronds, { fill: 'none', stroke: weed.mid, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    path(`M${n(cx)} ${n(floor + 10)}v-30m0 12l-16-18m16 10l14-20m-14 26l-8-28`, {
      fill: 'none',
      stroke: coral.mid,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    ellipse(width / 2, floor + 22, width * 0.7, 26, { fill: c.face(tone(40, 40)) })
  );
}

/** A fishing hook on its line. */
export function hook(x: number, y: number, size: number): string {
  const k = size / 100;
  return path('M0-200V10c0 24 30 24 30 0v-8M30 2l8 8', {
    transform: `translate(${n(x)} ${n(y)}) scale(${k})`,
    fill: 'none',
    stroke: '#e8edf5',
    'stroke-width': 6,
    'stroke-linecap': 'round',
  });
}

/** A hunter's sight: two rings and a cross. */
export function sight(x: number, y: number, r: number, colour: string): string {
  return g(
    { fill: 'none', stroke: colour, 'stroke-width': 5 },
    circle(x, y, r) +
      circle(x, y, r * 0.45, { 'stroke-width': 3 }) +
      path(
        `M${n(x - r - 10)} ${n(y)}h${n(r * 0.7)}M${n(x + r + 10)} ${n(y)}h-${n(r * 0.7)}M${n(x)} ${n(y - r - 10)}v${n(r * 0.7)}M${n(x)} ${n(y + r + 10)}v-${n(r * 0.7)}`,
      ),
  );
}
