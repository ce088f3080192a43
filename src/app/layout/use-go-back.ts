import { useNavigate } from 'react-router-dom';
import { pathTo, type RouteName } from '#src/shared/contract/app-routes';
import { backTarget } from '../chrome-rules';

/** Goes where back goes from this route: home, or one step back (the back button and the swipe). */
export function useGoBack(routeKey: RouteName): () => void {
  const navigate = useNavigate();
  return () => {
    if (backTarget(routeKey, historyIndex()) === 'home') navigate(pathTo('home'));
    else navigate(-1);
  };
}

/**
 * This entry's position in the tab's history, 0 for the first: React Router's browser history
 * numbers its entries in history.state.idx (a reload keeps it).
 */
export function historyIndex(): number {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
}
