import * as z from 'zod/mini';
import { api } from '../../../shared/api/api';
import { isConnectionFailure } from '../../../shared/api/api-error';
import { newsItemSchema, winnerSchema } from '../../../shared/contract/vip';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { keepScreenCopy, readScreenCopy } from '../../../shared/storage/screen-copies';

const homeNewsSchema = z.object({ popular: z.array(newsItemSchema), lobby: z.array(newsItemSchema), winners: z.array(winnerSchema) });
export type HomeNews = z.infer<typeof homeNewsSchema>;
const COPY_KEY = 'home-news';

/**
 * Home's popular announcements, lobby news and winner board, read together. One part failing
 * leaves it as `previous` had it (nothing shown is lost); all failing for want of a connection
 * gives the copy this device kept (from its first visit on), else throws.
 */
export async function getHomeNews(previous: HomeNews | null): Promise<HomeNews> {
  const owner = sessionStore.info?.userName ?? 'visitor';
  const language = currentLanguage();
  const [popular, lobby, winners] = await Promise.allSettled([api.call('popularAnnouncements', {}), api.call('lobbyNews', {}), api.call('winnerBoard', {})]);
  if (popular.status === 'rejected' && lobby.status === 'rejected' && winners.status === 'rejected') {
    // Offline with nothing on screen yet (an offline relaunch): the strip as last read.
    const copy = previous === null && isConnectionFailure(popular.reason) ? await readScreenCopy(owner, COPY_KEY, language, homeNewsSchema) : null;
    if (copy) return copy.value;
    throw popular.reason;
  }
  const news = {
    popular: popular.status === 'fulfilled' ? popular.value.items : (previous?.popular ?? []),
    lobby: lobby.status === 'fulfilled' ? lobby.value.items : (previous?.lobby ?? []),
    winners: winners.status === 'fulfilled' ? winners.value.winners : (previous?.winners ?? []),
  };
  void keepScreenCopy(owner, COPY_KEY, language, news);
  return news;
}
