import type { Game, GamePage } from '#src/shared/contract/games';
import type { ListState } from '#src/shared/lib/paged-list-state';
import { usePagedList } from '#src/shared/lib/use-paged-list';
import { readListPage, saveListPage } from '../storage';

/** A game page and whether it came from the worker's cache because the network failed. */
export type ServedGamePage = GamePage & { fromCache?: boolean };
export type GameListState = ListState<Game>;

type Options = {
  /** The device's copy of this list (favourites, recent games), shown until page 1 arrives. */
  readLocal?: () => Promise<Game[]>;
  /** Names the list (query and language) for the device's page cache, kept for offline use. */
  cacheKey?: string;
};

const gameId = (game: Game) => game.nodeId;
const served = ({ games, pageNum, totalPages, fromCache }: ServedGamePage) => ({ items: games, pageNum, totalPages, fromCache });

/** The shared infinite list over game pages, with the games' device page cache. */
export function useGameList(key: string, fetchPage: (page: number) => Promise<ServedGamePage>, { readLocal, cacheKey }: Options = {}) {
  const kept = cacheKey
    ? {
        // The device copy is only read for its games and paging, so `total` is not kept.
        save: ({ items, pageNum, totalPages }: { items: Game[]; pageNum: number; totalPages: number }) =>
          saveListPage(cacheKey, { games: items, pageNum, totalPages, total: items.length }),
        read: async (page: number) => {
          const stored = await readListPage(cacheKey, page);
          return stored && served(stored);
        },
      }
    : undefined;
  return usePagedList(key, async (page) => served(await fetchPage(page)), { idOf: gameId, readLocal, kept });
}
