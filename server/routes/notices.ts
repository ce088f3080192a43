import { Hono } from 'hono';
import { NOTICE_TYPES, type NoticeItem } from '#src/shared/contract/messages';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { inLanguage } from '../services/content-language';
import { memberTypeOf, noticeTypesFor } from '../services/notice-access';
import { Refusal } from '../services/refusal';

/** /m/notice: the announcements a caller may read, and marking one read. */
export const noticeRoutes = new Hono<AppEnv>();

const isNoticeType = (type: string): type is NoticeItem['type'] => (NOTICE_TYPES as readonly string[]).includes(type);

mount(noticeRoutes, 'notices', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = c.get('memberId');
  const stored = await db
    .selectFrom('announcements as a')
    // A visitor has read nothing: no member has id 0.
    .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.member_id', '=', memberId ?? 0))
    .select(['a.id', 'a.type', 'a.title', 'a.content', 'a.created_at', 'r.member_id as read_by'])
    .where('a.merchant_code', '=', c.get('merchant').code)
    .where('a.type', 'in', noticeTypesFor(await memberTypeOf(db, memberId)))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const rows = await inLanguage(db, requestLanguage(c), 'announcement', stored, (row) => row.id);
  const notices: NoticeItem[] = [];
  for (const row of rows) {
    if (isNoticeType(row.type)) {
      notices.push({ id: row.id, type: row.type, title: row.title, content: row.content, read: row.read_by !== null, createdAt: row.created_at });
    }
  }
  return { notices };
});

/** Idempotent; an announcement the caller cannot see answers as an unknown one does. */
mount(noticeRoutes, 'markNoticeRead', async (input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const visible = await db
    .selectFrom('announcements')
    .select('id')
    .where('id', '=', input.announcementId)
    .where('merchant_code', '=', c.get('merchant').code)
    .where('type', 'in', noticeTypesFor(await memberTypeOf(db, memberId)))
    .executeTakeFirst();
  if (!visible) throw new Refusal('err_not_found');
  await db
    .insertInto('announcement_reads')
    .values({ member_id: memberId, announcement_id: visible.id, read_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { announcementId: visible.id, read: true as const };
});
