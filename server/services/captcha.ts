import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '../../src/shared/contract/validation';
import type { Db } from '../db/database';
import { hashCode, randomDigits, sameHash } from './one-time-hash';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * A new captcha: 6 random digits drawn as an SVG with noise, valid 5 minutes. Only the hash of
 * the answer is stored (and the answer itself only when `keepAnswer`, for test controls);
 * expired challenges go in the housekeeping's sweep.
 */
export async function createCaptcha(db: Db, now = new Date(), keepAnswer = false): Promise<{ captchaId: string; image: string; code: string }> {
  const captchaId = randomBytes(16).toString('base64url');
  const code = randomDigits(LIMITS.captcha);
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      code_hash: hashCode(captchaId, code),
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
      used: 0,
      test_answer: keepAnswer ? code : null,
    })
    .execute();
  const svg = renderCaptchaSvg(code);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, code };
}

/**
 * Checks an answer. The challenge is used up by any attempt, right or wrong (the update that
 * marks it used is the one that claims it, so two concurrent tries cannot both pass).
 */
export async function verifyCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined, now = new Date()): Promise<boolean> {
  if (!captchaId) return false;
  const row = await db.selectFrom('captchas').select(['code_hash', 'expires_at']).where('id', '=', captchaId).where('used', '=', 0).executeTakeFirst();
  if (!row) return false;
  const claimed = await db.updateTable('captchas').set({ used: 1 }).where('id', '=', captchaId).where('used', '=', 0).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  if (row.expires_at <= now.toISOString()) return false;
  return sameHash(row.code_hash, hashCode(captchaId, answer ?? ''));
}

// Seven-segment strokes on a 10 x 18 box: a top, b upper right, c lower right, d bottom,
// e lower left, f upper left, g middle. Drawn as paths, the digits are not text in the SVG.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 10, 0],
  b: [10, 0, 10, 9],
  c: [10, 9, 10, 18],
  d: [0, 18, 10, 18],
  e: [0, 9, 0, 18],
  f: [0, 0, 0, 9],
  g: [0, 9, 10, 9],
};
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

const WIDTH = 150;
const HEIGHT = 44;

function jitter(spread: number): number {
  return (randomInt(2001) / 1000 - 1) * spread;
}

function colour(min: number, max: number): string {
  const c = () => min + randomInt(max - min + 1);
  return `rgb(${c()},${c()},${c()})`;
}

/** The captcha picture: jittered, rotated digits, noise lines across them and noise dots. */
export function renderCaptchaSvg(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(225, 250)}"/>`];
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(1 + randomInt(15) / 10).toFixed(1)}" fill="${colour(120, 210)}"/>`);
  }
  [...code].forEach((digit, i) => {
    const segments = DIGIT_SEGMENTS[Number(digit)] ?? '';
    const d = [...segments]
      .map((name) => {
        const [x1, y1, x2, y2] = SEGMENTS[name] ?? [0, 0, 0, 0];
        const p = (n: number) => (n + jitter(0.8)).toFixed(1);
        return `M${p(x1)} ${p(y1)}L${p(x2)} ${p(y2)}`;
      })
      .join('');
    const x = 10 + i * 23 + jitter(2);
    const y = 9 + jitter(3);
    const rotate = jitter(12).toFixed(1);
    const scale = (1.3 + jitter(0.1)).toFixed(2);
    parts.push(
      `<path d="${d}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate} 6.5 11.7) scale(${scale})" stroke="${colour(20, 110)}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)}Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${colour(60, 170)}" stroke-width="${(0.8 + randomInt(10) / 10).toFixed(1)}" fill="none"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}
