import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { isConnectionFailure } from '../api/api-error';
import { currentLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { keepScreenCopy, readScreenCopy } from '../storage/screen-copies';
import { firstRead } from './first-reads';
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
 * A read's name: the server makes the read under it when it draws a visitor's first view
 * (first-reads.ts). With a schema the answer is also kept on the device (KeepCopy).
 */
export type ReadName<T> = { key: string; schema?: z.ZodMiniType<T> };

/**
 * A screen's read: loading, then its value or the error; again on retry and whenever `read`
 * changes (pass a stable function, or one made with useCallback over what it reads). An answer
 * that arrives after the screen moved on is dropped. `set` replaces the value after a write.
 * With a `name`, a first view's answer is shown at once (first-reads.ts); with its schema too, each
 * answer is kept on the device, and a read that fails for want of a connection shows the kept copy
 * instead of the failure.
 */
export function useLoad<T>(read: () => Promise<T>, name?: ReadName<T>) {
  // A first view's answer (first-reads.ts): shown at once, and read again behind it without a loading state.
  const [first] = useState(() => {
    const found = name ? firstRead(name.key, read) : undefined;
    // Checked as a kept copy is: the page's answer passed through JSON, not the API's schema.
    return found && name?.schema && !name.schema.safeParse(found.value).success ? undefined : found;
  });
  const [loaded, setLoaded] = useState<Loaded<T>>(first ? { state: 'ready', value: first.value } : { state: 'loading' });
  const firstFor = useRef<unknown>(first ? read : null);
  const [attempt, setAttempt] = useState(0);
  const key = name?.schema ? name.key : undefined;
  const schema = name?.schema;
  useEffect(() => {
    let live = true;
    // Behind a first view's answer the read is quiet: no loading state, and a failure keeps the answer.
    const behind = firstFor.current === read && attempt === 0;
    if (!behind) setLoaded({ state: 'loading' });
    // Behind a fresher drawn answer, the device's older copy is never shown; a success is kept.
    const reading = behind
      ? read().then((value) => {
          if (key) void keepCopy(key, value);
          return { value, savedAt: undefined };
        })
      : key && schema
        ? readWithCopy(read, { key, schema })
        : read().then((value) => ({ value, savedAt: undefined }));
    reading.then(
      ({ value, savedAt }) => live && setLoaded({ state: 'ready', value, savedAt }),
      (error: unknown) => live && !behind && setLoaded({ state: 'failed', error }),
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
  // A value changed after a write (joined, claimed, deleted) is the copy from then on.
  const [edits, setEdits] = useState(0);
  useEffect(() => {
    if (edits > 0 && key && loaded.state === 'ready' && loaded.savedAt === undefined) void keepCopy(key, loaded.value);
  }, [edits, key, loaded]);
  const set = useCallback((next: (value: T) => T) => {
    setLoaded((old) => (old.state === 'ready' ? { state: 'ready', value: next(old.value), savedAt: old.savedAt } : old));
    setEdits((n) => n + 1);
  }, []);
  return { loaded, retry, set };
}

/** Whose copies these are: the member's, or a visitor's. */
const copyOwner = (): string => sessionStore.info?.userName ?? 'visitor';

function keepCopy(key: string, value: unknown): Promise<void> {
  return keepScreenCopy(copyOwner(), key, currentLanguage(), value);
}

/**
 * A read with the device's copy (useLoad's `keep`, and paged lists' first page): each answer is
 * kept per member and language under `key`; a read that fails for want of a connection gives the
 * kept answer with `savedAt`, the time it was fetched. A refusal never gives a copy.
 */
export async function readWithCopy<R>(read: () => Promise<R>, { key, schema }: KeepCopy<R>): Promise<{ value: R; savedAt?: number }> {
  const owner = copyOwner();
  const language = currentLanguage();
  try {
    const value = await read();
    void keepScreenCopy(owner, key, language, value);
    return { value };
  } catch (error) {
    const copy = isConnectionFailure(error) ? await readScreenCopy(owner, key, language, schema) : null;
    if (!copy) throw error;
    return copy;
  }
}
