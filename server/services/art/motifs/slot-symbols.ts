import { type Canvas, metalTone, type Tone, tone } from '../canvas';
import type { Metal } from '../palette';
import { bevelStar, coin, gem, seven } from '../shapes';
import { circle, ellipse, g, n, path, poly, rect, starPoints, use } from '../svg';

/**
 * Slot symbols, each authored in a 100-unit box centred on the origin and placed with
 * `symbol(c, name, x, y, size)`. Thick dark outlines and glossy faces keep them legible at 72 px.
 */
export type SymbolName =
  | 'seven'
  | 'cherry'
  | 'lemon'
  | 'melon'
  | 'grapes'
  | 'bell'
  | 'star'
  | 'gem'
  | 'crown'
  | 'ingot'
  | 'chest'
  | 'pyramid'
  | 'lantern'
  | 'panda'
  | 'paw'
  | 'lotus'
  | 'planet'
  | 'volcano'
  | 'shuriken'
  | 'anchor'
  | 'pearl'
  | 'coin'
  | 'bar';

/** What a symbol may be tinted with: a hue for gems, planets and the like, a metal for metalwork. */
export type Tint = { hue: number; metal: Metal };

const OUT = 4;
const line = (t: Tone) => ({ stroke: t.deep, 'stroke-width': OUT });
const shine = (d: string, opacity = 0.55) => path(d, { fill: 'none', stroke: '#fff', 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-opacity': opacity });

const GREEN = tone(110, 65);
const RED = tone(355, 85);

const DRAW: Record<SymbolName, (c: Canvas, t: Tint) => string> = {
  seven: (c, t) => seven(c, 0, 0, 96, tone(t.hue === 45 ? 355 : t.hue, 88)),
  cherry: (c) =>
    path('M-16 8C-14-16-2-34 10-44M18 14C18-10 14-30 10-44', { fill: 'none', stroke: '#3d6b12', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    path('M10-44C20-54 40-52 46-40 34-32 18-34 10-44Z', { fill: c.face(GREEN), ...line(GREEN) }) +
    circle(-18, 24, 21, { fill: c.sphere(RED), ...line(RED) }) +
    circle(18, 30, 21, { fill: c.sphere(RED), ...line(RED) }) +
    shine('M-28 16a12 12 0 0 1 8-7M8 22a12 12 0 0 1 8-7'),
  lemon: (c) => {
    const y = tone(50, 95);
    return g(
      { transform: 'rotate(-20)' },
      path('M-48 0c2-3 5-4 8-4C-32-26-14-34 2-34s34 8 38 30c3 0 6 1 8 4-2 3-5 4-8 4C36 26 18 34 2 34S-32 26-40 4c-3 0-6-1-8-4Z', {
        fill: c.sphere(y),
        ...line(y),
      }) + shine('M-24-16C-16-24-4-26 8-25'),
    );
  },
  melon: (c) => {
    const flesh = tone(352, 85);
    return g(
      { transform: 'rotate(-12) translate(0 -10)' },
      path('M-48-4a48 48 0 0 0 96 0Z', { fill: '#2f8a2a', ...line(GREEN) }) +
        path('M-41-4a41 41 0 0 0 82 0Z', { fill: '#eaf7c8' }) +
        path('M-37-4a37 37 0 0 0 74 0Z', { fill: c.face(flesh) }) +
        path('M-20 6l-2 6M-4 12l-1 7M12 10l1 6M26 2l2 5M4 24l0 5', { stroke: '#1b0d0d', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
        shine('M-34-2h66', 0.35),
    );
  },
  grapes: (c, t) => {
    const p = tone(t.hue > 250 && t.hue < 320 ? t.hue : 285, 60);
    const dots: [number, number][] = [
      [-24, -8],
      [-8, -10],
      [8, -10],
      [24, -8],
      [-16, 8],
      [0, 8],
      [16, 8],
      [-8, 24],
      [8, 24],
      [0, 40],
    ];
    return (
      path('M0-18C2-30 6-38 14-44', { stroke: '#5a3b1a', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' }) +
      path('M2-26C-10-44-34-44-42-32-30-22-12-20 2-26Z', { fill: c.face(GREEN), ...line(GREEN) }) +
      g({ fill: c.sphere(p), stroke: p.deep, 'stroke-width': 3 }, dots.map(([x, y]) => circle(x, y, 10.5)).join(''))
    );
  },
  bell: (c, t) => {
    const m = metalTone(t.metal);
    return (
      circle(0, -42, 7, { fill: c.metal(t.metal), ...line(m) }) +
      path('M0-38c-22 0-32 18-32 40 0 16-6 24-14 30h92c-8-6-14-14-14-30 0-22-10-40-32-40Z', { fill: c.metal(t.metal), ...line(m) }) +
      circle(0, 40, 9, { fill: m.lo, ...line(m) }) +
      rect(-48, 28, 96, 11, { rx: 5.5, fill: c.metal(t.metal), ...line(m) }) +
      shine('M-18-20C-22-10-22 4-24 16')
    );
  },
  star: (c, t) => bevelStar(c, 0, 2, 50, metalTone(t.metal)),
  gem: (c, t) => gem(c, 0, 0, 100, t.hue),
  crown: (c, t) => {
    const m = metalTone(t.metal);
    return (
      path('M-46 20L-50-24-24 0 0-38 24 0 50-24 46 20Z', { fill: c.metal(t.metal), ...line(m) }) +
      rect(-46, 16, 92, 20, { rx: 4, fill: c.metal(t.metal), ...line(m) }) +
      g({ stroke: m.deep, 'stroke-width': 3 }, circle(-50, -26, 7, { fill: m.hi }) + circle(0, -40, 7, { fill: m.hi }) + circle(50, -26, 7, { fill: m.hi })) +
      circle(0, 26, 7, { fill: c.sphere(tone(t.hue, 85)), stroke: m.deep, 'stroke-width': 2.5 }) +
      circle(-26, 26, 5, { fill: c.sphere(RED), stroke: m.deep, 'stroke-width': 2.5 }) +
      circle(26, 26, 5, { fill: c.sphere(RED), stroke: m.deep, 'stroke-width': 2.5 }) +
      poly(starPoints(0, 0, 9, 4, 4), { fill: '#fff', 'fill-opacity': 0.8 })
    );
  },
  ingot: (c, t) => {
    const m = metalTone(t.metal);
    return (
      path('M-26 0c0-22 12-30 26-30s26 8 26 30Z', { fill: c.metal(t.metal), ...line(m) }) +
      path('M-50-6c6 24 24 36 50 36S44 18 50-6C30 6-30 6-50-6Z', { fill: c.metal(t.metal), ...line(m) }) +
      path('M-50-6C-30 6 30 6 50-6', { fill: 'none', stroke: m.hi, 'stroke-width': 3 }) +
      shine('M-14-16c2-6 6-8 10-9')
    );
  },
  chest: (c, t) => {
    const wood = tone(24, 60);
    const m = metalTone(t.metal);
    return (
      path('M-44-12l6-30h76l6 30Z', { fill: wood.lo, ...line(wood) }) +
      ellipse(0, -14, 40, 10, { fill: c.glow('#ffe9a0') }) +
      coin(c, -18, -18, 13, t.metal) +
      coin(c, 10, -22, 13, t.metal) +
      gem(c, 26, -12, 30, t.hue) +
      rect(-46, -12, 92, 52, { rx: 6, fill: c.face(wood), ...line(wood) }) +
      g({ fill: c.metal(t.metal), ...line(m) }, rect(-34, -12, 12, 52) + rect(22, -12, 12, 52) + rect(-9, 2, 18, 20, { rx: 3 })) +
      circle(0, 12, 3.5, { fill: m.deep })
    );
  },
  pyramid: (c) => {
    const sand = tone(38, 70);
    return (
      circle(24, -26, 20, { fill: c.sphere(metalTone('gold')) }) +
      path('M0-44L50 36H-50Z', { fill: sand.lo, ...line(sand) }) +
      path('M0-44L-50 36H8Z', { fill: c.face(sand) }) +
      path('M-12-25H10M-24-6H16M-36 14H24', { stroke: sand.deep, 'stroke-width': 3, 'stroke-opacity': 0.5 }) +
      path('M0-44L50 36H-50Z', { fill: 'none', ...line(sand) })
    );
  },
  lantern: (c, t) => {
    const red = tone(t.hue < 60 || t.hue > 330 ? 355 : 355, 85);
    const m = metalTone(t.metal);
    return (
      path('M0-50v10', { stroke: m.lo, 'stroke-width': 4 }) +
      ellipse(0, 0, 40, 34, { fill: c.sphere(red), ...line(red) }) +
      path('M0-34v68M-20-30c-8 18-8 42 0 60M20-30c8 18 8 42 0 60', { fill: 'none', stroke: red.deep, 'stroke-width': 3, 'stroke-opacity': 0.6 }) +
      g({ fill: c.metal(t.metal), ...line(m) }, rect(-18, -42, 36, 10, { rx: 3 }) + rect(-18, 32, 36, 10, { rx: 3 })) +
      path('M-8 42v10M0 42v12M8 42v10', { stroke: m.mid, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      shine('M-28-10c-2 8 0 18 4 24')
    );
  },
  panda: (c) => {
    const fur = c.linear('fur', [
      [0, '#fff'],
      [1, '#cfd5de'],
    ]);
    return (
      g({ fill: '#1a1c22' }, circle(-32, -30, 14) + circle(32, -30, 14)) +
      ellipse(0, 2, 44, 40, { fill: fur, stroke: '#1a1c22', 'stroke-width': OUT }) +
      g(
        { fill: '#1a1c22' },
        ellipse(-17, -2, 10, 13, { transform: 'rotate(30 -17 -2)' }) + ellipse(17, -2, 10, 13, { transform: 'rotate(-30 17 -2)' }) + ellipse(0, 16, 7, 5),
      ) +
      g({ fill: '#fff' }, circle(-15, -4, 3.5) + circle(15, -4, 3.5)) +
      path('M-7 26q7 6 14 0', { fill: 'none', stroke: '#1a1c22', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      g({ fill: '#ff8fa3', 'fill-opacity': 0.6 }, circle(-28, 16, 6) + circle(28, 16, 6))
    );
  },
  paw: (c, t) => {
    const m = metalTone(t.metal);
    return g(
      { fill: c.metal(t.metal), ...line(m) },
      path('M0 2c16 0 34 18 34 32 0 12-12 14-20 12-6-2-9-4-14-4s-8 2-14 4c-8 2-20 0-20-12C-34 20-16 2 0 2Z') +
        ellipse(-36, -10, 10, 13, { transform: 'rotate(-25 -36 -10)' }) +
        ellipse(-14, -32, 11, 14, { transform: 'rotate(-8 -14 -32)' }) +
        ellipse(14, -32, 11, 14, { transform: 'rotate(8 14 -32)' }) +
        ellipse(36, -10, 10, 13, { transform: 'rotate(25 36 -10)' }),
    );
  },
  lotus: (c, t) => {
    const pink = tone(t.hue > 280 || t.hue < 20 ? t.hue : 335, 75);
    const petal = (a: number, s: number) => path(`M0 30C-14 10-14-18 0-${n(40 * s)}C14-18 14 10 0 30Z`, { transform: `rotate(${a} 0 30)` });
    return (
      ellipse(0, 34, 46, 10, { fill: '#1f7a4a', stroke: '#0c3b22', 'stroke-width': 3 }) +
      g({ fill: pink.lo, ...line(pink) }, petal(-64, 0.8) + petal(64, 0.8)) +
      g({ fill: c.face(pink), ...line(pink) }, petal(-40, 0.95) + petal(40, 0.95) + petal(-18, 1.05) + petal(18, 1.05) + petal(0, 1.15))
    );
  },
  planet: (c, t) => {
    const p = tone(t.hue, 70);
    const m = metalTone(t.metal);
    return (
      ellipse(0, 0, 52, 15, { fill: 'none', stroke: m.mid, 'stroke-width': 7, transform: 'rotate(-18)' }) +
      circle(0, 0, 32, { fill: c.sphere(p), ...line(p) }) +
      path('M-30 6c10 6 40 8 58-2M-28-10c14 4 36 4 54-4', { fill: 'none', stroke: p.hi, 'stroke-width': 3, 'stroke-opacity': 0.35 }) +
      path('M-49.5 16A52 15 0 0 0 49.5-16', { fill: 'none', stroke: c.metal(t.metal), 'stroke-width': 7, transform: 'rotate(-18)' })
    );
  },
  volcano: (c) => {
    const rock = tone(16, 30);
    const lava = tone(28, 100);
    return (
      circle(0, -22, 40, { fill: c.glow('#ffb347') }) +
      path('M-14-18C-30-22-34-40-20-44-18-56 0-60 6-48 16-58 34-50 28-36 40-30 34-14 16-18Z', { fill: c.face(lava), stroke: lava.deep, 'stroke-width': 3 }) +
      g({ fill: c.sphere(lava), stroke: lava.deep, 'stroke-width': 2.5 }, circle(-34, -48, 6) + circle(38, -46, 5) + circle(-6, -62, 4)) +
      path('M-52 48L-16-14c8 5 24 5 32 0L52 48Z', { fill: c.face(rock), ...line(rock) }) +
      path('M-8-12c3 8 8 14 2 24s-2 20 6 30M10-12c0 10 6 16 14 22', { fill: 'none', stroke: c.face(lava), 'stroke-width': 7, 'stroke-linecap': 'round' })
    );
  },
  shuriken: (c) => {
    const m = metalTone('silver');
    return (
      circle(22, -18, 30, { fill: c.sphere(tone(355, 80)) }) +
      g(
        { transform: 'rotate(15)' },
        poly(starPoints(0, 0, 48, 13, 4), { fill: c.metal('silver'), ...line(m) }) +
          circle(0, 0, 8, { fill: '#1a1c22', stroke: m.hi, 'stroke-width': 3 }) +
          path('M0-44L5-9M44 0L9 5', { stroke: '#fff', 'stroke-width': 3, 'stroke-opacity': 0.7 }),
      )
    );
  },
  anchor: (c, t) => {
    const m = metalTone(t.metal);
    const stroke = { fill: 'none', stroke: m.deep, 'stroke-linecap': 'round' as const };
    const d = 'M0-30V42M-20-18H20M-38 10c2 22 20 32 38 32s36-10 38-32';
    return (
      path(d, { ...stroke, 'stroke-width': 16 }) +
      circle(0, -38, 9, { fill: 'none', stroke: m.deep, 'stroke-width': 12 }) +
      path(`${d}M-38 10l-8 8M-38 10l10 2M38 10l8 8M38 10l-10 2`, { ...stroke, stroke: c.metal(t.metal), 'stroke-width': 9 }) +
      circle(0, -38, 9, { fill: 'none', stroke: m.mid, 'stroke-width': 6 })
    );
  },
  pearl: (c, t) => {
    const shell = tone(t.hue, 45);
    let ribs = '';
    for (let a = -60; a <= 60; a += 20) ribs += `M0 34L${n(48 * Math.sin((a * Math.PI) / 180))} ${n(34 - 60 * Math.cos((a * Math.PI) / 180))}`;
    return (
      path('M0 34L-44 4C-40-26-20-30 0-30S40-26 44 4Z', { fill: c.face(shell), ...line(shell) }) +
      path(ribs, { stroke: shell.deep, 'stroke-width': 2.5, 'stroke-opacity': 0.5 }) +
      circle(0, 20, 17, { fill: c.sphere(tone(40, 30)), stroke: '#6b5a45', 'stroke-width': 3 })
    );
  },
  coin: (c, t) => coin(c, 0, 0, 46, t.metal),
  bar: (c, t) => {
    const m = metalTone(t.metal);
    return g(
      { transform: 'skewX(-8)' },
      rect(-46, -30, 92, 26, { rx: 5, fill: c.metal(t.metal), ...line(m) }) +
        rect(-46, 4, 92, 26, { rx: 5, fill: c.metal(t.metal), ...line(m) }) +
        shine('M-38-22h60', 0.6),
    );
  },
};

/** A slot symbol of height `size` centred on (x, y), turned by `rotate` degrees. */
export function symbol(c: Canvas, name: SymbolName, x: number, y: number, size: number, tint: Tint, rotate = 0): string {
  const id = c.shape(`sym:${name}:${Math.round(tint.hue)}:${tint.metal}`, () => DRAW[name](c, tint));
  return use(id, x, y, size / 100, rotate);
}
