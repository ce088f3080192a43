import { base, lighting, TEXTURES, type Texture, texture } from './backdrop';
import { Canvas, type Tone, tone } from './canvas';
import { ballBurst, ballRow, digitTiles, globe, ticket } from './motifs/draw';
import { crash, dicePair, hilo, limbo, minesBoard, plinko } from './motifs/instant';
import { bubbles, fish, hook, seabed, sight, waves } from './motifs/sea';
import { type SymbolName, symbol, type Tint } from './motifs/slot-symbols';
import { basketball, controller, football, pitch, rooster, trophy } from './motifs/sport';
import { chips, dragonTiger, fan, fanTan, roulette, stacks, threeDice } from './motifs/table';
import { familyOf, hsl, type Metal } from './palette';
import { rng } from './random';
import { card, coin, glints, groundShadow, SUITS } from './shapes';
import { circle, svg } from './svg';

/**
 * Game tiles: a square picture per game, no words on it (the app prints the translated name
 * beside it). The vendor gives the colour family, the game type and the name's theme word give
 * the subject, and the game's id varies the rest: arrangement, angle, accent, texture.
 */
export type GameArtInput = { id: string; vendorCode: string; gameType: string; name: string };

const S = 240;

/** What the picture is of, and how it is set: its own backdrop texture or none. */
type Subject = { draw: (c: Canvas, p: Paint) => string; texture?: Texture | null; water?: boolean };
type Paint = { accent: Tone; tint: Tint; hues: number[] };

/** Words of a game's name that colour its symbols: a ruby is red whatever the vendor. */
const ADJECTIVE_HUES: Record<string, number> = {
  ruby: 350,
  emerald: 140,
  jade: 150,
  sapphire: 220,
  crystal: 190,
  diamond: 195,
  frozen: 195,
  blazing: 18,
  phoenix: 12,
  dragon: 0,
  neon: 305,
  cosmic: 265,
  mystic: 275,
  electric: 200,
  tiger: 30,
};
const ADJECTIVE_METALS: Record<string, Metal> = { silver: 'silver', diamond: 'platinum', crystal: 'platinum', frozen: 'platinum' };

