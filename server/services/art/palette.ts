import { hash } from './random';
import type { Stop } from './svg';

/** HSL (degrees, percent, percent) as a short hex colour: shorter than hsl() in every file sent. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (k0: number) => {
    const k = (k0 + hue / 30) % 12;
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A vendor's colour family: the hue of its backgrounds and the hue of its accents. */
export type Family = { hue: number; sat: number; accent: number };

/**
 * The demo vendors' families, chosen by hand so that neighbours in a tab strip do not look alike;
 * any other vendor code gets a family from its hash.
 */
const FAMILIES: Record<string, Family> = {
  TCG_SEA: { hue: 352, sat: 70, accent: 45 },
  TCG_LOTTO_VN: { hue: 22, sat: 80, accent: 50 },
  LOTT: { hue: 262, sat: 55, accent: 170 },
  SPW: { hue: 280, sat: 60, accent: 45 },
  JDR: { hue: 158, sat: 60, accent: 45 },
  LKF: { hue: 10, sat: 70, accent: 38 },
  NVS: { hue: 222, sat: 70, accent: 190 },
  GTG: { hue: 30, sat: 55, accent: 48 },
  MGS: { hue: 238, sat: 55, accent: 310 },
  RYL: { hue: 345, sat: 60, accent: 45 },
  AUL: { hue: 188, sat: 60, accent: 275 },
  CRC: { hue: 148, sat: 55, accent: 45 },
  OCK: { hue: 203, sat: 75, accent: 15 },
  DPB: { hue: 226, sat: 65, accent: 172 },
  DS88: { hue: 128, sat: 50, accent: 60 },
  PSP: { hue: 214, sat: 60, accent: 28 },
  TF: { hue: 268, sat: 65, accent: 185 },
  SBA: { hue: 6, sat: 60, accent: 44 },
  CDM: { hue: 162, sat: 55, accent: 0 },
  TGC: { hue: 208, sat: 65, accent: 50 },
  BGS: { hue: 232, sat: 30, accent: 95 },
  BGH: { hue: 322, sat: 60, accent: 52 },
};

export function familyOf(vendorCode: string): Family {
  const known = FAMILIES[vendorCode];
  if (known) return known;
  const h = hash(vendorCode);
  return { hue: h % 360, sat: 50 + ((h >>> 9) % 25), accent: (h % 360) + 150 + ((h >>> 17) % 60) };
}

/** Metals for coins, crowns, trophies and the VIP cards: light to dark stops of a polished face. */
export const METALS = {
  gold: ['#fff6c4', '#f7cd4b', '#c98a17', '#7c4a06'],
  silver: ['#ffffff', '#d7dde6', '#8e99a8', '#4a5361'],
  bronze: ['#ffe0bf', '#d9894a', '#9a5222', '#57280c'],
  platinum: ['#ffffff', '#dfe9f0', '#9fb4c3', '#4f6474'],
  diamond: ['#ffffff', '#bdf3ff', '#55b7e6', '#1d4f8a'],
  obsidian: ['#8d7cc4', '#3d2f6b', '#1b1433', '#08060f'],
  rose: ['#ffe3e6', '#f2a3ae', '#b8606f', '#6d2a36'],
} as const;
export type Metal = keyof typeof METALS;

/** A metal's stops for a vertical gradient with a bright band a little above the middle. */
export function metalStops(metal: Metal): Stop[] {
  const [hi, mid, low] = METALS[metal];
  return [
    [0.1, mid],
    [0.38, hi],
    [0.62, mid],
    [1, low],
  ];
}
