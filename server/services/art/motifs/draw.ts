import { type Canvas, tone } from '../canvas';
import { ball, number } from '../shapes';
import { circle, g, n, path, rect } from '../svg';

/** Lottery, keno and bingo: numbered balls, the drawing globe, ticket grids with marked spots. */

/** Distinct numbers for the balls of one picture. */
export function draws(c: Canvas, count: number, max: number): number[] {
  const out: number[] = [];
  while (out.length < count) {
    const v = c.r.int(1, max);
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

/** Balls along a gentle arc, the middle one largest. */
export function ballRow(c: Canvas, cx: number, cy: number, count: number, r: number, hues: readonly number[], max: number): string {
  const values = draws(c, count, max);
  const order = values.map((_, i) => i).sort((a, b) => Math.abs(b - (count - 1) / 2) - Math.abs(a - (count - 1) / 2));
  return order
    .map((i) => {
      const off = i - (count - 1) / 2;
      const size = r * (1 - Math.abs(off) * 0.1);
      return ball(c, cx + off * r * 1.55, cy + off * off * r * 0.08, size, hues[i % hues.length] ?? 0, values[i] ?? 1);
    })
    .join('');
}

/** The drawing machine: a glass globe full of balls on a stand, one ball out in front. */
export function globe(c: Canvas, cx: number, cy: number, r: number, hues: readonly number[]): string {
  const glass = c.radial('glass', [
    [0, '#fff', 0.05],
    [0.8, '#bfe9ff', 0.18],
    [1, '#fff', 0.5],
  ]);
  let inside = '';
  for (let i = 0; i < 9; i += 1) {
    const a = c.r.next() * Math.PI * 2;
    const d = Math.sqrt(c.r.next()) * r * 0.62;
    inside += ball(c, cx + Math.cos(a) * d, cy + r * 0.2 + Math.abs(Math.sin(a)) * d * 0.5, r * 0.2, hues[i % hues.length] ?? 0, null);
  }
  return (
    path(`M${n(cx - r * 0.5)} ${n(cy + r * 1.25)}l${n(r * 0.2)}-${n(r * 0.4)}h${n(r * 0.6)}l${n(r * 0.2)} ${n(r * 0.4)}Z`, {
      fill: c.metal('gold'),
      stroke: '#6b4a10',
      'stroke-width': 3,
    }) +
    inside +
    circle(cx, cy, r, { fill: glass, stroke: '#e6f7ff', 'stroke-width': 4 }) +
    path(`M${n(cx - r * 0.7)} ${n(cy - r * 0.3)}a${n(r * 0.75)} ${n(r * 0.75)} 0 0 1 ${n(r * 0.5)}-${n(r * 0.45)}`, {
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.8,
    })
  );
}

/** A ticket or card grid with some spots marked: keno (dots) or bingo (daubs and numbers). */
export function ticket(
  c: Canvas,
  cx: number,
  cy: number,
  cols: number,
  rows: number,
  cell: number,
  marks: number,
  daub: string,
  rotate: number,
  numbered: boolean,
): string {
  const w = cols * cell;
  const h = rows * cell;
  const marked = new Set(draws(c, marks, cols * rows));
  let dots = '';
  let daubs = '';
  for (let i = 0; i < cols * rows; i += 1) {
    const x = cx - w / 2 + (i % cols) * cell + cell / 2;
    const y = cy - h / 2 + Math.floor(i / cols) * cell + cell / 2;
    if (marked.has(i + 1)) daubs += circle(x, y, cell * 0.4);
    else if (!numbered) dots += circle(x, y, cell * 0.12);
  }
  const numbers = numbered
    ? draws(c, 3, 75)
        .map((v, i) => number(v, cx - w / 2 + ((i * 2 + 1) % cols) * cell + cell / 2, cy - h / 2 + (i % rows) * cell + cell / 2, cell * 0.36, '#2a3140'))
        .join('')
    : '';
  return g(
    { transform: `rotate(${n(rotate)} ${n(cx)} ${n(cy)})` },
    rect(cx - w / 2 - 8, cy - h / 2 - 8 + 6, w + 16, h + 16, { rx: 12, fill: '#000', 'fill-opacity': 0.35 }) +
      rect(cx - w / 2 - 8, cy - h / 2 - 8, w + 16, h + 16, {
        rx: 12,
        fill: c.linear('paper', [
          [0, '#fff'],
          [1, '#e3e7ef'],
        ]),
        stroke: '#8d97a8',
        'stroke-width': 2,
      }) +
      path(
        Array.from({ length: cols - 1 }, (_, i) => `M${n(cx - w / 2 + (i + 1) * cell)} ${n(cy - h / 2)}v${n(h)}`).join('') +
          Array.from({ length: rows - 1 }, (_, i) => `M${n(cx - w / 2)} ${n(cy - h / 2 + (i + 1) * cell)}h${n(w)}`).join(''),
        { stroke: '#c4cad6', 'stroke-width': 1.5 },
      ) +
      g({ fill: '#9aa3b4' }, dots) +
      numbers +
      g({ fill: daub, 'fill-opacity': 0.85 }, daubs),
  );
}

/** 4D: four number tiles in a row, like the results board. */
export function digitTiles(c: Canvas, cx: number, cy: number, size: number, hue: number): string {
  const t = tone(hue, 70);
  const values = [c.r.int(0, 9), c.r.int(0, 9), c.r.int(0, 9), c.r.int(0, 9)];
  return values
    .map((v, i) => {
      const x = cx + (i - 1.5) * size * 1.12;
      return (
        rect(x - size / 2, cy - size * 0.7 + 5, size, size * 1.4, { rx: size * 0.16, fill: t.deep }) +
        rect(x - size / 2, cy - size * 0.7, size, size * 1.4, { rx: size * 0.16, fill: c.face(t), stroke: t.deep, 'stroke-width': 3 }) +
        path(`M${n(x - size / 2)} ${n(cy)}h${n(size)}`, { stroke: t.deep, 'stroke-width': 2, 'stroke-opacity': 0.5 }) +
        number(v, x, cy, size * 0.8, '#fff')
      );
    })
    .join('');
}

/** A ball seen flying out, for a burst of balls. */
export function ballBurst(c: Canvas, cx: number, cy: number, count: number, r: number, hues: readonly number[], max: number): string {
  const values = draws(c, count, max);
  return values
    .map((v, i) => {
      const a = (i / count) * Math.PI * 2 + c.r.range(-0.2, 0.2);
      const d = i === 0 ? 0 : r * c.r.range(1.9, 2.6);
      return { x: cx + Math.cos(a) * d, y: cy + Math.sin(a) * d * 0.85, s: i === 0 ? r * 1.35 : r * c.r.range(0.7, 0.95), v, hue: hues[i % hues.length] ?? 0 };
    })
    .reverse()
    .map((b) => ball(c, b.x, b.y, b.s, b.hue, b.v))
    .join('');
}
