import type { Game } from '../../../shared/contract/games';

/**
 * One infinite list (SPEC section 4): a query key, the games so far and where paging stands.
 * A new key resets to page 1; a page that arrives for an old key is ignored; appended pages
 * never repeat a game already shown (a list can shift while the player scrolls).
 *
 * `local` marks games shown from the device's copy before the network answered: page 1 from
 * the network replaces them, and if it fails they stay on screen (with the retry). `offline`
 * says the last page came from a cache because the network failed: the list shows a mark.
 */
export type ListState = {
  key: string;
  games: Game[];
  page: number;
  totalPages: number;
  status: 'idle' | 'loading' | 'error' | 'done';
  local: boolean;
  offline: boolean;
};

export type ListAction =
  | { type: 'reset'; key: string }
  | { type: 'local'; key: string; games: Game[] }
  | { type: 'loading'; key: string }
  | { type: 'loaded'; key: string; page: number; totalPages: number; games: Game[]; offline?: boolean }
  | { type: 'failed'; key: string };

export const initialList = (key: string): ListState => ({ key, games: [], page: 0, totalPages: 1, status: 'idle', local: false, offline: false });

const unique = (games: readonly Game[], seen = new Set<string>()) => games.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId));

export function listReducer(state: ListState, action: ListAction): ListState {
  if (action.type === 'reset') return initialList(action.key);
  if (action.key !== state.key) return state;
  switch (action.type) {
    case 'local':
      // Only until the network's first page is in: a late local copy must not overwrite it.
      return state.page === 0 ? { ...state, games: unique(action.games), local: true } : state;
    case 'loading':
      return { ...state, status: 'loading' };
    case 'failed':
      return { ...state, status: 'error' };
    case 'loaded': {
      if (action.page !== state.page + 1) return { ...state, status: state.page >= state.totalPages ? 'done' : 'idle' };
      const kept = state.local ? [] : state.games;
      const games = [...kept, ...unique(action.games, new Set(kept.map((g) => g.nodeId)))];
      const done = action.page >= action.totalPages || action.games.length === 0;
      return { ...state, games, page: action.page, totalPages: action.totalPages, status: done ? 'done' : 'idle', local: false, offline: action.offline ?? false };
    }
  }
}

/** The next page to ask for, or null when nothing should be fetched now. */
export function nextPage(state: ListState): number | null {
  return state.status === 'idle' || state.status === 'error' ? state.page + 1 : null;
}
