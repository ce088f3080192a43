import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ListState } from '#src/shared/lib/paged-list-state';
import { useLoadAhead } from '#src/shared/lib/use-load-ahead';
import { useOnline } from '#src/shared/lib/use-online';
import { Button } from '#src/shared/ui/Button';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { NeedsConnection } from '#src/shared/ui/NeedsConnection';
import money from './MoneyScreen.module.css';
import styles from './Records.module.css';

type Props<T> = {
  list: { state: ListState<T>; loadMore: () => void; retry: () => void };
  renderRow: (item: T) => ReactNode;
  empty: ReactNode;
};

/**
 * A record screen's read that failed offline with no copy kept on the device: like the money
 * screens it needs a connection, and it reads again by itself once one is back. True meanwhile.
 */
export function useWaitForConnection(failed: boolean, retry: () => void): boolean {
  const online = useOnline();
  const waited = useRef(false);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    if (!failed) waited.current = false;
    else if (!online) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      retryRef.current();
    }
  }, [failed, online]);
  return failed && !online;
}

/** The needs-connection notice alone, in place of a read with nothing kept (nothing is on screen to pause). */
export function NothingKeptOffline() {
  return <NeedsConnection>{null}</NeedsConnection>;
}

/** A record screen's infinite list: rows, more within 300 px of the end, retry, and the empty state. */
export function RecordList<T>({ list, renderRow, empty }: Props<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const { state } = list;
  useLoadAhead(ref, list.loadMore, state.items.length);
  const waiting = useWaitForConnection(state.page === 0 && state.status === 'error', list.retry);
  if (waiting) return <NothingKeptOffline />;
  return (
    <>
      <ul ref={ref} className={money.historyList} data-testid="record-list" data-count={state.items.length}>
        {state.items.map(renderRow)}
      </ul>
      {state.status === 'loading' && (
        <p className={styles.listStatus} role="status" aria-busy="true">
          <Trans id="loading">Loading…</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <p className={styles.listStatus}>
          <Button size="small" variant="secondary" onClick={list.retry} data-testid="list-retry">
            <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
          </Button>
        </p>
      )}
      {state.status === 'done' && state.items.length === 0 && <EmptyState>{empty}</EmptyState>}
      {state.status === 'done' && state.items.length > 0 && state.page > 1 && (
        <p className={styles.listStatus}>
          <Trans id="record_list_end">No more records</Trans>
        </p>
      )}
    </>
  );
}
