import { createHash } from 'node:crypto';

/** Escapes text for an SVG text node. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function hue(seed: string): number {
  return createHash('sha1').update(seed).digest().readUInt16BE(0) % 360;
}

/**
 * Demo artwork the image "CDNs" serve: a gradient tile with a label, sized per kind. Real
 * deployments point imageCDNs at their own hosts; the paths stay the same.
 */
export function renderArt(kind: 'game' | 'vendor' | 'banner' | 'vip', key: string, label: string): string {
  const h = hue(key);
  const [w, hgt] = kind === 'banner' ? [750, 300] : kind === 'vip' ? [600, 360] : [240, 240];
  const size = kind === 'banner' ? 54 : kind === 'vip' ? 48 : 30;
  const words = escapeXml(label).split(' ');
  const lines = kind === 'game' && words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [words.join(' ')];
  const text = lines.map((line, i) => `<text x="50%" y="${50 + (i - (lines.length - 1) / 2) * 16}%" font-size="${size}">${line}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,42%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},75%,22%)"/></linearGradient></defs>
<rect width="100%" height="100%" rx="${kind === 'banner' ? 0 : 24}" fill="url(#g)"/>
<g fill="#fff" font-family="system-ui,sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">${text}</g>
</svg>`;
}

/** A preset head icon: a figure on a round tile, each preset in its own colours. */
export function renderAvatar(preset: number): string {
  const h = (preset * 137) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},75%,32%)"/></linearGradient></defs>
<circle cx="60" cy="60" r="60" fill="url(#g)"/>
<g fill="hsl(${h},60%,92%)"><circle cx="60" cy="47" r="21"/><path d="M22 104c4-22 20-33 38-33s34 11 38 33a60 60 0 0 1-76 0z"/></g>
</svg>`;
}
