import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { OrderStatus } from '#src/shared/contract/wallet';
import { Skeleton } from '#src/shared/ui/Skeleton';
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
