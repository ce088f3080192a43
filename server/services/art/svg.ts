/**
 * The few SVG building blocks every piece of art shares: numbers written short, elements,
 * gradients and the document around them. Art is built as strings; nothing here knows a motif.
 */

/**
 * A number written short: whole from 10 up (half a unit is a fifth of a pixel on a phone), one
 * decimal below, no leading zero. Bytes count: a tile is a few hundred numbers.
 */
export function n(value: number): string {
  const r = Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  if (r === 0) return '0';
  return String(r).replace(/^(-?)0\./, '$1.');
}

export type Attrs = Record<string, string | number | undefined>;

/**
 * A hex colour with an opacity folded in (#rgba or #rrggbbaa, CSS Color 4, which every engine
 * the app supports reads): one attribute instead of two.
 */
export function alpha(colour: string, opacity: number | undefined): string {
  if (opacity === undefined || opacity >= 1 || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour)) return colour;
  const short = colour.length === 4 ? colour : /^#(.)\1(.)\2(.)\3$/i.test(colour) ? `#${colour[1]}${colour[3]}${colour[5]}` : null;
  if (short) return `${short}${Math.round(Math.max(0, opacity) * 15).toString(16)}`;
  return `${colour}${Math.round(Math.max(0, opacity) * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    // fill + fill-opacity (and stroke + stroke-opacity) of a plain colour become one #rgba colour.
    if ((k === 'fill-opacity' || k === 'stroke-opacity') && typeof v === 'number') {
      const paint = a[k === 'fill-opacity' ? 'fill' : 'stroke'];
      if (typeof paint === 'string' && paint.startsWith('#')) continue;
    }
    if ((k === 'fill' || k === 'stroke') && typeof v === 'string') {
      const op = a[`${k}-opacity`];
      out += ` ${k}="${typeof op === 'number' ? alpha(v, op) : v}"`;
      continue;
    }
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return out;
}

/** One element; children make it a container, none a self-closed tag. */
export function el(tag: string, a: Attrs = {}, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const g = (a: Attrs, children: string) => el('g', a, children);
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx: cx || undefined, cy: cy || undefined, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el('ellipse', { cx: cx || undefined, cy: cy || undefined, rx, ry, ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) =>
  el('rect', { x: x || undefined, y: y || undefined, width, height, ...a });

/** A use of a shape defined once (Canvas.shape), moved, turned and scaled. */
export const use = (id: string, x: number, y: number, scale = 1, rotate = 0, a: Attrs = {}) =>
  el('use', { href: `#${id}`, transform: place(x, y, scale, rotate) || undefined, ...a });

/** translate, then rotate, then scale: the order every placed shape uses. */
export function place(x: number, y: number, scale = 1, rotate = 0): string {
  const k = String(Math.round(scale * 1000) / 1000).replace(/^0\./, '.');
  return `${x || y ? `translate(${n(x)} ${n(y)})` : ''}${rotate ? `rotate(${n(rotate)})` : ''}${scale !== 1 ? `scale(${k})` : ''}`;
}
export const path = (d: string, a: Attrs = {}) => el('path', { d, ...a });
export const poly = (points: readonly (readonly [number, number])[], a: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...a });

/** A colour stop: [offset 0..1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

/** Stops with SVG's defaults left out (offset 0, opacity 1). */
const stops = (list: readonly Stop[]) =>
  list
    .map(([o, c, op]) => {
      const colour = alpha(c, op);
      return el('stop', { offset: o || undefined, 'stop-color': colour, 'stop-opacity': colour === c && op !== undefined && op < 1 ? op : undefined });
    })
    .join('');
const unless = (value: number, fallback: number) => (value === fallback ? undefined : value);

/** A linear gradient in bounding-box units, top to bottom unless told. */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return el('linearGradient', { id, x1: unless(x1, 0), y1: unless(y1, 0), x2: unless(x2, 1), y2: unless(y2, 0) }, stops(list));
}

/** A radial gradient in bounding-box units. */
export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el('radialGradient', { id, cx: unless(cx, 0.5), cy: unless(cy, 0.5), r: unless(r, 0.5) }, stops(list));
}

/** A radial gradient in the picture's own units (for lights that must not follow a shape's box). */
export function radialAt(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse' }, stops(list));
}

export const url = (id: string) => `url(#${id})`;

/** The document: fixed size and viewBox, definitions first. */
export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" stroke-linejoin="round"><defs>${defs}</defs>${body}</svg>`;
}

/** Escapes text for an attribute or a text node (only the vendor wordmark has text). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Points of a regular star (or polygon when inner equals outer) around (cx, cy); rotation in degrees, 0 points up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, rotation = 0): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotation + (i * 180) / points - 90) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** A four-pointed glint with curved sides, the sparkle on metal and gems. */
export function sparkle(cx: number, cy: number, r: number): string {
  const a = Math.round(r * 0.82);
  const b = Math.round(r * 0.18);
  return `M${Math.round(cx)} ${Math.round(cy - a)}q${b} ${a} ${a} ${a}q-${a} ${b}-${a} ${a}q-${b}-${a}-${a}-${a}q${a}-${b} ${a}-${a}`;
}
