import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import * as z from 'zod/mini';
import { isConnectionFailure } from '#src/shared/api/api-error';
import { connectivity } from '#src/shared/api/connection';
import { keepReplaying } from '#src/shared/api/replay-queue';
import { throttle } from '#src/shared/lib/throttle';
import { readJson, writeJson } from '#src/shared/storage/web-storage';
import { EMPTY_READ_STATE, isNewRead, type ReadState, readStateReducer, withLocalReads } from './read-state';

/** A mark-read call for one item goes at most every 150 ms (product rule 9.7). */
export const MARK_READ_THROTTLE_MS = 150;

const storedSchema = z.object({ owner: z.string(), read: z.array(z.number()), pending: z.array(z.number()) });

type Options = {
  /** Whose reads these are: the session token, or null for a visitor (who has nothing to send). */
  token: string | null;
  /** Where this device keeps the marks across reloads; none: kept while the screen is open. */
  storageKey?: string;
  /** Tells the server; resolves once it acknowledged. */
  send: (id: number) => Promise<void>;
  /** After the server acknowledged a read (reload the list, refresh the counts). */
  onAcknowledged: () => void;
};

/**
 * Reads a list screen kept on the device and has not seen acknowledged (the screen is closed, or
 * was reloaded): sent one by one at the session's chances (keepReplaying), each dropped from the
 * device once the server has it. A refusal drops it too (gone, not visible any more).
 */
export async function replayStoredReads(storageKey: string, token: string, send: (id: number) => Promise<void>): Promise<void> {
  const stored = readJson(storageKey, storedSchema);
  if (stored?.owner !== token) return;
  for (const id of stored.pending) {
    try {
      await send(id);
    } catch (error) {
      if (isConnectionFailure(error)) return;
    }
    // Read again: the screen, if open, may have written since.
    const now = readJson(storageKey, storedSchema);
    if (now?.owner === token) writeJson(storageKey, { ...now, pending: now.pending.filter((p) => p !== id) });
  }
}

/** Whether reads kept under `storageKey` for this session wait for the server. */
export function hasStoredReads(storageKey: string, token: string): boolean {
  const stored = readJson(storageKey, storedSchema);
  return stored?.owner === token && stored.pending.length > 0;
}

function restore(storageKey: string | undefined, owner: string): ReadState {
  const stored = storageKey ? readJson(storageKey, storedSchema) : null;
  return stored?.owner === owner ? { read: new Set(stored.read), pending: new Set(stored.pending) } : EMPTY_READ_STATE;
}

/**
 * Local-first read marks of a list: `open` shows an item read at once, then tells the server
 * (throttled per item); a read the server did not get (offline) stays pending and is sent again
 * when the connection returns. `apply` lays the marks over the server's list.
 */
export function useReadMarks({ token, storageKey, send, onAcknowledged }: Options) {
  const owner = token ?? 'visitor';
  const [state, dispatch] = useReducer(readStateReducer, owner, (o) => restore(storageKey, o));
  const latest = useRef({ send, onAcknowledged });
  latest.current = { send, onAcknowledged };

  useEffect(() => {
    if (storageKey) writeJson(storageKey, { owner, read: [...state.read], pending: [...state.pending] });
  }, [storageKey, owner, state]);

  const deliver = useCallback(async (id: number) => {
    try {
      await latest.current.send(id);
      dispatch({ type: 'acknowledged', id });
      latest.current.onAcknowledged();
    } catch (error) {
      // Refused (gone, not visible any more): nothing to resend; the next list forgets it.
      if (!isConnectionFailure(error)) dispatch({ type: 'acknowledged', id });
    }
  }, []);

  const throttled = useRef(new Map<number, () => void>());
  const sendThrottled = useCallback(
    (id: number) => {
      let run = throttled.current.get(id);
      if (!run) {
        run = throttle(() => void deliver(id), MARK_READ_THROTTLE_MS);
        throttled.current.set(id, run);
      }
      run();
    },
    [deliver],
  );

  // Reads the server has not had (offline, or left over from a reload) go at every chance the
  // connection gives, and on a timer while any is left.
  const pendingRef = useRef(state.pending);
  pendingRef.current = state.pending;
  useEffect(() => {
    if (!token) return;
    return keepReplaying(connectivity, {
      // Through the per-item throttle (product rule 9.7), as a first send.
      flush: async () => {
        for (const id of pendingRef.current) sendThrottled(id);
      },
      pending: async () => pendingRef.current.size > 0,
    });
  }, [token, sendThrottled]);

  /** Marks the item read; true when it was unread (the caller lowers its count). */
  const open = useCallback(
    (item: { id: number; read: boolean }): boolean => {
      if (!isNewRead(state, item)) return false;
      dispatch({ type: 'opened', id: item.id, serverRead: item.read, send: token !== null });
      if (token) sendThrottled(item.id);
      return true;
    },
    [state, token, sendThrottled],
  );

  const listed = useCallback((items: readonly { id: number; read: boolean }[]) => dispatch({ type: 'listed', items }), []);
  const apply = useMemo(
    () =>
      <T extends { id: number; read: boolean }>(items: readonly T[]) =>
        withLocalReads(items, state),
    [state],
  );

  return { open, listed, apply, hasPending: state.pending.size > 0 };
}
