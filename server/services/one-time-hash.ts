import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A random code of `length` decimal digits (leading zeros kept), from a CSPRNG. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/** sha256 of a code bound to its context (captcha id, recipient and purpose), hex. */
export function hashCode(context: string, code: string): string {
  return createHash('sha256').update(`${context}\u0000${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
