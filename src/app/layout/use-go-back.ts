import { useNavigate } from 'react-router-dom';
import { pathTo, type RouteName } from '#src/shared/contract/app-routes';
import { historyIndex } from '#src/shared/lib/history-index';
import { backTarget } from '../chrome-rules';

/** Goes where back goes from this route: home, or one step back (the back button and the swipe). */
export function useGoBack(routeKey: RouteName): () => void {
  const navigate = useNavigate();
  return () => {
    if (backTarget(routeKey, historyIndex()) === 'home') navigate(pathTo('home'));
    else navigate(-1);
  };
}
