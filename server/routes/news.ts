import { Hono } from 'hono';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { inLanguage } from '../services/content-language';
import { winnerBoard } from '../services/vip';

export const newsRoutes = new Hono<AppEnv>();

/** Home shows at most this many items of each kind. */
export const NEWS_LIMIT = 5;

async function newsOf(db: Db, merchantCode: string, kind: 'popular' | 'lobby', language: LanguageCode) {
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

mount(newsRoutes, 'popularAnnouncements', async (_input, c) => newsOf(c.get('services').db, c.get('merchant').code, 'popular', requestLanguage(c)));
mount(newsRoutes, 'lobbyNews', async (_input, c) => newsOf(c.get('services').db, c.get('merchant').code, 'lobby', requestLanguage(c)));
mount(newsRoutes, 'winnerBoard', async (_input, c) => ({ winners: await winnerBoard(c.get('services').db, c.get('merchant')) }));
