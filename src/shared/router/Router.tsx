import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { createBrowserHistory, createMemoryHistory, createPath, type History, type Location, resolvePath, type To } from './history';

/**
 * The app's router: a location, links and navigation over the session history. The route table
 * is flat and loads no data (src/app/router.tsx matches a path to its screen), so this is all it
 * needs of a router library, at a fraction of its bytes on the first load (decision record 011).
 */
const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location | null>(null);

export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // As React Router does: a navigation renders as a transition, so the screen on show stays
    // until the next one's code has loaded, instead of flashing the loading fallback.
    const sync = () => startTransition(() => setLocation(history.location));
    const stop = history.listen(sync);
    // A move made before this subscribed (setting the same location changes nothing).
    sync();
    return stop;
  }, [history]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useHistory outside a Router');
  return history;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside a Router');
  return location;
}

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Navigation that stays the same function for the router's life (a number moves through the history). */
export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback(
    (to, { replace = false, state }: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (replace) history.replace(resolvePath(to, history.location), state);
      else history.push(resolvePath(to, history.location), state);
    },
    [history],
  );
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query string as URLSearchParams, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const history = useHistory();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(history.location.search)) : next).toString();
      navigate({ pathname: history.location.pathname, search: value ? `?${value}` : '' }, options);
    },
    [history, navigate],
  );
  return [params, setParams];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown; ref?: Ref<HTMLAnchorElement> };

const modified = (e: MouseEvent) => e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

/**
 * An anchor that navigates in the app on a plain click; a modified or middle click, or another
 * target, is left to the browser (a new tab). A link to where the player already is replaces the
 * entry, so tapping it twice adds nothing to go back through.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const history = useHistory();
  const location = useLocation();
  const href = createPath(resolvePath(to, location));
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self') || modified(e)) return;
    e.preventDefault();
    const path = resolvePath(to, history.location);
    if (replace ?? createPath(path) === createPath(history.location)) history.replace(path, state);
    else history.push(path, state);
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

/** Navigates once mounted: a guard's redirect. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // The state of the first render: a new object on each render is no new target.
  const [options] = useState({ replace, state });
  useEffect(() => navigate(to, options), [navigate, to, options]);
  return null;
}
