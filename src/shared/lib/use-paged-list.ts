import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { afterFirstContent, markFirstContent } from './first-content';
import { firstRead } from './first-reads';
import { initialList, nextPage, pagedListReducer } from './paged-list-state';
import { useOnline } from './use-online';

/** Loads within this distance of the list's end (300 px, product rule 4.17) at most once a second. */
export const LOAD_AHEAD_PX = 300;
export const LOAD_THROTTLE_MS = 1000;

/**
 * A page and whether it came from a cache because the network failed; `savedAt` when page 1 is
 * the list's copy (readWithCopy), fetched then.
 */
export type ServedPage<T> = { items: T[]; pageNum: number; totalPages: number; fromCache?: boolean; savedAt?: number };

export type PagedListOptions<T> = {
  idOf: (item: T) => string | number;
  /** The device's copy of this list (favourites, recent games), shown until page 1 arrives. */
  readLocal?: () => Promise<T[]>;
  /**
   * The device's page cache for this list: served pages are kept, and when the network fails
   * the kept page is shown, marked offline.
   */
  kept?: { save: (page: ServedPage<T>) => Promise<void>; read: (page: number) => Promise<ServedPage<T> | null> };
};

/**
 * An infinite list for a query key. `fetchPage` is called with the page to load; a new key
 * resets to page 1 (tab change, search, date range).
 */
export function usePagedList<T>(key: string, fetchPage: (page: number) => Promise<ServedPage<T>>, { idOf, readLocal, kept }: PagedListOptions<T>) {
  const [reducer] = useState(() => pagedListReducer(idOf));
  // A first view's page 1 (first-reads.ts): the list starts from it, and goes on from page 2.
  const [first] = useState(() => firstRead(`list:${key}`, () => fetchPage(1)));
  const [state, dispatch] = useReducer(reducer, key, (k) => {
    const empty = initialList<T>(k);
    if (!first) return empty;
    const { pageNum, totalPages, items } = first.value;
    return reducer(empty, { type: 'loaded', key: k, page: pageNum, totalPages, items });
  });
  const firstKey = useRef(first ? key : null);
  const lastLoad = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const readLocalRef = useRef(readLocal);
  readLocalRef.current = readLocal;
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const loadRef = useRef<(force?: boolean) => void>(() => undefined);
  // The last page asked for, per key: one request per page. A caller can hold an older render's
  // loadMore (a grid calls it from a frame callback) whose state still says "idle".
  const asked = useRef({ key, page: first ? 1 : 0 });
  // Each reset starts a new run of the list. A load made from an older render (a grid's frame
  // callback) still sees the list before it was reset: it would ask for a later page of a list
  // now at its start, and its failure would leave the retry asking for nothing.
  const runs = useRef(0);
  const run = runs.current;

  const load = useCallback(
    (force = false) => {
      const page = nextPage(state);
      if (page === null || state.key !== key || run !== runs.current) return;
      // After a failure only the player's retry loads again: an empty or short list is always
      // "near its end", and loading more from there would ask the failing server without end.
      if (!force && state.status === 'error') return;
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
      fetchServedOrKept(() => fetchRef.current(page), keptRef.current, page)
        .then((result) =>
          dispatch({
            type: 'loaded',
            key,
            page: result.pageNum,
            totalPages: result.totalPages,
            items: result.items,
            offline: result.fromCache,
            savedAt: result.savedAt,
          }),
        )
        .catch(() => {
          // A failed page may be asked for again (by the retry).
          if (asked.current.key === key && asked.current.page === page) asked.current = { key, page: page - 1 };
          dispatch({ type: 'failed', key });
        });
    },
    [state, key, run],
  );

  loadRef.current = load;
  useEffect(() => () => clearTimeout(trailing.current), []);

  useEffect(() => {
    // The list of the first view's page 1 is already in.
    if (firstKey.current === key) return;
    firstKey.current = null;
    clearTimeout(trailing.current);
    runs.current += 1;
    asked.current = { key, page: 0 };
    dispatch({ type: 'reset', key });
    readLocalRef
      .current?.()
      .then((items) => items.length > 0 && dispatch({ type: 'local', key, items }))
      .catch(() => undefined);
  }, [key]);

  // The first page of every key loads at once.
  useEffect(() => {
    if (state.key === key && state.page === 0 && state.status === 'idle') load(true);
  }, [state, key, load]);

  // A first page shown from its copy is read again once a request reaches the server (as useLoad).
  // One shown from a copy without a time (the worker's cache, or the device's kept page) is read
  // again when the connection comes back: while the server answers, but badly, it stays.
  const online = useOnline();
  const fromCopy = state.key === key && state.savedAt !== undefined;
  const fromUntimedCopy = state.key === key && state.offline && state.savedAt === undefined;
  const wasOffline = useRef(!online);
  useEffect(() => {
    const cameBack = online && wasOffline.current;
    wasOffline.current = !online;
    if (!online || !(fromCopy || (fromUntimedCopy && cameBack))) return;
    clearTimeout(trailing.current);
    runs.current += 1;
    asked.current = { key, page: 0 };
    dispatch({ type: 'reset', key });
  }, [online, fromCopy, fromUntimedCopy, key]);

  // A first page drawn (or failed) is the screen's first content: deferred work may start.
  const settled = state.page > 0 || state.status === 'error';
  useEffect(() => {
    if (settled) markFirstContent();
  }, [settled]);

  return { state, loadMore: () => load(false), retry: () => load(true) };
}

/** The network (through the worker), kept on the device; failing that, the page kept last time. */
async function fetchServedOrKept<T>(fetchPage: () => Promise<ServedPage<T>>, kept: PagedListOptions<T>['kept'], page: number): Promise<ServedPage<T>> {
  try {
    const served = await fetchPage();
    // Kept once the page is drawn: the cache's IndexedDB code never delays the first cards.
    if (kept && !served.fromCache) afterFirstContent(() => void kept.save(served));
    return served;
  } catch (error) {
    const stored = kept ? await kept.read(page) : null;
    if (!stored) throw error;
    return { ...stored, fromCache: true };
  }
}
