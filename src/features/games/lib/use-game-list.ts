import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { GamePage } from '../../../shared/contract/games';
import { initialList, listReducer, nextPage } from './game-list-state';

/** Loads within this distance of the list's end (SPEC section 4: 300 px) at most once a second. */
export const LOAD_AHEAD_PX = 300;
export const LOAD_THROTTLE_MS = 1000;

/**
 * An infinite list for a query key. `fetchPage` is called with the page to load; a new key
 * resets to page 1 (tab change, search).
 */
export function useGameList(key: string, fetchPage: (page: number) => Promise<GamePage>) {
  const [state, dispatch] = useReducer(listReducer, key, initialList);
  const lastLoad = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const loadRef = useRef<(force?: boolean) => void>(() => undefined);

  const load = useCallback(
    (force = false) => {
      const page = nextPage(state);
      if (page === null || state.key !== key) return;
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
      dispatch({ type: 'loading', key });
      fetchRef
        .current(page)
        .then((result) => dispatch({ type: 'loaded', key, page: result.pageNum, totalPages: result.totalPages, games: result.games }))
        .catch(() => dispatch({ type: 'failed', key }));
    },
    [state, key],
  );

  loadRef.current = load;
  useEffect(() => () => clearTimeout(trailing.current), []);

  useEffect(() => {
    clearTimeout(trailing.current);
    dispatch({ type: 'reset', key });
  }, [key]);

  // The first page of every key loads at once.
  useEffect(() => {
    if (state.key === key && state.page === 0 && state.status === 'idle') load(true);
  }, [state, key, load]);

  return { state, loadMore: () => load(false), retry: () => load(true) };
}
