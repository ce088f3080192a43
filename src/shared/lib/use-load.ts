import { useCallback, useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { isConnectionFailure } from '../api/api-error';
import { currentLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { keepScreenCopy, readScreenCopy } from '../storage/screen-copies';
import { useOnline } from './use-online';

/**
 * Ready carries `savedAt` when the value is the device's last copy, shown because the network
 * failed (the screen marks it offline, with that time).
 */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T; savedAt?: number } | { state: 'failed'; error: unknown };

/**
 * A read-only screen's last answer kept on the device, per member and language: `key` names the
 * screen and what it shows (e.g. `promotion:12`), `schema` checks a copy on the way out.
 */
export type KeepCopy<T> = { key: string; schema: z.ZodMiniType<T> };

/**
 * A screen's read: loading, then its value or the error; again on retry and whenever `read`
 * changes (pass a stable function, or one made with useCallback over what it reads). An answer
 * that arrives after the screen moved on is dropped. `set` replaces the value after a write.
 * With `keep`, each answer is kept on the device, and a read that fails for want of a connection
 * shows the kept copy instead of the failure.
 */
export function useLoad<T>(read: () => Promise<T>, keep?: KeepCopy<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = keep?.key;
  const schema = keep?.schema;
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    const owner = sessionStore.info?.userName ?? 'visitor';
    const language = currentLanguage();
    read().then(
      (value) => {
        if (live) setLoaded({ state: 'ready', value });
        if (key) void keepScreenCopy(owner, key, language, value);
      },
      async (error: unknown) => {
        const copy = key && schema && isConnectionFailure(error) ? await readScreenCopy(owner, key, language, schema) : null;
        if (live) setLoaded(copy ? { state: 'ready', value: copy.value, savedAt: copy.savedAt } : { state: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [read, attempt, key, schema]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A copy shown offline is read again once a request reaches the server.
  const online = useOnline();
  const fromCopy = loaded.state === 'ready' && loaded.savedAt !== undefined;
  useEffect(() => {
    if (online && fromCopy) retry();
  }, [online, fromCopy, retry]);
  const set = useCallback(
    (next: (value: T) => T) => setLoaded((old) => (old.state === 'ready' ? { state: 'ready', value: next(old.value), savedAt: old.savedAt } : old)),
    [],
  );
  return { loaded, retry, set };
}
