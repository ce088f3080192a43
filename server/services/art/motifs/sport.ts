import { type Canvas, metalTone, tone } from '../canvas';
import type { Metal } from '../palette';
import { circle, ellipse, g, n, path, poly, rect, starPoints } from '../svg';

/** Sports, e-sports and cockfighting: a ball on its pitch, a controller, a trophy, a rooster. */

/** Pitch lines in perspective under the ball. */
export function pitch(w: number, h: number, colour: string): string {
  return g(
    { fill: 'none', stroke: colour, 'stroke-opacity': 0.55, 'stroke-width': 3 },
    path(`M${n(w * 0.08)} ${n(h)}L${n(w * 0.3)} ${n(h * 0.62)}H${n(w * 0.7)}L${n(w * 0.92)} ${n(h)}M${n(w / 2)} ${n(h * 0.62)}V${n(h)}`) +
      ellipse(w / 2, h * 0.8, w * 0.16, h * 0.06),
  );
}

/** A football: white with black pentagons, shaded as a sphere. */
export function football(c: Canvas, cx: number, cy: number, r: number): string {
  const panel = (x: number, y: number, s: number, rot: number) =>
    poly(
      starPoints(cx + x * r, cy + y * r, s * r, s * r * 0.81, 5, rot).filter((_, i) => i % 2 === 0),
      { fill: '#1a1d24' },
    );
  return (
    circle(cx, cy, r, { fill: c.sphere(tone(210, 10)), stroke: '#1a1d24', 'stroke-width': 4 }) +
    panel(0, 0, 0.3, 0) +
    panel(0, -0.72, 0.22, 180) +
    panel(0.68, -0.22, 0.22, 180) +
    panel(0.42, 0.6, 0.22, 180) +
    panel(-0.42, 0.6, 0.22, 180) +
    panel(-0.68, -0.22, 0.22, 180) +
    path(
      `M${n(cx)} ${n(cy - r * 0.3)}V${n(cy - r * 0.55)}M${n(cx + r * 0.28)} ${n(cy - r * 0.1)}L${n(cx + r * 0.52)} ${n(cy - r * 0.17)}M${n(cx - r * 0.28)} ${n(cy - r * 0.1)}L${n(cx - r * 0.52)} ${n(cy - r * 0.17)}M${n(cx + r * 0.18)} ${n(cy + r * 0.24)}L${n(cx + r * 0.32)} ${n(cy + r * 0.44)}M${n(cx - r * 0.18)} ${n(cy + r * 0.24)}L${n(cx - r * 0.32)} ${n(cy + r * 0.44)}`,
      { stroke: '#1a1d24', 'stroke-width': 3 },
    ) +
    ellipse(cx - r * 0.35, cy - r * 0.5, r * 0.28, r * 0.14, {
      fill: '#fff',
      'fill-opacity': 0.6,
      transform: `rotate(-30 ${n(cx - r * 0.35)} ${n(cy - r * 0.5)})`,
    })
  );
}

/** A basketball: orange with its seams. */
export function basketball(c: Canvas, cx: number, cy: number, r: number): string {
  const t = tone(24, 90);
  return (
    circle(cx, cy, r, { fill: c.sphere(t), stroke: t.deep, 'stroke-width': 4 }) +
    path(
      `M${n(cx - r)} ${n(cy)}H${n(cx + r)}M${n(cx)} ${n(cy - r)}V${n(cy + r)}M${n(cx - r * 0.7)} ${n(cy - r * 0.7)}c${n(r * 0.5)} ${n(r * 0.4)} ${n(r * 0.5)} ${n(r * 1)} 0 ${n(r * 1.4)}M${n(cx + r * 0.7)} ${n(cy - r * 0.7)}c-${n(r * 0.5)} ${n(r * 0.4)}-${n(r * 0.5)} ${n(r * 1)} 0 ${n(r * 1.4)}`,
      { fill: 'none', stroke: t.deep, 'stroke-width': 4 },
    )
  );
}

