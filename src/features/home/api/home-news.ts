import * as z from 'zod/mini';
import { api } from '#src/shared/api/api';
import { newsItemSchema, winnerSchema } from '#src/shared/contract/vip';
import { readWithCopy } from '#src/shared/lib/use-load';

const homeNewsSchema = z.object({ popular: z.array(newsItemSchema), lobby: z.array(newsItemSchema), winners: z.array(winnerSchema) });
export type HomeNews = z.infer<typeof homeNewsSchema>;

/**
 * Home's popular announcements, lobby news and winner board, read together. One part failing
 * leaves it as `previous` had it (nothing shown is lost); all failing for want of a connection
 * gives the copy this device kept (from its first visit on), else throws.
 */
export async function getHomeNews(previous: HomeNews | null): Promise<HomeNews> {
  const read = async (): Promise<HomeNews> => {
    const [popular, lobby, winners] = await Promise.allSettled([api.call('popularAnnouncements', {}), api.call('lobbyNews', {}), api.call('winnerBoard', {})]);
    if (popular.status === 'rejected' && lobby.status === 'rejected' && winners.status === 'rejected') throw popular.reason;
    return {
      popular: popular.status === 'fulfilled' ? popular.value.items : (previous?.popular ?? []),
      lobby: lobby.status === 'fulfilled' ? lobby.value.items : (previous?.lobby ?? []),
      winners: winners.status === 'fulfilled' ? winners.value.winners : (previous?.winners ?? []),
    };
  };
  return (await readWithCopy(read, { key: 'home-news', schema: homeNewsSchema })).value;
}
