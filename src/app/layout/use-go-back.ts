import { useHistory, useNavigate } from '../../shared/router/Router';
import { backTarget } from '../chrome-rules';

/** Goes where back goes from this route: home, or one step back (the back button and the swipe). */
export function useGoBack(routeKey: string): () => void {
  const navigate = useNavigate();
  const history = useHistory();
  return () => {
    if (backTarget(routeKey, history.index) === 'home') navigate('/m/home');
    else navigate(-1);
  };
}
