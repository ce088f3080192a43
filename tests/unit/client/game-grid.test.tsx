import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameGrid } from '#src/features/games/components/GameGrid';
import type { GameListState } from '#src/features/games/lib/use-game-list';
import type { Game } from '#src/shared/contract/games';

const games = Array.from({ length: 40 }, (_, i) => ({ nodeId: `g${i}`, gameName: `Game ${i}` }) as Game);
const state: GameListState = { key: 'k', items: games, page: 1, totalPages: 2, status: 'idle', local: false, offline: false };
const grid = () => (
  <GameGrid state={state} onLoadMore={() => undefined} onRetry={() => undefined} renderCard={(g) => <i key={g.nodeId} data-testid="card" />} empty={null} />
);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('game grid', () => {
  it('draws its first cards as a plain grid where nothing has measured it (a first view drawn by the server)', () => {
    const html = renderToString(grid());
    expect(html.match(/data-testid="card"/g)).toHaveLength(24);
    expect(html).not.toMatch(/style="top:/);
  });

  it('places the windowed rows by the width it measures, as many columns of 96 px as fit, 12 px apart', () => {
    // 360 px: three columns of 112 px; a row is the card and its 24 px label, 12 px apart.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    // As a browser's, the observer reports the width once it starts observing.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    const { unmount } = render(grid());
    const rows = screen.getByTestId('game-grid').children;
    expect(rows[0]?.children).toHaveLength(3);
    expect((rows[1] as HTMLElement).style.top).toBe(`${112 + 24 + 12}px`);
    // Unmounted here, its scroll frame is cancelled: none fires after the test's window is gone.
    unmount();
  });
});
