import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import type { MoneyText } from '#src/shared/contract/amount';
import type { OrderStatus } from '#src/shared/contract/wallet';
import { type ServedPage, usePagedList } from '#src/shared/lib/use-paged-list';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { Skeleton } from '#src/shared/ui/Skeleton';
import { useCurrencySymbol } from '../use-currency-symbol';
import styles from './MoneyScreen.module.css';

/** How often an open pending order asks whether it was decided. */
const POLL_MS = 2000;

/**
 * While an order is pending and the page is visible, asks for it every POLL_MS and hands over
 * the first answer that is no longer pending. A failed ask is simply tried again on the next
 * tick: the order itself is safe on the server.
 */
export function usePollUntilDecided<T extends { status: OrderStatus }>(
  pending: boolean,
  read: () => Promise<T | undefined>,
  onDecided: (order: T) => void,
): void {
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      read().then(
        (fresh) => {
          if (live && fresh && fresh.status !== 'pending') onDecided(fresh);
        },
        () => {},
      );
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [pending, read, onDecided]);
}

/**
 * Why an order was rejected: the operator's own note when they wrote one, else a translated
 * general reason, so a rejection never shows without a word of why.
 */
export function RejectionReason({ reason, kind }: { reason: string | null; kind: 'deposit' | 'withdrawal' }) {
  return (
    <p className={styles.reason}>
      {reason !== null ? (
        <Trans id="deposit_rejected_reason">Reason: {reason}</Trans>
      ) : kind === 'deposit' ? (
        <Trans id="deposit_rejected_default">
          The payment could not be matched to this order. Nothing was taken from your balance; contact customer service if you paid.
        </Trans>
      ) : (
        <Trans id="withdraw_rejected_default">The payout could not be made to this card. The amount is back in your balance.</Trans>
      )}
    </p>
  );
}

/** Grey blocks while a money screen loads; screen readers hear one "Loading". */
export function MoneySkeleton() {
  return <Skeleton rows={[56, 44]} />;
}

/**
 * A member's orders, newest first, a page at a time: "Show more" asks for the next page only (the
 * list keeps the pages so far). A new order makes a new history (the screen remounts it).
 */
export function OrderHistory<T extends { reference: string; amount: MoneyText; status: OrderStatus; createdAt: string }>({
  name,
  readPage,
  title,
  empty,
  onOpen,
  detail,
  statusLabel,
}: {
  name: string;
  readPage: (pageNo: number) => Promise<ServedPage<T>>;
  title: ReactNode;
  empty: ReactNode;
  onOpen: (order: T) => void;
  /** What the order went through (a channel, a card), before its time. */
  detail: (order: T) => ReactNode;
  statusLabel: (order: T) => MessageDescriptor;
}) {
  const { _ } = useLingui();
  const { money, instant } = useFormats(useCurrencySymbol());
  const list = usePagedList(name, readPage, { idOf: (order) => order.reference });
  const { items, page, status } = list.state;
  return (
    <section className={styles.history} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {page === 0 && status !== 'error' && <MoneySkeleton />}
      {items.length > 0 && (
        <ul className={styles.historyList}>
          {items.map((order) => (
            <li key={order.reference}>
              <button type="button" className={styles.historyRow} onClick={() => onOpen(order)} data-testid={`${name}-row`}>
                <span className={styles.historyMain}>
                  <span className={styles.historyAmount}>{money(order.amount)}</span>
                  <span className={styles.muted}>
                    {detail(order)} · {instant(order.createdAt)}
                  </span>
                </span>
                <span className={`${styles.badge} ${styles[`status_${order.status}`]}`}>{_(statusLabel(order))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {status === 'done' && items.length === 0 && <EmptyState>{empty}</EmptyState>}
      {status === 'error' && (
        <Button variant="secondary" block onClick={list.retry} data-testid="list-retry">
          <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
        </Button>
      )}
      {/* A tap asks at once: the scroll throttle of an infinite list is not for a button. */}
      {page > 0 && (status === 'idle' || status === 'loading') && (
        <Button variant="ghost" block onClick={list.retry} disabled={status === 'loading'} data-testid="history-more">
          <Trans id="load_more">Show more</Trans>
        </Button>
      )}
    </section>
  );
}
