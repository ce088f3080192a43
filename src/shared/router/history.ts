/**
 * The app's session history: where the player is (path, query, hash and the state a navigation
 * carried) and the moves between places. The browser's history for the app, an in-memory one for
 * tests. Each entry's position is kept in history.state.idx, so the back button can tell a first
 * entry (opened from a link or the home screen) from one the player navigated to.
 */
export type Path = { pathname: string; search: string; hash: string };
export type Location = Path & { state: unknown; key: string };
/** A target: a URL (absolute, or a query or hash relative to the current path), or its parts. */
export type To = string | Partial<Path>;
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  readonly action: Action;
  /** The current entry's position in this tab's history, 0 for the first. */
  readonly index: number;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called after every move; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** What the app keeps in history.state (the shape React Router kept, so old entries still read). */
type EntryState = { usr?: unknown; key?: string; idx?: number } | null;

export function createPath({ pathname, search, hash }: Path): string {
  return (
    pathname +
    (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
    (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '')
  );
}

/** Resolves a target against the current place: a path string replaces it, a query or hash keeps its path. */
export function resolvePath(to: To, from: Path): Path {
  if (typeof to === 'string') {
    const url = new URL(to, `http://app${createPath(from)}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function createBrowserHistory(win: Window = window): History {
  const { history: browser } = win;
  const entry = () => browser.state as EntryState;
  let action: Action = 'POP';
  let index = entry()?.idx ?? 0;
  // A first entry gets its position, so a reload or a back move keeps counting from it.
  if (entry()?.idx === undefined) browser.replaceState({ ...entry(), idx: index }, '');
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  let location = read();
  const listeners = new Set<() => void>();
  const moved = (to: Action) => {
    action = to;
    location = read();
    for (const listener of [...listeners]) listener();
  };
  win.addEventListener('popstate', () => {
    index = entry()?.idx ?? 0;
    moved('POP');
  });
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    get index() {
      return index;
    },
    push(to, state) {
      const next = { usr: state, key: newKey(), idx: index + 1 };
      try {
        browser.pushState(next, '', createPath(to));
      } catch {
        // Safari limits pushState calls (and a state may not clone): load the page instead.
        win.location.assign(createPath(to));
        return;
      }
      index += 1;
      moved('PUSH');
    },
    replace(to, state) {
      browser.replaceState({ usr: state, key: newKey(), idx: index }, '', createPath(to));
      moved('REPLACE');
    },
    go(delta) {
      browser.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createMemoryHistory(initialEntries: readonly string[] = ['/'], initialIndex = initialEntries.length - 1): History {
  const toLocation = (path: Path, state: unknown = null): Location => ({ ...path, state, key: newKey() });
  const entries = initialEntries.map((url) => toLocation(resolvePath(url, { pathname: '/', search: '', hash: '' })));
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  let action: Action = 'POP';
  const listeners = new Set<() => void>();
  const moved = (to: Action) => {
    action = to;
    for (const listener of [...listeners]) listener();
  };
  return {
    get location() {
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    get index() {
      return index;
    },
    push(to, state) {
      index += 1;
      entries.splice(index, entries.length - index, toLocation(to, state));
      moved('PUSH');
    },
    replace(to, state) {
      entries[index] = toLocation(to, state);
      moved('REPLACE');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      moved('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
