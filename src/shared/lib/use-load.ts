import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * A screen's read: loading, then its value or the error; again on retry and whenever `read`
 * changes (pass a stable function, or one made with useCallback over what it reads). An answer
 * that arrives after the screen moved on is dropped. `set` replaces the value after a write.
 */
export function useLoad<T>(read: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    read().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (error: unknown) => live && setLoaded({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [read, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((next: (value: T) => T) => setLoaded((old) => (old.state === 'ready' ? { state: 'ready', value: next(old.value) } : old)), []);
  return { loaded, retry, set };
}
