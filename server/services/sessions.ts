import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS, type SessionInfo } from '#src/shared/contract/auth';
import { type Db, transact } from '../db/database';

export { SESSION_TTL_MS };

/** What the database keeps of a session token, and what the links a session opens name it by. */
export function sessionHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Only the token's hash is stored, so a leaked database holds no usable session. */
export async function createSession(db: Db, memberId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: sessionHashOf(token),
      member_id: memberId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * A session's expiry is renewed (sliding window) at most once a minute: a member's every request
 * would otherwise write, and a minute is nothing against a 7-day window.
 */
export const RENEW_AFTER_MS = 60_000;

/** A session as its token's hash finds it, with its member's columns a request reads. */
export type SessionRow = { expires_at: string; id: number; account: string; type: number; merchant_code: string; status: string };

/**
 * The member of a live session of `token` on `merchantCode`, if that member is active: one read
 * of the session with its member, and a write only when the expiry is due for renewal.
 */
export async function liveSessionMember(db: Db, token: string, merchantCode: string, now = new Date()): Promise<SessionMember | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['sessions.expires_at', 'members.id', 'members.account', 'members.type', 'members.merchant_code', 'members.status'])
    .where('sessions.token_hash', '=', sessionHashOf(token))
    .executeTakeFirst();
  return liveMemberOf(db, token, row ?? null, merchantCode, now);
}

export type SessionMember = { id: number; account: string; type: number };

/**
 * The member of `row`, the session of `token` as already read (http/caller.ts reads it with the
 * request's merchant), if it is live on `merchantCode` and its member active: an expired session
 * is deleted, and a live one renewed when due.
 */
export async function liveMemberOf(db: Db, token: string, row: SessionRow | null, merchantCode: string, now = new Date()): Promise<SessionMember | null> {
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await deleteSession(db, token);
    return null;
  }
  // A session belongs to one merchant; it is no session at all on another one.
  if (row.merchant_code !== merchantCode || row.status !== 'active') return null;
  const renewed = new Date(now.getTime() + SESSION_TTL_MS);
  if (renewed.getTime() - Date.parse(row.expires_at) >= RENEW_AFTER_MS) {
    await db.updateTable('sessions').set({ expires_at: renewed.toISOString() }).where('token_hash', '=', sessionHashOf(token)).execute();
  }
  return { id: row.id, account: row.account, type: row.type };
}

/**
 * The session of `token` as the app keeps it once logged in, for drawing the member's first view
 * (first-view.ts): null unless it is live and its member active on `merchantCode`.
 */
export async function storedSessionOf(db: Db, token: string, merchantCode: string): Promise<SessionInfo | null> {
  const member = await liveSessionMember(db, token, merchantCode);
  // Whether this was the first login is the login's answer alone; a later page is not one.
  return member && { token, merchantCode, userName: member.account, type: member.type, firstTimeLogin: false };
}

/** How many sessions of the member are stored: none before a login makes it the member's first. */
export async function sessionCountOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sessionHashOf(token)).execute();
}

/**
 * Ends every session of a member but the one of `keepToken` (after a password change), and every
 * game and chat link of the member, the kept session's too: a stolen link dies with the password.
 */
export async function deleteOtherSessions(db: Db, memberId: number, keepToken: string | null): Promise<void> {
  await transact(db, async (trx) => {
    let query = trx.deleteFrom('sessions').where('member_id', '=', memberId);
    if (keepToken) query = query.where('token_hash', '!=', sessionHashOf(keepToken));
    await query.execute();
    await deleteLinks(trx, memberId);
  });
}

/** Ends every session of a member and their links (after a password reset). */
export async function deleteAllSessions(db: Db, memberId: number): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('sessions').where('member_id', '=', memberId).execute();
    await deleteLinks(trx, memberId);
  });
}

async function deleteLinks(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('game_launches').where('member_id', '=', memberId).execute();
  await db.deleteFrom('chat_sessions').where('member_id', '=', memberId).execute();
}
