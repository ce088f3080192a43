import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Game, GamePage } from '../../../shared/contract/games';
import { readListPage, saveListPage } from '../storage';
import { initialList, listReducer, nextPage } from './game-list-state';

/** Loads within this distance of the list's end (SPEC section 4: 300 px) at most once a second. */
export const LOAD_AHEAD_PX = 300;
export const LOAD_THROTTLE_MS = 1000;

/** A page and whether it came from the worker's cache because the network failed. */
export type ServedPage = GamePage & { fromCache?: boolean };

type Options = {
  /** The device's copy of this list (favourites, recent games), shown until page 1 arrives. */
  readLocal?: () => Promise<Game[]>;
  /**
   * Names the list (query and language) for the device's page cache: served pages are kept,
   * and when the network and the worker both fail the kept page is shown, marked offline.
   */
  cacheKey?: string;
};

/**
 * An infinite list for a query key. `fetchPage` is called with the page to load; a new key
 * resets to page 1 (tab change, search).
 */
export function useGameList(key: string, fetchPage: (page: number) => Promise<ServedPage>, { readLocal, cacheKey }: Options = {}) {
  const [state, dispatch] = useReducer(listReducer, key, initialList);
  const lastLoad = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const readLocalRef = useRef(readLocal);
  readLocalRef.current = readLocal;
  const loadRef = useRef<(force?: boolean) => void>(() => undefined);
  // The last page asked for, per key: one request per page. A caller can hold an older render's
  // loadMore (the grid calls it from a frame callback) whose state still says "idle".
  const asked = useRef({ key, page: 0 });

  const load = useCallback(
    (force = false) => {
      const page = nextPage(state);
      if (page === null || state.key !== key) return;
      if (asked.current.key === key && page <= asked.current.page) return;
      const now = Date.now();
      const wait = LOAD_THROTTLE_MS - (now - lastLoad.current);
      if (!force && page > 1 && wait > 0) {
        // Throttled: try again when the window ends, or a player resting at the end of the
        // list (no more scroll events) would never get the next page.
        clearTimeout(trailing.current);
        trailing.current = setTimeout(() => loadRef.current(false), wait);
        return;
      }
      clearTimeout(trailing.current);
      lastLoad.current = now;
      asked.current = { key, page };
      dispatch({ type: 'loading', key });
      fetchServedOrKept(() => fetchRef.current(page), cacheKey, page)
        .then((result) => dispatch({ type: 'loaded', key, page: result.pageNum, totalPages: result.totalPages, games: result.games, offline: result.fromCache }))
        .catch(() => {
          // A failed page may be asked for again (retry, or the next load-more).
          if (asked.current.key === key && asked.current.page === page) asked.current = { key, page: page - 1 };
          dispatch({ type: 'failed', key });
        });
    },
    [state, key, cacheKey],
  );

  loadRef.current = load;
  useEffect(() => () => clearTimeout(trailing.current), []);

  useEffect(() => {
    clearTimeout(trailing.current);
    asked.current = { key, page: 0 };
    dispatch({ type: 'reset', key });
    readLocalRef
      .current?.()
      .then((games) => games.length > 0 && dispatch({ type: 'local', key, games }))
      .catch(() => undefined);
  }, [key]);

  // The first page of every key loads at once.
  useEffect(() => {
    if (state.key === key && state.page === 0 && state.status === 'idle') load(true);
  }, [state, key, load]);

  return { state, loadMore: () => load(false), retry: () => load(true) };
}

/** The network (through the worker), kept on the device; failing that, the page kept last time. */
async function fetchServedOrKept(fetchPage: () => Promise<ServedPage>, cacheKey: string | undefined, page: number): Promise<ServedPage> {
  try {
    const served = await fetchPage();
    if (cacheKey && !served.fromCache) void saveListPage(cacheKey, served);
    return served;
  } catch (error) {
    const kept = cacheKey ? await readListPage(cacheKey, page) : null;
    if (!kept) throw error;
    return { ...kept, fromCache: true };
  }
}
