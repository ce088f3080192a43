/**
 * What this device knows about reads the server's list may not show yet (product rule 4.9:
 * marked read locally at once, then the server is told, then the list reloads).
 * - `read`: opened here; shown read whatever the list says, until a list says read too.
 * - `pending`: of those, the ones the server has not acknowledged: sent again when it can be.
 */
export type ReadState = { read: ReadonlySet<number>; pending: ReadonlySet<number> };

export type ReadAction =
  /** The player opened an item; `serverRead` is what the list said. `send` false: nothing to tell a server (a visitor). */
  | { type: 'opened'; id: number; serverRead: boolean; send: boolean }
  /** The server acknowledged the read. */
  | { type: 'acknowledged'; id: number }
  /** A fresh list from the server: what it shows read needs no local mark; what it no longer lists is forgotten. */
  | { type: 'listed'; items: readonly { id: number; read: boolean }[] };

export const EMPTY_READ_STATE: ReadState = { read: new Set(), pending: new Set() };

function without(set: ReadonlySet<number>, keep: (id: number) => boolean): ReadonlySet<number> {
  const next = new Set([...set].filter(keep));
  return next.size === set.size ? set : next;
}

export function readStateReducer(state: ReadState, action: ReadAction): ReadState {
  switch (action.type) {
    case 'opened':
      if (action.serverRead || state.read.has(action.id)) return state;
      return { read: new Set(state.read).add(action.id), pending: action.send ? new Set(state.pending).add(action.id) : state.pending };
    case 'acknowledged':
      return state.pending.has(action.id) ? { ...state, pending: without(state.pending, (id) => id !== action.id) } : state;
    case 'listed': {
      const listed = new Map(action.items.map((item) => [item.id, item.read]));
      // A read still on its way stays marked: this list may have been read before the server had it.
      const read = without(state.read, (id) => listed.has(id) && (listed.get(id) === false || state.pending.has(id)));
      const pending = without(state.pending, (id) => listed.has(id));
      return read === state.read && pending === state.pending ? state : { read, pending };
    }
  }
}

/** The list as the player should see it: the server's reads and this device's. */
export function withLocalReads<T extends { id: number; read: boolean }>(items: readonly T[], state: ReadState): T[] {
  return items.map((item) => (!item.read && state.read.has(item.id) ? { ...item, read: true } : item));
}

/** True when opening this item is a new read (the count should drop by one). */
export function isNewRead(state: ReadState, item: { id: number; read: boolean }): boolean {
  return !item.read && !state.read.has(item.id);
}
