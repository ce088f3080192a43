import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS } from '#src/shared/contract/validation';
import type { Db } from '../db/database';
import { hashCode, randomDigits, sameHash } from './one-time-hash';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * A new captcha: 6 random digits, valid 5 minutes. Only the hash of the answer is stored (and the
 * answer itself only when `keepAnswer`, for test controls); expired challenges go in the
 * housekeeping's sweep. The picture is a PNG drawn on the server (renderCaptchaPng).
 */
export async function createCaptcha(db: Db, now = new Date(), keepAnswer = false): Promise<{ captchaId: string; image: string; code: string }> {
  const { captchaId, code } = await issueCaptcha(db, now, keepAnswer);
  const png = await renderCaptchaPng(code);
  return { captchaId, image: `data:image/png;base64,${png.toString('base64')}`, code };
}

/** A new challenge without its picture: for callers that know the answer (tests, tools). */
export async function issueCaptcha(db: Db, now = new Date(), keepAnswer = false): Promise<{ captchaId: string; code: string }> {
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
  return { captchaId, code };
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

/**
 * A captcha answered before a registration code is sent by SMS: a right answer lets one code out
 * and leaves the captcha good for the registration that follows (verifyCaptcha); a wrong one
 * uses it up, as everywhere. So each code sent to a number nobody holds costs a solved captcha.
 */
export async function passCaptchaForCode(db: Db, captchaId: string | undefined, answer: string | undefined, now = new Date()): Promise<boolean> {
  if (!captchaId) return false;
  const row = await db
    .selectFrom('captchas')
    .select(['code_hash', 'expires_at'])
    .where('id', '=', captchaId)
    .where('used', '=', 0)
    .where('code_sent', '=', 0)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return false;
  const right = sameHash(row.code_hash, hashCode(captchaId, answer ?? ''));
  const claimed = await db
    .updateTable('captchas')
    .set(right ? { code_sent: 1 } : { used: 1 })
    .where('id', '=', captchaId)
    .where('used', '=', 0)
    .where('code_sent', '=', 0)
    .executeTakeFirst();
  return right && Number(claimed.numUpdatedRows) === 1;
}

/** A code the captcha let out was not sent after all (a cap refused it): the captcha may let one out again. */
export async function releaseCaptchaForCode(db: Db, captchaId: string): Promise<void> {
  await db.updateTable('captchas').set({ code_sent: 0 }).where('id', '=', captchaId).where('used', '=', 0).execute();
}

/**
 * Each digit as a pen would write it, on a 12 x 18 box: curves, not segments, so no digit is a
 * set of strokes from a fixed list. Every number is moved a little for every captcha.
 */
const GLYPHS: readonly string[] = [
  'M6 1 C0.5 1 0.5 17 6 17 C11.5 17 11.5 1 6 1 Z',
  'M3 4.5 L7 1 L7 17 M3.5 17 L10.5 17',
  'M1.5 5 C2 0 11 0 10.5 5 C10 9 3 12 1.5 17 L11 17',
  'M1.5 3 C4 0 11 1 9.5 5 C8.5 8 5 8.5 5 8.5 C12 8.5 11.5 17 5.5 17 C3.5 17 2 16 1 15',
  'M8.5 17 L8.5 1 L1 12 L11.5 12',
  'M10.5 1 L2.5 1 L1.8 8 C4 6.5 11 6 11 11.5 C11 17 3.5 18 1.2 15',
  'M9.5 1.5 C4 0.5 1 6 1 11.5 C1 17.5 11 17.5 11 12 C11 7 3 7.5 1.5 11',
  'M1 1 L11 1 L4.5 17',
  'M6 8.5 C1 8 1.5 1 6 1 C10.5 1 11 8 6 8.5 C0.5 9 1 17 6 17 C11 17 11.5 9 6 8.5 Z',
  'M10.5 6 C10 0 1.5 0 1.5 5.5 C1.5 10.5 10.5 10.5 10.5 5 C10.5 11 9 17 2.5 16.5',
];

/** The picture's size in CSS pixels (the login and register screens' captcha button); drawn at 2x. */
const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 2;

function jitter(spread: number): number {
  return (randomInt(2001) / 1000 - 1) * spread;
}

function colour(min: number, max: number): string {
  const c = () => min + randomInt(max - min + 1);
  return `rgb(${c()},${c()},${c()})`;
}

/** A glyph's path with each of its numbers moved by up to `spread`. */
function wobbled(path: string, spread: number): string {
  return path.replace(/-?\d+(\.\d+)?/g, (n) => (Number(n) + jitter(spread)).toFixed(2));
}

/**
 * The captcha's drawing: pen-written digits, each turned, slanted, sized and placed at random and
 * touching its neighbours, crossed by curves in the same ink and as thick as the digits, over a mottled
 * ground, the whole bent by a random turbulence. Only ever sent as the raster renderCaptchaPng
 * makes of it: the answer is in no structure a program could read.
 */
export function captchaDrawing(code: string): string {
  const seed = randomInt(1, 10_000);
  const parts: string[] = [
    '<defs><filter id="bend" x="-10%" y="-10%" width="120%" height="120%">',
    `<feTurbulence type="fractalNoise" baseFrequency="${(0.035 + jitter(0.01)).toFixed(3)}" numOctaves="2" seed="${seed}"/>`,
    `<feDisplacementMap in="SourceGraphic" scale="${(5 + jitter(1.5)).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/>`,
    '</filter></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(228, 250)}"/>`,
  ];
  for (let i = 0; i < 40; i += 1) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(0.6 + randomInt(18) / 10).toFixed(1)}" fill="${colour(150, 215)}"/>`);
  }
  // One ink for the digits and the curves alike: a colour of each digit's own would let a
  // program lift each digit out of the picture by its colour.
  const inkColour = colour(15, 80);
  const ink: string[] = [];
  const step = (WIDTH - 14) / code.length;
  [...code].forEach((digit, i) => {
    const x = 6 + i * step + jitter(1.5);
    const y = 8 + jitter(4);
    const size = 1.0 + jitter(0.12);
    const turn = jitter(20).toFixed(1);
    const slant = jitter(12).toFixed(1);
    ink.push(
      `<path d="${wobbled(GLYPHS[Number(digit)] ?? '', 0.9)}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn} 6 9) skewX(${slant}) scale(${size.toFixed(2)})" stroke-width="${(1.9 + jitter(0.4)).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 3; i += 1) {
    const p = () => `${randomInt(WIDTH)} ${randomInt(HEIGHT)}`;
    ink.push(`<path d="M${p()}C${p()} ${p()} ${p()}" stroke-width="${(1.2 + jitter(0.5)).toFixed(2)}" fill="none"/>`);
  }
  parts.push(`<g filter="url(#bend)" stroke="${inkColour}">${ink.join('')}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** The captcha as a PNG, made from captchaDrawing: pixels only, no metadata. */
export function renderCaptchaPng(code: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaDrawing(code)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
