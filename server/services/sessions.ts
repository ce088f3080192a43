import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Only the token's hash is stored, so a leaked database holds no usable session. */
export async function createSession(db: Db, memberId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The member id of a live session, renewing its expiry (sliding window); null when unknown or expired. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<number | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['member_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await deleteSession(db, token);
    return null;
  }
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();
  return row.member_id;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a member but the one of `keepToken` (after a password change). */
export async function deleteOtherSessions(db: Db, memberId: number, keepToken: string | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
}

/** Ends every session of a member (after a password reset). */
export async function deleteAllSessions(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
}
