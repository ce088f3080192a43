import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGameList } from '#src/features/games/lib/use-game-list';
import type { Game, GamePage } from '#src/shared/contract/games';
import { LOAD_THROTTLE_MS } from '#src/shared/lib/use-paged-list';

const page = (n: number, totalPages = 5): GamePage => ({
  games: Array.from({ length: 25 }, (_, i) => ({ nodeId: `P${n}-${i}`, gameName: `G${n}-${i}` }) as unknown as Game),
  pageNum: n,
  totalPages,
  total: totalPages * 25,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGameList', () => {
  it('loads page 1 at once, and a throttled load-more still happens when the window ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchPage = vi.fn((n: number) => Promise.resolve(page(n)));
    const { result } = renderHook(() => useGameList('RNG', fetchPage));
    await waitFor(() => expect(result.current.state.items).toHaveLength(25));
    expect(fetchPage).toHaveBeenCalledWith(1);

    // Right after page 1: throttled, but not forgotten.
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOAD_THROTTLE_MS + 10);
    });
    await waitFor(() => expect(result.current.state.items).toHaveLength(50));
    expect(fetchPage).toHaveBeenLastCalledWith(2);
  });

  it('starts over at page 1 when the key changes', async () => {
    const fetchPage = vi.fn((n: number) => Promise.resolve(page(n)));
    const { result, rerender } = renderHook(({ k }) => useGameList(k, fetchPage), { initialProps: { k: 'a' } });
    await waitFor(() => expect(result.current.state.items).toHaveLength(25));
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current.state.key).toBe('b'));
    await waitFor(() => expect(result.current.state.page).toBe(1));
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 1]);
  });
});

describe('useGameList requests', () => {
  it("asks for each page once, even when an older render's load-more is called while it loads or after", async () => {
    let answer: (p: GamePage) => void = () => undefined;
    const fetchPage = vi.fn((n: number) => new Promise<GamePage>((resolve) => (answer = () => resolve(page(n)))));
    // The grid keeps the loadMore of the render it was scheduled in (a frame callback).
    const loadMores: (() => void)[] = [];
    const { result } = renderHook(() => {
      const list = useGameList('ELOTT', fetchPage);
      loadMores.push(list.loadMore);
      return list;
    });
    await waitFor(() => expect(result.current.state.status).toBe('loading'));
    act(() => loadMores[0]?.());
    await act(async () => answer(page(1)));
    await waitFor(() => expect(result.current.state.items).toHaveLength(25));
    act(() => loadMores[0]?.());
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1]);
  });

  it('a failed page is asked for again on retry, never by load-more (the grid asks it all the time)', async () => {
    const fetchPage = vi.fn((n: number) => (fetchPage.mock.calls.length === 1 ? Promise.reject(new Error('down')) : Promise.resolve(page(n))));
    const { result } = renderHook(() => useGameList('RNG', fetchPage));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    for (let i = 0; i < 3; i += 1) act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.items).toHaveLength(25));
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 1]);
  });
});
