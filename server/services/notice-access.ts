import type { NoticeItem } from '#src/shared/contract/messages';
import { AGENT_TYPES, TRIAL_TYPE } from '#src/shared/contract/platform';
import type { Db } from '../db/database';

type NoticeType = NoticeItem['type'];

/** /m/notice shows PL, PU and PR to everyone, A (agent notices) to agents only; B is the ticker's. */
export function noticeTypesFor(memberType: number | null): NoticeType[] {
  return memberType !== null && AGENT_TYPES.includes(memberType) ? ['PL', 'PU', 'PR', 'A'] : ['PL', 'PU', 'PR'];
}

/** The caller's member type (null for a visitor). */
export async function memberTypeOf(db: Db, memberId: number | null): Promise<number | null> {
  if (memberId === null) return null;
  const row = await db.selectFrom('members').select('type').where('id', '=', memberId).executeTakeFirst();
  return row?.type ?? null;
}

export function isTrialType(memberType: number | null): boolean {
  return memberType === TRIAL_TYPE;
}

/** Announcements of the merchant the caller may see and has not read. */
export async function countUnreadNotices(db: Db, merchantCode: string, memberId: number, memberType: number | null): Promise<number> {
  const row = await db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.member_id', '=', memberId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.merchant_code', '=', merchantCode)
    .where('a.type', 'in', noticeTypesFor(memberType))
    .where('r.member_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
