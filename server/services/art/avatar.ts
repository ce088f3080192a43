import { Canvas, tone } from './canvas';
import { hsl } from './palette';
import { rng } from './random';
import { circle, ellipse, g, path, svg } from './svg';

/**
 * The preset head icons (120 x 120, drawn round by the app): a character per preset, each its own
 * mix of background, skin, hair and clothes, plus glasses or a cap on some.
 */
const SKINS = ['#f6d3b3', '#eab98f', '#c98e62', '#9c6644', '#f1c7a0', '#7a4a2e'];
const HAIRS = ['#2b1d14', '#5a3a22', '#d9a441', '#1c1c24', '#a8432a', '#e8e1d6'];

type Hair = 'short' | 'long' | 'bun' | 'curly' | 'spiky' | 'cap';
const STYLES: readonly Hair[] = ['short', 'long', 'bun', 'curly', 'spiky', 'cap'];

function hair(style: Hair, colour: string, accent: string): { back: string; front: string } {
  switch (style) {
    case 'long':
      return { back: path('M32 50c0-26 56-26 56 0v42H32Z', { fill: colour }), front: path('M36 46c4-18 44-18 48 0-10-8-28-10-48 0Z', { fill: colour }) };
    case 'bun':
      return { back: circle(60, 20, 11, { fill: colour }), front: path('M37 48c0-20 46-20 46 0-12-8-34-8-46 0Z', { fill: colour }) };
    case 'curly':
      return {
        back: g({ fill: colour }, circle(40, 36, 12) + circle(52, 28, 12) + circle(68, 28, 12) + circle(80, 36, 12) + circle(36, 50, 9) + circle(84, 50, 9)),
        front: '',
      };
    case 'spiky':
      return { back: '', front: path('M36 46l2-16 8 6 6-12 8 8 8-10 6 10 8-4v18c-14-8-34-8-46 0Z', { fill: colour }) };
    case 'cap':
      return {
        back: '',
        front:
          path('M36 44c0-22 48-22 48 0Z', { fill: accent }) +
          path('M60 40h34c2 0 2 6 0 6H60Z', { fill: accent }) +
          circle(60, 24, 3, { fill: '#fff', 'fill-opacity': 0.6 }),
      };
    default:
      return { back: '', front: path('M37 46c0-20 46-20 46 0-6-6-16-8-24-6-8 2-16 2-22 6Z', { fill: colour }) };
  }
}

export function renderAvatar(preset: number): string {
  const r = rng(`avatar-${preset}`);
  const c = new Canvas(r, { hue: 0, sat: 0, accent: 0 });
  const h = (preset * 137) % 360;
  // Styles run in order; skin and hair colour move on by a different step each round, so no two presets match.
  const round = Math.floor((preset - 1) / STYLES.length);
  const skin = SKINS[(preset * (round + 1) + round * 2) % SKINS.length] ?? '#f1c7a0';
  const style = STYLES[(preset - 1) % STYLES.length] ?? 'short';
  const locks = hair(style, HAIRS[(preset * 5 + round * 3) % HAIRS.length] ?? '#2b1d14', hsl(h + 180, 70, 50));
  const shirt = tone(h + 160, 65);
  const bg = c.radial('bg', [
    [0, hsl(h, 70, 62)],
    [1, hsl(h + 30, 70, 30)],
  ]);
  const glasses = preset % 5 === 1;
  const body =
    circle(60, 60, 60, { fill: bg }) +
    g({ fill: 'none', stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 4 }, circle(60, 60, 44) + circle(60, 60, 30)) +
    locks.back +
    path('M22 112c4-22 20-32 38-32s34 10 38 32a60 60 0 0 1-76 0Z', { fill: c.face(shirt) }) +
    path('M50 72h20v12c-4 4-16 4-20 0Z', { fill: skin }) +
    path('M50 82l10 10 10-10', { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.7, 'stroke-width': 3 }) +
    ellipse(60, 52, 22, 25, { fill: skin }) +
    ellipse(60, 52, 22, 25, {
      fill: c.radial('skin', [
        [0.6, '#000', 0],
        [1, '#000', 0.15],
      ]),
    }) +
    locks.front +
    g({ fill: '#1d1a22' }, circle(52, 54, 2.6) + circle(68, 54, 2.6)) +
    (glasses ? g({ fill: 'none', stroke: '#1d1a22', 'stroke-width': 2 }, circle(52, 54, 7) + circle(68, 54, 7) + path('M59 54h2')) : '') +
    path('M53 64q7 6 14 0', { fill: 'none', stroke: '#7a3b2e', 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
    g({ fill: '#ff7a8a', 'fill-opacity': 0.35 }, circle(46, 62, 4) + circle(74, 62, 4));
  return svg(120, 120, c.definitions(), body);
}
