import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

/** log2 of scrypt's N: 2^14 with r=8, p=1 is OWASP's floor; about 50 ms a hash on these machines. */
export const DEFAULT_HASH_COST = 14;
const PARAMS = { N: 2 ** DEFAULT_HASH_COST, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * The cost of new hashes, from the server's PASSWORD_HASH_COST (set at its start): one setting
 * for the process, as a hash's own parameters verify it whatever the setting is now. The test
 * servers lower it, as Django's test settings do, since most of their time went into hashing.
 */
export function setPasswordHashCost(log2N: number): void {
  PARAMS.N = 2 ** log2N;
}

/** Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether this is the member's current password. */
export async function isCurrentPassword(db: Db, memberId: number, password: string): Promise<boolean> {
  const member = await db.selectFrom('members').select(['password_hash']).where('id', '=', memberId).executeTakeFirstOrThrow();
  return verifyPassword(password, member.password_hash);
}

/** Replaces the member's password; only its hash is stored. */
export async function setPassword(db: Db, memberId: number, password: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', memberId)
    .execute();
}