/** The slot themes by the noun in a name, each a set of symbols to draw. */
const SLOT_THEMES: Record<string, readonly SymbolName[]> = {
  fruits: ['cherry', 'lemon', 'melon', 'grapes'],
  carnival: ['cherry', 'grapes', 'star'],
  festival: ['lantern', 'coin', 'cherry'],
  jackpot: ['seven', 'bar', 'coin'],
  rush: ['seven', 'ingot', 'coin'],
  reels: ['seven', 'cherry', 'bell'],
  cascade: ['gem', 'gem', 'star'],
  gems: ['gem', 'gem', 'star'],
  heist: ['gem', 'bar', 'coin'],
  pearls: ['pearl', 'gem'],
  bells: ['bell', 'cherry', 'star'],
  stars: ['star', 'gem', 'seven'],
  orbit: ['planet', 'star'],
  treasure: ['chest', 'coin', 'gem'],
  pirates: ['chest', 'coin'],
  voyage: ['anchor', 'coin'],
  riches: ['ingot', 'coin', 'gem'],
  empire: ['crown', 'coin', 'gem'],
  kingdom: ['crown', 'star', 'gem'],
  legends: ['crown', 'shuriken', 'star'],
  temple: ['pyramid', 'gem', 'coin'],
  pharaoh: ['pyramid', 'coin', 'gem'],
  koi: ['lotus', 'coin'],
  lantern: ['lantern', 'coin', 'ingot'],
  panda: ['panda', 'coin', 'ingot'],
  safari: ['paw', 'star'],
  wolves: ['paw', 'star'],
  garden: ['lotus', 'cherry'],
  volcano: ['volcano', 'gem'],
  samurai: ['shuriken', 'lantern'],
};
const ANY_SLOT: readonly SymbolName[] = ['seven', 'cherry', 'bell', 'star', 'gem', 'crown', 'coin'];

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Slots: one hero symbol, a winning line of three, a pair, or a reel window; coins on some. */
function slot(theme: readonly SymbolName[], koi: boolean): Subject {
  return {
    draw: (c, p) => {
      const first = theme[0] ?? 'seven';
      const layout = koi ? 'koi' : theme === SLOT_THEMES.reels ? 'reels' : c.r.pick(['hero', 'hero', 'trio', 'pair', 'shower'] as const);
      const tilt = c.r.range(-9, 9);
      const second = theme[1 + c.r.int(0, Math.max(0, theme.length - 2))] ?? first;
      switch (layout) {
        case 'koi':
          return (
            circle(120, 130, 70, { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.18, 'stroke-width': 3 }) +
            symbol(c, 'lotus', 66, 176, 70, p.tint) +
            fish(c, 138, 104, 120, c.r.pick([22, 10, 40]), c.r.chance(0.5), tilt - 20, true) +
            fish(c, 170, 178, 64, c.r.pick([0, 35, 200]), true, 10) +
            glints(c, 3, 20, 20, 200, 90, 8)
          );
        case 'reels': {
          const frame = c.metal(p.tint.metal);
          const side = c.r.chance(0.5) ? first : second;
          return (
            `<rect x="16" y="56" width="208" height="132" rx="18" fill="${frame}" stroke="#2a1a05" stroke-width="4"/>` +
            `<rect x="28" y="68" width="184" height="108" rx="10" fill="${c.linear('reel', [
              [0, '#9aa3b5'],
              [0.3, '#fff'],
              [0.7, '#fff'],
              [1, '#9aa3b5'],
            ])}"/>` +
            '<path d="M89 68v108M151 68v108" stroke="#7d8597" stroke-width="3"/>' +
            symbol(c, side, 58, 122, 52, p.tint) +
            symbol(c, first, 120, 122, 52, p.tint) +
            symbol(c, side, 182, 122, 52, p.tint) +
            `<path d="M22 122h196" stroke="${p.accent.mid}" stroke-width="4" stroke-opacity=".7"/>` +
            glints(c, 3, 30, 14, 180, 34, 12) +
            coin(c, 40, 206, 18, p.tint.metal) +
            coin(c, 200, 210, 14, p.tint.metal)
          );
        }
        case 'trio':
          return (
            `<rect x="8" y="92" width="224" height="64" rx="32" fill="${p.accent.mid}" fill-opacity=".25"/>` +
            symbol(c, second, 48, 124, 62, p.tint, -8) +
            symbol(c, second, 192, 124, 62, p.tint, 8) +
            groundShadow(c, 120, 196, 70, 14) +
            symbol(c, first, 120, 118, 112, p.tint, tilt * 0.5) +
            glints(c, 4, 20, 20, 200, 200, 10)
          );
        case 'pair':
          return (
            symbol(c, second, 72, 84, 84, { ...p.tint, hue: p.tint.hue + 40 }, -14) +
            groundShadow(c, 132, 204, 76, 14) +
            symbol(c, first, 138, 140, 130, p.tint, tilt) +
            glints(c, 3, 30, 20, 180, 100, 11)
          );
        case 'shower': {
          let coins = '';
          for (let i = 0; i < 5; i += 1)
            coins += coin(c, c.r.pick([28, 52, 188, 212]) + c.r.range(-10, 10), 26 + i * 44 + c.r.range(-8, 8), c.r.range(11, 17), p.tint.metal);
          return coins + groundShadow(c, 120, 200, 74, 14) + symbol(c, first, 120, 122, 146, p.tint, tilt) + glints(c, 3, 40, 20, 160, 60, 10);
        }
        default:
          return groundShadow(c, 120, 204, 80, 15) + symbol(c, first, 120, 122, 160, p.tint, tilt) + glints(c, c.r.int(2, 4), 20, 16, 200, 90, 12);
      }
    },
  };
}

function sea(kind: string): Subject {
  return {
    texture: null,
    water: true,
    draw: (c, p) => {
      const hues = [c.r.pick([22, 45, 8]), c.r.pick([190, 300, 50]), c.r.pick([330, 90, 15])];
      const bed = seabed(c, S, 202, tone(c.r.pick([5, 330, 20]), 75));
      const top = waves(S, 26, '#bdf0ff', 0.22);
      const fizz = bubbles(c, 6, 20, 40, 200, 140);
      if (kind === 'hunter')
        return top + bed + fish(c, 120, 122, 150, hues[0] ?? 22, c.r.chance(0.5), c.r.range(-8, 8), c.r.chance(0.5)) + sight(128, 118, 34, '#ff4d5e') + fizz;
      if (kind === 'catch') return top + bed + hook(150, 112, 70) + fish(c, 108, 140, 130, hues[0] ?? 22, false, -12, c.r.chance(0.5)) + fizz;
      if (kind === 'reef')
        return (
          top +
          bed +
          fish(c, 80, 90, 76, hues[0] ?? 0, false, -8, true) +
          fish(c, 160, 130, 92, hues[1] ?? 0, true, 6) +
          fish(c, 92, 168, 60, hues[2] ?? 0, false, 4, true) +
          fizz
        );
      return (
        top +
        bed +
        fish(c, 150, 84, 70, hues[1] ?? 0, true, 8) +
        fish(c, 110, 136, 136, hues[0] ?? 0, false, c.r.range(-10, 6), c.r.chance(0.5)) +
        fizz +
        glints(c, 2, 30, 40, 180, 60, 8, p.accent.hi)
      );
    },
  };
}

