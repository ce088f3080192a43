import type { Canvas } from './canvas';
import { circle, el, n, path, radialAt, rect } from './svg';

/** Background textures: each drawn faint over the base so the motif stays the subject. */
export type Texture = 'rays' | 'dots' | 'stripes' | 'rings' | 'diamonds';
export const TEXTURES: readonly Texture[] = ['rays', 'dots', 'stripes', 'rings', 'diamonds'];

/** A picture's base: a lit centre fading to a dark edge, in the given light and dark colours. */
export function base(c: Canvas, w: number, h: number, light: string, dark: string, cx = w / 2, cy = h * 0.42): string {
  const fill = c.def('base', (id) =>
    radialAt(
      id,
      [
        [0, light],
        [1, dark],
      ],
      cx,
      cy,
      Math.max(w, h) * 0.75,
    ),
  );
  return rect(0, 0, w, h, { fill });
}

/** A texture over (w x h) centred on (cx, cy), in a colour at a low opacity. */
export function texture(c: Canvas, kind: Texture, w: number, h: number, cx: number, cy: number, colour: string, opacity: number): string {
  const reach = Math.hypot(w, h);
  switch (kind) {
    case 'rays': {
      // A circle's stroke as wide as its diameter, dashed: each dash is a wedge from the centre.
      const count = c.r.pick([12, 14, 16, 18]);
      const dash = (Math.PI * reach) / (2 * count);
      return circle(cx, cy, reach / 2, {
        fill: 'none',
        stroke: colour,
        'stroke-opacity': opacity,
        'stroke-width': reach,
        'stroke-dasharray': `${n(dash)} ${n(dash)}`,
        'stroke-dashoffset': n(c.r.next() * dash),
      });
    }
    case 'rings': {
      const step = c.r.pick([18, 22, 26]) * (w / 240);
      let out = '';
      for (let r = step; r < reach * 0.42; r += step) out += circle(cx, cy, r);
      return el('g', { fill: 'none', stroke: colour, 'stroke-opacity': opacity * 1.3, 'stroke-width': step * 0.28 }, out);
    }
    default: {
      const size = (kind === 'dots' ? 16 : kind === 'stripes' ? 22 : 28) * (w / 240);
      const cell =
        kind === 'dots'
          ? circle(size / 2, size / 2, size * 0.17)
          : kind === 'stripes'
            ? rect(0, 0, size / 2.4, size)
            : path(`M${n(size / 2)} 0L${n(size)} ${n(size / 2)}L${n(size / 2)} ${n(size)}L0 ${n(size / 2)}Z`, {
                fill: 'none',
                stroke: colour,
                'stroke-width': 2 * (w / 240),
              });
      const angle = kind === 'stripes' ? c.r.pick([-35, 35, -50]) : kind === 'dots' ? 45 : 0;
      const fill = c.def(`tex:${kind}`, (id) =>
        el(
          'pattern',
          { id, width: size, height: size, patternUnits: 'userSpaceOnUse', patternTransform: angle ? `rotate(${angle})` : undefined },
          kind === 'diamonds' ? cell : el('g', { fill: colour }, cell),
        ),
      );
      return rect(0, 0, w, h, { fill, opacity: kind === 'diamonds' ? opacity * 1.4 : opacity });
    }
  }
}

/**
 * The light over everything, in one gradient: a soft highlight from the upper left fading into a
 * vignette that darkens the edges; then a thin inner border (rounded like the app's tile box)
 * that catches the light at the top.
 */
export function lighting(c: Canvas, w: number, h: number, border: { inset: number; radius: number } | null, strength = 1): string {
  const light = c.def('light', (id) =>
    radialAt(
      id,
      [
        [0, '#fff', 0.26 * strength],
        [0.55, '#000', 0],
        [1, '#000', 0.6 * strength],
      ],
      w * 0.36,
      h * 0.3,
      Math.hypot(w, h) * 0.62,
    ),
  );
  const rim = border
    ? rect(border.inset, border.inset, w - 2 * border.inset, h - 2 * border.inset, {
        rx: border.radius,
        fill: 'none',
        stroke: c.linear('rim', [
          [0, '#fff', 0.45],
          [1, '#fff', 0.12],
        ]),
        'stroke-width': border.inset * 1.4,
      })
    : '';
  return rect(0, 0, w, h, { fill: light }) + rim;
}
