/**
 * One infinite list (product rule 4.17): a query key, the items so far and where paging stands.
 * A new key resets to page 1; a page that arrives for an old key is ignored; appended pages
 * never repeat an item already shown (a list can shift while the player scrolls).
 *
 * `local` marks items shown from the device's copy before the network answered: page 1 from
 * the network replaces them, and if it fails they stay on screen (with the retry). `offline`
 * says the last page came from a cache because the network failed: the list shows a mark.
 * `savedAt`: page 1 is the device's copy of this list (readWithCopy), fetched then.
 */
export type ListState<T> = {
  key: string;
  items: T[];
  page: number;
  totalPages: number;
  status: 'idle' | 'loading' | 'error' | 'done';
  local: boolean;
  offline: boolean;
  savedAt?: number;
};

export type ListAction<T> =
  | { type: 'reset'; key: string }
  | { type: 'local'; key: string; items: T[] }
  | { type: 'loading'; key: string }
  | { type: 'loaded'; key: string; page: number; totalPages: number; items: T[]; offline?: boolean; savedAt?: number }
  | { type: 'failed'; key: string };

export const initialList = <T>(key: string): ListState<T> => ({ key, items: [], page: 0, totalPages: 1, status: 'idle', local: false, offline: false });

/** The reducer for items told apart by `idOf`. */
export function pagedListReducer<T>(idOf: (item: T) => string | number) {
  const unique = (items: readonly T[], seen = new Set<string | number>()) => items.filter((item) => !seen.has(idOf(item)) && seen.add(idOf(item)));
  return (state: ListState<T>, action: ListAction<T>): ListState<T> => {
    if (action.type === 'reset') return initialList(action.key);
    if (action.key !== state.key) return state;
    switch (action.type) {
      case 'local':
        // Only until the network's first page is in: a late local copy must not overwrite it.
        return state.page === 0 ? { ...state, items: unique(action.items), local: true } : state;
      case 'loading':
        return { ...state, status: 'loading' };
      case 'failed':
        return { ...state, status: 'error' };
      case 'loaded': {
        if (action.page !== state.page + 1) return { ...state, status: state.page >= state.totalPages ? 'done' : 'idle' };
        const kept = state.local ? [] : state.items;
        const items = [...kept, ...unique(action.items, new Set(kept.map(idOf)))];
        const done = action.page >= action.totalPages || action.items.length === 0;
        return {
          ...state,
          items,
          page: action.page,
          totalPages: action.totalPages,
          status: done ? 'done' : 'idle',
          local: false,
          offline: action.offline ?? false,
          savedAt: action.page === 1 ? action.savedAt : state.savedAt,
        };
      }
    }
  };
}

/** The next page to ask for, or null when nothing should be fetched now. */
export function nextPage(state: ListState<unknown>): number | null {
  return state.status === 'idle' || state.status === 'error' ? state.page + 1 : null;
}