const LIVE_KINDS: Record<string, (c: Canvas, p: Paint) => string> = {
  baccarat: (c, p) =>
    fan(c, 120, 112, 72, [c.r.pick(SUITS), c.r.pick(SUITS)], c.r.range(38, 46)) +
    chips(
      c,
      [
        [62, 188, 26],
        [178, 190, 28],
      ],
      p.hues,
    ),
  roulette: (c, p) => groundShadow(c, 120, 206, 96, 16) + roulette(c, 120, 116, 92, c.r.range(0, 20)) + chips(c, [[206, 204, 20]], p.hues),
  'sic bo': (c, p) => groundShadow(c, 120, 204, 90, 14) + threeDice(c, 120, 122, 70) + chips(c, [[34, 40, 16]], p.hues),
  'dragon tiger': (c) => dragonTiger(c, 120, 112, 82),
  blackjack: (c, p) =>
    fan(c, 116, 110, 74, [c.r.pick(SUITS), c.r.pick(SUITS)], c.r.range(10, 18)) +
    stacks(c, 120, 208, 22, p.hues.slice(0, 3), [c.r.int(2, 5), c.r.int(3, 6), c.r.int(2, 5)]),
  'fan tan': (c, p) => fanTan(c, 120, 150, 70) + chips(c, [[204, 58, 20]], p.hues),
};

/** Card rooms: a hand fanned wide, a chip or two on some; the hand's size follows the game. */
const hand = (count: number, w: number, extra: (c: Canvas, p: Paint) => string) => (c: Canvas, p: Paint) =>
  fan(
    c,
    120,
    c.r.range(108, 120),
    w,
    Array.from({ length: count }, () => c.r.pick(SUITS)),
    c.r.range(12, 18),
  ) + (c.r.chance(0.5) ? extra(c, p) : '');
const aChip = (c: Canvas, p: Paint) => chips(c, [[c.r.pick([44, 196]), 196, 22]], p.hues.slice(c.r.int(0, 2)));

const CARD_KINDS: Record<string, (c: Canvas, p: Paint) => string> = {
  tongits: hand(5, 64, aChip),
  pusoy: hand(4, 68, aChip),
  poker: (c, p) =>
    fan(c, 120, 104, 66, [c.r.pick(SUITS), c.r.pick(SUITS), c.r.pick(SUITS)], 16) +
    stacks(c, 120, 214, 20, p.hues.slice(0, 3), [c.r.int(2, 5), c.r.int(3, 6), c.r.int(2, 4)]),
  rummy: hand(4, 68, aChip),
  'teen patti': hand(3, 74, aChip),
  'big two': (c) => card(c, 96, 124, 88, c.r.pick(SUITS), -12) + card(c, 146, 118, 88, c.r.pick(SUITS), 10),
};

const LOTTERY_KINDS: Record<string, (c: Canvas, p: Paint) => string> = {
  lotto: (c, p) => globe(c, 120, 104, 74, p.hues) + ballRow(c, 120, 196, 3, 20, p.hues, 49),
  keno: (c, p) => ticket(c, 120, 120, 5, 5, 34, 7, p.accent.mid, c.r.range(-8, 8), false) + ballRow(c, 190, 196, 1, 24, p.hues, 80),
  'pick 3': (c, p) => ballRow(c, 120, 124, 3, 36, p.hues, 9),
  'pick 5': (c, p) => ballRow(c, 120, 124, 5, 26, p.hues, 9),
  '4d': (c, p) => digitTiles(c, 120, 120, 44, p.hues[0] ?? 0),
  'fast 3': (c) => groundShadow(c, 120, 204, 90, 14) + threeDice(c, 120, 122, 66),
  'quick 10': (c, p) => ballBurst(c, 120, 122, 7, 30, p.hues, 10),
};

const BINGO_KINDS: Record<string, (c: Canvas, p: Paint) => string> = {
  'bingo 75': (c, p) => ticket(c, 106, 112, 5, 5, 32, 6, p.accent.mid, -8, true) + ballRow(c, 184, 190, 1, 30, p.hues, 75),
  'bingo 90': (c, p) => ticket(c, 120, 100, 6, 3, 32, 5, p.accent.mid, 6, true) + ballRow(c, 120, 186, 3, 24, p.hues, 90),
  'bingo blast': (c, p) => ballBurst(c, 120, 120, 6, 32, p.hues, 75),
  'pattern bingo': (c, p) => ticket(c, 120, 120, 5, 5, 36, 9, p.accent.mid, c.r.range(-6, 6), false),
};

