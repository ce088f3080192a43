import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Game } from '#src/shared/contract/games';
import { LOAD_AHEAD_PX } from '#src/shared/lib/use-paged-list';
import { Button } from '#src/shared/ui/Button';
import { OfflineMark } from '#src/shared/ui/OfflineMark';
import { gridColumns } from '../lib/grid-columns';
import type { GameListState } from '../lib/use-game-list';
import { visibleRows } from '../lib/window-range';
import styles from './GameGrid.module.css';

const GAP = 12;
const LABEL_HEIGHT = 24;
const OVERSCAN_ROWS = 4;
/** Cards laid out before the grid knows its width: a phone's first screen of them, and more. */
const UNMEASURED_CARDS = 24;

type Props = {
  state: GameListState;
  onLoadMore: () => void;
  onRetry: () => void;
  renderCard: (game: Game) => ReactNode;
  empty: ReactNode;
};

/**
 * A window-scrolled grid that renders only the rows near the viewport (a few dozen cards at
 * most, however many thousands are loaded) and asks for more within 300 px of the end. Before it
 * has measured its width (the server's drawing of a first view, docs/decisions/018, and the
 * app's first render before the observer reports), its first cards are a plain CSS grid of the same
 * columns and rows, which the windowed rows then replace in place.
 */
export function GameGrid({ state, onLoadMore, onRetry, renderCard, empty }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: 800 });

  // Measured when the observer reports, after the browser's own layout: read during the commit,
  // the width forced a layout inside the render's task (a long task on a slow phone).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = gridColumns(width, GAP);
  const rowHeight = width > 0 ? (width - GAP * (columns - 1)) / columns + LABEL_HEIGHT + GAP : 0;
  const rowCount = Math.ceil(state.items.length / columns);
  const totalHeight = rowCount * rowHeight;

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = ref.current;
        if (!el) return;
        const top = -el.getBoundingClientRect().top;
        const height = window.innerHeight;
        // The same window again (a new onLoadMore from a parent's render) draws nothing new.
        setViewport((old) => (old.top === top && old.height === height ? old : { top, height }));
        if (top + height >= el.offsetHeight - LOAD_AHEAD_PX) onLoadMore();
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [onLoadMore, totalHeight]);

  const { first, last } = visibleRows({ rowCount, rowHeight, viewportTop: viewport.top, viewportHeight: viewport.height, overscan: OVERSCAN_ROWS });
  const rows: ReactNode[] = [];
  for (let r = first; r <= last; r += 1) {
    rows.push(
      <div key={r} className={styles.row} style={{ top: r * rowHeight, ['--columns' as string]: columns }}>
        {state.items.slice(r * columns, r * columns + columns).map((g) => renderCard(g))}
      </div>,
    );
  }

  return (
    <>
      {(state.offline || (state.local && state.status === 'error')) && (
        <OfflineMark>
          <Trans id="offline_list_mark">Offline: showing the games saved on this device</Trans>
        </OfflineMark>
      )}
      <div
        ref={ref}
        className={styles.grid}
        style={rowHeight > 0 ? { height: totalHeight } : undefined}
        data-testid="game-grid"
        data-count={state.items.length}
      >
        {rowHeight > 0 ? rows : <div className={styles.unmeasured}>{state.items.slice(0, UNMEASURED_CARDS).map((g) => renderCard(g))}</div>}
      </div>
      {state.status === 'loading' && (
        <p className={styles.status} aria-busy="true">
          <Trans id="loading">Loading…</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <p className={styles.status}>
          <Button size="small" variant="secondary" onClick={onRetry} data-testid="list-retry">
            <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
          </Button>
        </p>
      )}
      {state.status === 'done' && state.items.length === 0 && empty}
    </>
  );
}
