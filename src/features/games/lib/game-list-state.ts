import type { Game } from '../../../shared/contract/games';

/**
 * One infinite list (SPEC section 4): a query key, the games so far and where paging stands.
 * A new key resets to page 1; a page that arrives for an old key is ignored; appended pages
 * never repeat a game already shown (a list can shift while the player scrolls).
 */
export type ListState = {
  key: string;
  games: Game[];
  page: number;
  totalPages: number;
  status: 'idle' | 'loading' | 'error' | 'done';
};

export type ListAction =
  | { type: 'reset'; key: string }
  | { type: 'loading'; key: string }
  | { type: 'loaded'; key: string; page: number; totalPages: number; games: Game[] }
  | { type: 'failed'; key: string };

export const initialList = (key: string): ListState => ({ key, games: [], page: 0, totalPages: 1, status: 'idle' });

export function listReducer(state: ListState, action: ListAction): ListState {
  if (action.type === 'reset') return initialList(action.key);
  if (action.key !== state.key) return state;
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading' };
    case 'failed':
      return { ...state, status: 'error' };
    case 'loaded': {
      if (action.page !== state.page + 1) return { ...state, status: state.page >= state.totalPages ? 'done' : 'idle' };
      const seen = new Set(state.games.map((g) => g.nodeId));
      const games = [...state.games, ...action.games.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId))];
      const done = action.page >= action.totalPages || action.games.length === 0;
      return { ...state, games, page: action.page, totalPages: action.totalPages, status: done ? 'done' : 'idle' };
    }
  }
}

/** The next page to ask for, or null when nothing should be fetched now. */
export function nextPage(state: ListState): number | null {
  return state.status === 'idle' || state.status === 'error' ? state.page + 1 : null;
}
