import type { Banner, Notice } from '#src/shared/contract/games';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { inLanguage } from './content-language';

const BANNER_GROUPS: ReadonlySet<string> = new Set<Banner['groupName']>(['m_home', 'm_live', 'm_popup']);

type Bucket = 'playerNotices' | 'popup' | 'promotion';
/** Announcement types by response list; other types (A, agent) have no list in this call. */
const BUCKET_OF_TYPE: Readonly<Record<string, Bucket>> = { B: 'playerNotices', PL: 'playerNotices', PU: 'popup', PR: 'promotion' };
const DEFAULT_TYPES = 'B,PL,PU';

/**
 * The merchant's banners and the announcements of the asked types (of one group, or all), newest
 * first, in the language, each read or not by the member (a visitor has read nothing).
 */
export async function bannersAndNotices(
  db: Db,
  merchant: string,
  memberId: number | null,
  language: LanguageCode,
  ask: { types?: string | undefined; groupName?: string | undefined },
) {
  const bannerRows = await db
    .selectFrom('banners')
    .select(['id', 'url', 'group_name', 'link', 'title'])
    .where('merchant_code', '=', merchant)
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const banners = await inLanguage(db, language, 'banner', bannerRows, (b) => b.id);

  const types = [...new Set((ask.types ?? DEFAULT_TYPES).split(','))].filter((t) => t in BUCKET_OF_TYPE);
  const groupName = ask.groupName?.trim() ?? '';
  const lists: Record<Bucket, Notice[]> = { playerNotices: [], popup: [], promotion: [] };
  if (types.length > 0) {
    let query = db
      .selectFrom('announcements as a')
      // No member (no session) reads nothing: no member has id 0.
      .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.member_id', '=', memberId ?? 0))
      .select(['a.id', 'a.type', 'a.title', 'a.content', 'r.member_id as read_by'])
      .where('a.merchant_code', '=', merchant)
      .where('a.type', 'in', types);
    if (groupName) query = query.where('a.group_name', '=', groupName);
    const stored = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
    const rows = await inLanguage(db, language, 'announcement', stored, (row) => row.id);
    for (const row of rows) {
      const bucket = BUCKET_OF_TYPE[row.type];
      if (bucket) lists[bucket].push({ id: row.id, type: row.type, title: row.title, content: row.content, read: row.read_by !== null });
    }
  }

  return {
    banners: banners
      .filter((b) => BANNER_GROUPS.has(b.group_name))
      .map((b) => ({ id: b.id, url: b.url, groupName: b.group_name as Banner['groupName'], link: b.link, ...(b.title ? { title: b.title } : {}) })),
    ...lists,
  };
}

/** The merchant's live models, in its order. */
export async function liveModelsOf(db: Db, merchant: string) {
  return db.selectFrom('live_models').select(['id', 'name']).where('merchant_code', '=', merchant).orderBy('sort').orderBy('id').execute();
}

/** Home shows at most this many items of each kind. */
const NEWS_LIMIT = 5;

/** The merchant's home news of a kind (popular announcements or lobby news), newest first, in the language. */
export async function newsOf(db: Db, merchantCode: string, kind: 'popular' | 'lobby', language: LanguageCode) {
  const stored = await db
    .selectFrom('home_news')
    .select(['id', 'title', 'summary', 'link', 'published_at'])
    .where('merchant_code', '=', merchantCode)
    .where('kind', '=', kind)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NEWS_LIMIT)
    .execute();
  const rows = await inLanguage(db, language, 'home_news', stored, (r) => r.id);
  return { items: rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, link: r.link, publishedAt: r.published_at })) };
}
