import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ServedPage, usePagedList } from '#src/shared/lib/use-paged-list';

// The app's view of the connection, held still until a test moves it.
const net = vi.hoisted(() => ({ online: false }));
vi.mock('#src/shared/lib/use-online', () => ({ useOnline: () => net.online }));

afterEach(() => {
  net.online = false;
  vi.restoreAllMocks();
});

const page = (items: string[], fromCache: boolean): ServedPage<string> => ({ items, pageNum: 1, totalPages: 1, fromCache });

describe('usePagedList', () => {
  it('reads a first page the worker answered from its cache again once the connection is back, and drops the offline mark', async () => {
    const fetchPage = vi.fn<(page: number) => Promise<ServedPage<string>>>().mockResolvedValueOnce(page(['cached'], true));
    const { result, rerender } = renderHook(() => usePagedList('games', fetchPage, { idOf: (item) => item }));
    await waitFor(() => expect(result.current.state).toMatchObject({ items: ['cached'], offline: true }));
    fetchPage.mockResolvedValue(page(['fresh'], false));
    net.online = true;
    rerender();
    await waitFor(() => expect(result.current.state).toMatchObject({ items: ['fresh'], offline: false }));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('ignores a next page asked for by a render from before the list was read again, and its retry still reads', async () => {
    const fetchPage = vi
      .fn<(page: number) => Promise<ServedPage<string>>>()
      .mockResolvedValueOnce({ items: ['cached'], pageNum: 1, totalPages: 3, fromCache: true });
    const { result, rerender } = renderHook(() => usePagedList('games', fetchPage, { idOf: (item) => item }));
    await waitFor(() => expect(result.current.state).toMatchObject({ items: ['cached'], offline: true, status: 'idle' }));
    // A grid's frame callback holds this render's loadMore across the connection's return.
    const staleLoadMore = result.current.loadMore;
    fetchPage.mockRejectedValue(new Error('the server is down again'));
    net.online = true;
    rerender();
    // Past the next page's throttle, as a player resting at the list's end would be.
    const later = Date.now() + 5_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    staleLoadMore();
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(fetchPage.mock.calls.map(([asked]) => asked)).toEqual([1, 1]);
    fetchPage.mockResolvedValue({ items: ['fresh'], pageNum: 1, totalPages: 1, fromCache: false });
    result.current.retry();
    await waitFor(() => expect(result.current.state).toMatchObject({ items: ['fresh'], offline: false }));
  });

  /** With the connection up all along, a first page served so, drawn again: how many reads it took. */
  async function readsAfterRedraw(served: ServedPage<string>): Promise<number> {
    net.online = true;
    const fetchPage = vi.fn<(page: number) => Promise<ServedPage<string>>>().mockResolvedValue(served);
    const { result, rerender } = renderHook(() => usePagedList('games', fetchPage, { idOf: (item) => item }));
    await waitFor(() => expect(result.current.state).toMatchObject({ items: served.items, offline: served.fromCache }));
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return fetchPage.mock.calls.length;
  }

  it('keeps a copy shown while the connection stayed up (the server answered, but badly): it is read again only when the player asks', async () => {
    expect(await readsAfterRedraw(page(['kept'], true))).toBe(1);
  });

  it('does not read a page the server answered again', async () => {
    expect(await readsAfterRedraw(page(['served'], false))).toBe(1);
  });
});
