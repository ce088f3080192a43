import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_READ_STATE, isNewRead, type ReadAction, type ReadState, readStateReducer, withLocalReads } from '#src/features/messages/lib/read-state';
import { useReadMarks } from '#src/features/messages/lib/use-read-marks';
import { ApiError } from '#src/shared/api/api-error';

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
    expect(
      run([
        { type: 'listed', items: LIST },
        { type: 'acknowledged', id: 9 },
      ]),
    ).toBe(EMPTY_READ_STATE);
  });
});

describe('read marks on a device', () => {
  const KEY = 'test-read-marks';
  afterEach(() => localStorage.clear());

  it("keeps a visitor's reads across a reload and tells no server", () => {
    const send = vi.fn(() => Promise.resolve());
    const options = { token: null, storageKey: KEY, send, onAcknowledged: () => {} };
    const first = renderHook(() => useReadMarks(options));
    act(() => void first.result.current.open({ id: 1, read: false }));
    first.unmount();

    const again = renderHook(() => useReadMarks(options));
    expect(again.result.current.apply(LIST).map((n) => n.read)).toEqual([true, true, false]);
    expect(send).not.toHaveBeenCalled();
  });

  it("does not show one member's reads to another session", () => {
    const options = { storageKey: KEY, send: () => Promise.resolve(), onAcknowledged: () => {} };
    const first = renderHook(() => useReadMarks({ ...options, token: null }));
    act(() => void first.result.current.open({ id: 1, read: false }));
    first.unmount();
    const member = renderHook(() => useReadMarks({ ...options, token: 'member-token' }));
    expect(member.result.current.apply(LIST)).toEqual(LIST);
  });

  it('tells the server once per read, and again after a read lost to the connection', async () => {
    let online = false;
    const send = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new ApiError('err_offline', 0))));
    const acknowledged = vi.fn();
    const hook = renderHook(() => useReadMarks({ token: 'member-token', storageKey: KEY, send, onAcknowledged: acknowledged }));
    let first = false;
    act(() => {
      first = hook.result.current.open({ id: 3, read: false });
    });
    expect(first).toBe(true);
    act(() => void hook.result.current.open({ id: 3, read: false }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(hook.result.current.hasPending).toBe(true);
    expect(acknowledged).not.toHaveBeenCalled();

    // The read survives a reload while offline, and goes out when the connection returns.
    hook.unmount();
    online = true;
    const after = renderHook(() => useReadMarks({ token: 'member-token', storageKey: KEY, send, onAcknowledged: acknowledged }));
    expect(after.result.current.apply(LIST).find((n) => n.id === 3)?.read).toBe(true);
    await waitFor(() => expect(acknowledged).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(2);
    expect(after.result.current.hasPending).toBe(false);
  });
});
