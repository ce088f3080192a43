import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ServedPage, usePagedList } from '#src/shared/lib/use-paged-list';

// The app's view of the connection, held still until a test moves it.
const net = vi.hoisted(() => ({ online: false }));
vi.mock('#src/shared/lib/use-online', () => ({ useOnline: () => net.online }));

afterEach(() => {
  net.online = false;
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
