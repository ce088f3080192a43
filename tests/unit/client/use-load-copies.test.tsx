import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '#src/shared/api/api-error';
import { activateLanguage, initI18n } from '#src/shared/i18n/i18n';
import { readWithCopy, useLoad } from '#src/shared/lib/use-load';
import { sessionStore } from '#src/shared/session/session-store';
import { readScreenCopy } from '#src/shared/storage/screen-copies';

// The app's view of the connection, held still: a copy shown "online" would be read again at once.
const net = vi.hoisted(() => ({ online: false }));
vi.mock('#src/shared/lib/use-online', () => ({ useOnline: () => net.online }));

const PLAYER = { token: 't-player', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false };
const OTHER = { ...PLAYER, token: 't-other', userName: 'player2' };
const schema = z.object({ title: z.string() });
const offline = () => Promise.reject(new ApiError('err_offline', 0));

beforeAll(async () => {
  initI18n();
  await activateLanguage('EN');
});
afterEach(async () => {
  sessionStore.info = null;
  net.online = false;
  await activateLanguage('EN');
});

/** Reads once online, so the answer is kept for `owner` in the language in use. */
async function keepOnline(key: string, title: string) {
  // A stable read, as the screens pass: a new one each render would read again each render.
  const read = () => Promise.resolve({ title });
  const { result, unmount } = renderHook(() => useLoad(read, { key, schema }));
  await waitFor(() => expect(result.current.loaded).toEqual({ state: 'ready', value: { title } }));
  const owner = sessionStore.info?.userName ?? 'visitor';
  await waitFor(async () => expect(await readScreenCopy(owner, key, 'EN', schema)).not.toBeNull());
  unmount();
}

function readFailing(key: string, read: () => Promise<{ title: string }>) {
  return renderHook(() => useLoad(read, { key, schema })).result;
}

describe('useLoad with keep', () => {
  it('shows the kept copy, with the time it was fetched, when the read fails for want of a connection', async () => {
    sessionStore.info = PLAYER;
    const before = Date.now();
    await keepOnline('promotion:1', 'Weekend bonus');
    const loaded = readFailing('promotion:1', offline);
    await waitFor(() => expect(loaded.current.loaded.state).toBe('ready'));
    const copy = loaded.current.loaded;
    expect(copy.state === 'ready' && copy.value).toEqual({ title: 'Weekend bonus' });
    expect(copy.state === 'ready' && copy.savedAt).toBeGreaterThanOrEqual(before);
    expect(copy.state === 'ready' && copy.savedAt).toBeLessThanOrEqual(Date.now());
  });

  it('reads again once the connection is back, and shows the fresh answer without the mark', async () => {
    sessionStore.info = PLAYER;
    await keepOnline('inbox', 'Welcome');
    const read = vi.fn<() => Promise<{ title: string }>>(offline);
    const { result, rerender } = renderHook(() => useLoad(read, { key: 'inbox', schema }));
    await waitFor(() => expect(result.current.loaded.state).toBe('ready'));
    read.mockResolvedValue({ title: 'Welcome back' });
    net.online = true;
    rerender();
    await waitFor(() => expect(result.current.loaded).toEqual({ state: 'ready', value: { title: 'Welcome back' } }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a value changed after a write as the copy (a joined promotion stays joined offline)', async () => {
    sessionStore.info = PLAYER;
    const read = () => Promise.resolve({ title: 'Not joined' });
    const { result } = renderHook(() => useLoad(read, { key: 'promotion:9', schema }));
    await waitFor(() => expect(result.current.loaded.state).toBe('ready'));
    act(() => result.current.set(() => ({ title: 'Joined' })));
    await waitFor(async () => expect((await readScreenCopy('player1', 'promotion:9', 'EN', schema))?.value).toEqual({ title: 'Joined' }));
  });

  it('never shows the copy after a refusal: the failure stands', async () => {
    sessionStore.info = PLAYER;
    await keepOnline('contract:salary', 'Daily salary');
    const refusal = new ApiError('err_no_permission', 403);
    const loaded = readFailing('contract:salary', () => Promise.reject(refusal));
    await waitFor(() => expect(loaded.current.loaded).toEqual({ state: 'failed', error: refusal }));
  });

  it('never shows a copy kept in another language', async () => {
    sessionStore.info = PLAYER;
    await keepOnline('notices', 'Maintenance tonight');
    await activateLanguage('CN');
    const loaded = readFailing('notices', offline);
    await waitFor(() => expect(loaded.current.loaded.state).toBe('failed'));
  });

  it("never shows another member's copy, nor a member's to a visitor", async () => {
    sessionStore.info = PLAYER;
    await keepOnline('vip-club', 'VIP 3');
    sessionStore.info = OTHER;
    const other = readFailing('vip-club', offline);
    await waitFor(() => expect(other.current.loaded.state).toBe('failed'));
    sessionStore.info = null;
    const visitor = readFailing('vip-club', offline);
    await waitFor(() => expect(visitor.current.loaded.state).toBe('failed'));
  });

  it('without keep, a connection failure is a failure', async () => {
    sessionStore.info = PLAYER;
    await keepOnline('sign-in', 'Day 2');
    const { result } = renderHook(() => useLoad(offline));
    await waitFor(() => expect(result.current.loaded.state).toBe('failed'));
  });
});

describe("a record list's first page (readWithCopy)", () => {
  it('keeps each answer and gives it back with savedAt after a connection failure, not after a refusal', async () => {
    sessionStore.info = PLAYER;
    const keep = { key: 'transaction-record:7d|', schema };
    expect(await readWithCopy(() => Promise.resolve({ title: 'Deposit' }), keep)).toEqual({ value: { title: 'Deposit' } });
    await waitFor(async () => expect(await readScreenCopy('player1', keep.key, 'EN', schema)).not.toBeNull());
    const copy = await readWithCopy(offline, keep);
    expect(copy.value).toEqual({ title: 'Deposit' });
    expect(copy.savedAt).toEqual(expect.any(Number));
    const refusal = new ApiError('err_no_permission', 403);
    await expect(readWithCopy(() => Promise.reject(refusal), keep)).rejects.toBe(refusal);
    sessionStore.info = OTHER;
    await expect(readWithCopy(offline, keep)).rejects.toMatchObject({ messageKey: 'err_offline' });
  });
});