const INSTANT_KINDS: Record<string, (c: Canvas, p: Paint) => string> = {
  mines: (c, p) => minesBoard(c, 120, 120, 48, p.accent, p.tint.hue),
  crash: (c, p) => crash(c, p.accent, tone(28, 95)),
  plinko: (c, p) => plinko(c, p.accent, tone(p.tint.hue, 85)),
  dice: (c, p) => dicePair(c, p.accent),
  limbo: (c, p) => limbo(c, p.accent),
  hilo: (c) => hilo(c, tone(130, 70), tone(355, 80)),
};

/** The kind a name carries (its longest known kind word), or the first kind. */
function kindOf<T>(name: string, kinds: Record<string, T>): T {
  const lower = ` ${words(name).join(' ')} `;
  const found = Object.keys(kinds)
    .filter((k) => lower.includes(` ${k} `))
    .sort((a, b) => b.length - a.length)[0];
  return kinds[found ?? Object.keys(kinds)[0] ?? ''] as T;
}

function subjectOf(input: GameArtInput): Subject {
  const w = words(input.name);
  switch (input.gameType) {
    case 'FISH':
      return sea(w.includes('hunter') ? 'hunter' : w.includes('catch') ? 'catch' : w.includes('reef') ? 'reef' : 'school');
    case 'LIVE':
      return { draw: kindOf(input.name, LIVE_KINDS) };
    case 'PVP':
      return { draw: kindOf(input.name, CARD_KINDS) };
    case 'ELOTT':
      return { draw: kindOf(input.name, LOTTERY_KINDS) };
    case 'BINGO':
      return { draw: kindOf(input.name, BINGO_KINDS) };
    case 'INHOUSE':
      return { draw: kindOf(input.name, INSTANT_KINDS) };
    case 'SPORTS':
      return {
        texture: null,
        draw: (c) =>
          pitch(S, S, '#fff') +
          groundShadow(c, 120, 196, 70, 12) +
          (input.vendorCode.length % 2 ? basketball(c, 120, 120, 64) : football(c, 120, 120, 64)) +
          glints(c, 3, 20, 20, 200, 80, 10),
      };
    case 'ESPORTS':
      return { draw: (c) => trophy(c, 78, 100, 110, 'gold') + controller(c, 146, 150, 130, c.family.accent) };
    case 'COCKFIGHT':
      return { texture: 'rings', draw: (c) => groundShadow(c, 120, 204, 80, 14) + rooster(c, 112, 114, 150) };
    default: {
      const noun = w.find((x) => SLOT_THEMES[x]);
      const theme = (noun && SLOT_THEMES[noun]) || ANY_SLOT.slice(hashPick(input.id, ANY_SLOT.length));
      return slot(theme, noun === 'koi');
    }
  }
}

function hashPick(id: string, length: number): number {
  return rng(`pick:${id}`).int(0, length - 1);
}

/** The game tile for one game: same input, same bytes. */
export function renderGameArt(input: GameArtInput): string {
  const r = rng(input.id);
  const family = familyOf(input.vendorCode);
  const c = new Canvas(r, family);
  const w = words(input.name);
  const adjective = w.find((x) => ADJECTIVE_HUES[x] !== undefined);
  const accentHue = family.accent + r.range(-14, 14);
  const tint: Tint = {
    hue: adjective ? (ADJECTIVE_HUES[adjective] ?? accentHue) : accentHue,
    metal: w.map((x) => ADJECTIVE_METALS[x]).find(Boolean) ?? 'gold',
  };
  const hue = family.hue + r.range(-12, 12);
  const accent = tone(accentHue, 85);
  const hues = [accentHue, accentHue + 140, accentHue + 220, family.hue + 180];
  const subject = subjectOf(input);
  const light = subject.water ? hsl(hue, family.sat + 10, r.range(42, 50)) : hsl(hue, family.sat, r.range(34, 44));
  const dark = subject.water ? hsl(hue + 15, family.sat, 10) : hsl(hue + 12, family.sat + 5, r.range(7, 11));
  const kind = subject.texture === undefined ? r.pick(TEXTURES) : subject.texture;
  const body =
    base(c, S, S, light, dark, S / 2, subject.water ? S * 0.1 : S * 0.42) +
    (kind ? texture(c, kind, S, S, S / 2, S * 0.46, r.chance(0.5) ? '#fff' : accent.hi, r.range(0.06, 0.1)) : '') +
    circle(S / 2, S * 0.48, S * 0.42, { fill: c.glow(accent.hi) }) +
    subject.draw(c, { accent, tint, hues }) +
    lighting(c, S, S, { inset: 3, radius: 22 });
  return svg(S, S, c.definitions(), body);
}
