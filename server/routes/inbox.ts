import { Hono } from 'hono';
import { sql } from 'kysely';
import { transact } from '../db/database';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { dropTranslations, inLanguage } from '../services/content-language';
import { Refusal } from '../services/refusal';

/** /m/webEmail: a member's own inbox. */
export const inboxRoutes = new Hono<AppEnv>();

mount(inboxRoutes, 'inbox', async (_input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  const stored = await db
    .selectFrom('inbox_messages')
    .select(['id', 'title', 'content', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    // Unread first, then newest first.
    .orderBy(sql`read_at is not null`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const rows = await inLanguage(db, requestLanguage(c), 'inbox', stored, (row) => row.id);
  return {
    messages: rows.map((row) => ({ id: row.id, title: row.title, content: row.content, read: row.read_at !== null, createdAt: row.created_at })),
  };
});

// Both look the message up by id AND owner: another member's id is the same 404 as an unknown one,
// so the answer never tells whether it exists, and nothing of it changes.

mount(inboxRoutes, 'inboxRead', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  const row = await db.selectFrom('inbox_messages').select(['id', 'read_at']).where('id', '=', input.id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new Refusal('err_not_found');
  // Reading again keeps the first read time.
  if (row.read_at === null) {
    await db.updateTable('inbox_messages').set({ read_at: new Date().toISOString() }).where('id', '=', row.id).where('member_id', '=', memberId).execute();
  }
  return { id: row.id, read: true as const };
});

mount(inboxRoutes, 'inboxDelete', async (input, c) => {
  const memberId = currentMemberId(c);
  await transact(c.get('services').db, async (trx) => {
    const result = await trx.deleteFrom('inbox_messages').where('id', '=', input.id).where('member_id', '=', memberId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new Refusal('err_not_found');
    // Its words in the other languages go with it.
    await dropTranslations(trx, 'inbox', [input.id]);
  });
  return { id: input.id, deleted: true as const };
});
