import { describe, expect, it } from 'vitest';
import { EMPTY_READ_STATE, isNewRead, type ReadAction, type ReadState, readStateReducer, withLocalReads } from '../../../src/features/messages/lib/read-state';

const run = (actions: ReadAction[], from: ReadState = EMPTY_READ_STATE) => actions.reduce(readStateReducer, from);
const ids = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

const LIST = [
  { id: 1, read: false, title: 'one' },
  { id: 2, read: true, title: 'two' },
  { id: 3, read: false, title: 'three' },
];

describe('the read-state reducer', () => {
  it('shows an opened item read at once and keeps it pending until the server acknowledges', () => {
    const state = run([{ type: 'opened', id: 1, serverRead: false, send: true }]);
    expect(withLocalReads(LIST, state).map((n) => n.read)).toEqual([true, true, false]);
    expect(ids(state.pending)).toEqual([1]);
    expect(ids(run([{ type: 'acknowledged', id: 1 }], state).pending)).toEqual([]);
  });

  it('counts a read once: opening again, or opening what the server has read, is no new read', () => {
    const once = run([{ type: 'opened', id: 1, serverRead: false, send: true }]);
    expect(isNewRead(once, LIST[0]!)).toBe(false);
    expect(run([{ type: 'opened', id: 1, serverRead: false, send: true }], once)).toBe(once);
    expect(isNewRead(EMPTY_READ_STATE, LIST[1]!)).toBe(false);
    expect(run([{ type: 'opened', id: 2, serverRead: true, send: true }])).toBe(EMPTY_READ_STATE);
  });

  it('keeps a pending read over a list the server answered before it had the read', () => {
    const state = run([
      { type: 'opened', id: 3, serverRead: false, send: true },
      { type: 'listed', items: LIST },
    ]);
    expect(withLocalReads(LIST, state).find((n) => n.id === 3)?.read).toBe(true);
    expect(ids(state.pending)).toEqual([3]);
  });

  it('drops a mark once the server lists the item read, and forgets items no longer listed', () => {
    const state = run([
      { type: 'opened', id: 1, serverRead: false, send: true },
      { type: 'opened', id: 3, serverRead: false, send: true },
      { type: 'acknowledged', id: 1 },
      { type: 'listed', items: [{ id: 1, read: true }] },
    ]);
    expect(ids(state.read)).toEqual([]);
    expect(ids(state.pending)).toEqual([]);
  });

  it("keeps a visitor's marks (nothing to send) while the server lists them unread", () => {
    const state = run([
      { type: 'opened', id: 1, serverRead: false, send: false },
      { type: 'listed', items: LIST },
    ]);
    expect(ids(state.pending)).toEqual([]);
    expect(withLocalReads(LIST, state).map((n) => n.read)).toEqual([true, true, false]);
  });

  it('leaves the list untouched when nothing was opened, and returns the same state for no change', () => {
    expect(withLocalReads(LIST, EMPTY_READ_STATE)).toEqual(LIST);
    expect(run([{ type: 'listed', items: LIST }, { type: 'acknowledged', id: 9 }])).toBe(EMPTY_READ_STATE);
  });
});
