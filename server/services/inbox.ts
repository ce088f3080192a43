import { sql } from 'kysely';
import type { LanguageCode } from '#src/shared/contract/platform';
import { type Db, transact } from '../db/database';
import { dropTranslations, inLanguage } from './content-language';
import { Refusal } from './refusal';

/**
 * A member's own inbox (/m/webEmail), unread first, then newest first, in the language. Reading
 * and deleting look a message up by id AND owner: another member's id is refused as an unknown
 * one, so the answer never tells whether it exists, and nothing of it changes.
 */
export async function inboxOf(db: Db, memberId: number, language: LanguageCode) {
  const stored = await db
    .selectFrom('inbox_messages')
    .select(['id', 'title', 'content', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .orderBy(sql`read_at is not null`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const rows = await inLanguage(db, language, 'inbox', stored, (row) => row.id);
  return rows.map((row) => ({ id: row.id, title: row.title, content: row.content, read: row.read_at !== null, createdAt: row.created_at }));
}

/** The messages of the member's inbox not read yet. */
export async function countUnreadInbox(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a message read; reading again keeps the first read time. */
export async function readMessage(db: Db, memberId: number, id: number): Promise<void> {
  const row = await db.selectFrom('inbox_messages').select(['id', 'read_at']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new Refusal('err_not_found');
  if (row.read_at === null) {
    await db.updateTable('inbox_messages').set({ read_at: new Date().toISOString() }).where('id', '=', row.id).where('member_id', '=', memberId).execute();
  }
}

/** Deletes a message, and its words in the other languages with it. */
export async function deleteMessage(db: Db, memberId: number, id: number): Promise<void> {
  await transact(db, async (trx) => {
    const result = await trx.deleteFrom('inbox_messages').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new Refusal('err_not_found');
    await dropTranslations(trx, 'inbox', [id]);
  });
}
