import { api } from '../../../shared/api/api';
import type { NewsItem, Winner } from '../../../shared/contract/vip';

export type HomeNews = { popular: NewsItem[]; lobby: NewsItem[]; winners: Winner[] };

/**
 * Home's popular announcements, lobby news and winner board, read together. One part failing
 * leaves it as `previous` had it (nothing shown is lost); all failing throws.
 */
export async function getHomeNews(previous: HomeNews | null): Promise<HomeNews> {
  const [popular, lobby, winners] = await Promise.allSettled([api.call('popularAnnouncements', {}), api.call('lobbyNews', {}), api.call('winnerBoard', {})]);
  if (popular.status === 'rejected' && lobby.status === 'rejected' && winners.status === 'rejected') throw popular.reason;
  return {
    popular: popular.status === 'fulfilled' ? popular.value.items : (previous?.popular ?? []),
    lobby: lobby.status === 'fulfilled' ? lobby.value.items : (previous?.lobby ?? []),
    winners: winners.status === 'fulfilled' ? winners.value.winners : (previous?.winners ?? []),
  };
}
