import type { Family } from './palette';
import { hsl, METALS, type Metal, metalStops } from './palette';
import type { Rng } from './random';
import { linear, radial, type Stop, url } from './svg';

/** Four tones of one hue for a glossy object: highlight, face, shade, outline. */
export type Tone = { hue: number; hi: string; mid: string; lo: string; deep: string };

export function tone(h: number, s = 80): Tone {
  return { hue: h, hi: hsl(h, s, 82), mid: hsl(h, s, 56), lo: hsl(h, s, 38), deep: hsl(h, s, 18) };
}

export function metalTone(metal: Metal): Tone {
  const [hi, mid, lo, deep] = METALS[metal];
  return { hue: 45, hi, mid, lo, deep };
}

/**
 * What a picture is drawn with: its seeded draws, its vendor's colours, and its definitions
 * (gradients, patterns), each added once under a one-letter id however many shapes use it.
 */
export class Canvas {
  private readonly defs = new Map<string, string>();
  private readonly ids = new Map<string, string>();

  constructor(
    readonly r: Rng,
    readonly family: Family,
  ) {}

  /** Adds a definition once, keyed by what it is, and returns its url(#id). */
  def(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = idFor(this.ids.size);
      this.ids.set(key, id);
      this.defs.set(key, make(id));
    }
    return url(id);
  }

  /**
   * A shape drawn once in the definitions (at the origin, at its own size) and placed by id with
   * `use`: a coin, a card or a chip drawn five times costs one drawing and five short references.
   */
  shape(name: string, make: () => string): string {
    const key = `shape:${name}`;
    let id = this.ids.get(key);
    if (!id) {
      const body = make();
      id = idFor(this.ids.size);
      this.ids.set(key, id);
      this.defs.set(key, `<g id="${id}">${body}</g>`);
    }
    return id;
  }

  /** A vertical polished-metal gradient. */
  metal(metal: Metal): string {
    return this.def(`metal:${metal}`, (id) => linear(id, metalStops(metal)));
  }

  /** A vertical gradient of a tone: light top, shaded bottom. */
  face(t: Tone): string {
    return this.def(`face:${t.mid}`, (id) =>
      linear(id, [
        [0, t.hi],
        [0.45, t.mid],
        [1, t.lo],
      ]),
    );
  }

  /** A sphere's shading: lit from the upper left. */
  sphere(t: Tone): string {
    return this.def(`sphere:${t.mid}`, (id) =>
      radial(
        id,
        [
          [0, t.hi],
          [0.45, t.mid],
          [1, t.deep],
        ],
        0.35,
        0.3,
        0.75,
      ),
    );
  }

  /** Any linear gradient, keyed by the caller. */
  linear(key: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(key, (id) => linear(id, list, x1, y1, x2, y2));
  }

  /** Any radial gradient in bounding-box units, keyed by the caller. */
  radial(key: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(key, (id) => radial(id, list, cx, cy, r));
  }

  /** A soft dark pool under an object, the picture's only shadow (no blur filter). */
  shadow(): string {
    return this.radial('shadow', [
      [0, '#000', 0.55],
      [1, '#000', 0],
    ]);
  }

  /** A soft white glow behind an object. */
  glow(colour = '#fff'): string {
    return this.radial(`glow:${colour}`, [
      [0, colour, 0.55],
      [1, colour, 0],
    ]);
  }

  definitions(): string {
    return [...this.defs.values()].join('');
  }
}

function idFor(i: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return i < 26 ? (letters[i] ?? 'z') : `${letters[Math.floor(i / 26) - 1] ?? 'z'}${letters[i % 26] ?? 'z'}`;
}