/** A trophy cup in a metal. */
export function trophy(c: Canvas, cx: number, cy: number, h: number, metal: Metal): string {
  const m = metalTone(metal);
  const k = h / 100;
  return g(
    { transform: `translate(${n(cx)} ${n(cy)}) scale(${Math.round(k * 1000) / 1000})`, stroke: m.deep, 'stroke-width': 4 },
    path('M-30-40c-24 0-26 30 0 34M30-40c24 0 26 30 0 34', { fill: 'none', stroke: m.mid, 'stroke-width': 7 }) +
      path('M-32-46h64c0 40-14 56-32 58-18-2-32-18-32-58Z', { fill: c.metal(metal) }) +
      rect(-7, 10, 14, 18, { fill: m.lo }) +
      path('M-24 46l6-18h36l6 18Z', { fill: c.metal(metal) }) +
      rect(-30, 44, 60, 8, { rx: 3, fill: m.lo }) +
      poly(starPoints(0, -22, 12, 5, 5), { fill: m.hi, stroke: 'none' }),
  );
}

/** A game controller. */
export function controller(c: Canvas, cx: number, cy: number, w: number, hue: number): string {
  const t = tone(hue, 70);
  const k = w / 100;
  return g(
    { transform: `translate(${n(cx)} ${n(cy)}) scale(${Math.round(k * 1000) / 1000})` },
    path('M-30-22h60c14 0 20 10 22 24l4 22c2 14-12 20-20 10l-10-12H-26l-10 12c-8 10-22 4-20-10l4-22c2-14 8-24 22-24Z', {
      fill: c.face(t),
      stroke: t.deep,
      'stroke-width': 4,
    }) +
      path('M-30-4h16M-22-12v16', { stroke: t.deep, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      circle(22, -10, 4.5, { fill: '#ffd84d' }) +
      circle(31, -2, 4.5, { fill: '#ff5b6e' }) +
      circle(13, -2, 4.5, { fill: '#4dd2ff' }) +
      circle(22, 6, 4.5, { fill: '#7dff8a' }) +
      path('M-24-18h46', { stroke: '#fff', 'stroke-width': 3, 'stroke-opacity': 0.5, 'stroke-linecap': 'round' }),
  );
}

/** A fighting rooster's profile, drawn in a few bold shapes. */
export function rooster(c: Canvas, cx: number, cy: number, h: number): string {
  const body = tone(18, 70);
  const tail = tone(160, 55);
  const k = h / 100;
  return g(
    { transform: `translate(${n(cx)} ${n(cy)}) scale(${Math.round(k * 1000) / 1000})` },
    path('M14 0C30-30 52-40 56-20 58-4 50 10 40 18', { fill: 'none', stroke: tail.mid, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
      path('M10 8C26-16 46-20 48-6', { fill: 'none', stroke: tail.lo, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
      path('M-26-30c-2-12 10-20 18-14 6 4 6 12 4 20l8 18c18-4 34 4 34 22 0 20-18 32-40 30-24-2-38-20-30-44Z', {
        fill: c.face(body),
        stroke: body.deep,
        'stroke-width': 4,
      }) +
      path('M-24-40c-2-8 4-12 8-8 0-8 8-10 10-4 4-4 10 0 6 8Z', { fill: '#e11d2e', stroke: '#6b0a12', 'stroke-width': 3 }) +
      path('M-26-30l-14 4 12 6Z', { fill: '#f2b134', stroke: '#6b4a10', 'stroke-width': 2.5 }) +
      path('M-22-22c-2 8 0 12 4 12 2-4 0-10-4-12Z', { fill: '#e11d2e' }) +
      circle(-16, -32, 3, { fill: '#0b0d14' }) +
      path('M0 48v14l-8 6M14 48v14l8 6', { fill: 'none', stroke: '#f2b134', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      path('M6 10c14-6 26 0 28 12-12 4-22 0-28-12Z', { fill: body.lo, stroke: body.deep, 'stroke-width': 3 }),
  );
}
