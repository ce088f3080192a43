import { NOTICE_TYPES, type NoticeItem } from '#src/shared/contract/messages';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { inLanguage } from './content-language';
import { memberTypeOf, noticeTypesFor } from './notice-access';
import { Refusal } from './refusal';

const isNoticeType = (type: string): type is NoticeItem['type'] => (NOTICE_TYPES as readonly string[]).includes(type);

/** The announcements a caller may read (/m/notice), newest first, in the language, each read or not. */
export async function noticesFor(db: Db, merchantCode: string, memberId: number | null, language: LanguageCode): Promise<NoticeItem[]> {
  const stored = await db
    .selectFrom('announcements as a')
    // A visitor has read nothing: no member has id 0.
    .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.member_id', '=', memberId ?? 0))
    .select(['a.id', 'a.type', 'a.title', 'a.content', 'a.created_at', 'r.member_id as read_by'])
    .where('a.merchant_code', '=', merchantCode)
    .where('a.type', 'in', noticeTypesFor(await memberTypeOf(db, memberId)))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const rows = await inLanguage(db, language, 'announcement', stored, (row) => row.id);
  return rows.flatMap((row) =>
    isNoticeType(row.type)
      ? [{ id: row.id, type: row.type, title: row.title, content: row.content, read: row.read_by !== null, createdAt: row.created_at }]
      : [],
  );
}

/** Marks an announcement read, once; one the member cannot see is refused as an unknown one. */
export async function markNoticeRead(db: Db, merchantCode: string, memberId: number, announcementId: number): Promise<number> {
  const visible = await db
    .selectFrom('announcements')
    .select('id')
    .where('id', '=', announcementId)
    .where('merchant_code', '=', merchantCode)
    .where('type', 'in', noticeTypesFor(await memberTypeOf(db, memberId)))
    .executeTakeFirst();
  if (!visible) throw new Refusal('err_not_found');
  await db
    .insertInto('announcement_reads')
    .values({ member_id: memberId, announcement_id: visible.id, read_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return visible.id;
}
