import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { isConnectionFailure, isRetryable } from '#src/shared/api/api-error';
import { minorOf } from '#src/shared/contract/amount';
import type { MallHome, MallItem } from '#src/shared/contract/mall';
import { describeError } from '#src/shared/i18n/server-messages';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { useLoad } from '#src/shared/lib/use-load';
import { announceBalanceChanged } from '#src/shared/session/balance-events';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { ConfirmDialog } from '#src/shared/ui/ConfirmDialog';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { NeedsConnection } from '#src/shared/ui/NeedsConnection';
import page from '#src/shared/ui/Page.module.css';
import { Skeleton } from '#src/shared/ui/Skeleton';
import { showToast } from '#src/shared/ui/toast-store';
import { getMallHome, redeemMallItem } from '../api/mall';
import styles from './MallScreen.module.css';

const REDEEMED = msg({ id: 'mall_redeemed', message: 'Redeemed' });

/**
 * /m/mall/mallHome (flag PTSYS3; trial accounts are refused by the route): the member's points and
 * what their VIP level adds each day, the items with price and stock, redeem after a
 * confirmation, and the last redemptions. Points move only online, like money.
 */
export default function MallScreen({ testId }: { testId: string }) {
  return (
    <main className={page.screen} data-testid={testId}>
      <h1 className={page.title}>
        <Trans id="route_mall_mallHome">Points mall</Trans>
      </h1>
      <NeedsConnection>
        <Mall />
      </NeedsConnection>
    </main>
  );
}

function Mall() {
  const { _ } = useLingui();
  const { loaded, retry, set } = useLoad(getMallHome, { key: 'mall-home' });
  const [confirming, setConfirming] = useState<MallItem | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per confirmed redemption: a double tap or a retried request redeems once.
  const pending = useRef<{ itemId: number; key: string } | null>(null);

  if (loaded.state === 'loading') {
    return <Skeleton rows={[64, 96, 96, 96]} />;
  }
  if (loaded.state === 'failed') return <LoadFailure message={describeError(loaded.error)} onRetry={isRetryable(loaded.error) ? retry : undefined} />;
  const mall = loaded.value;

  async function confirm(item: MallItem) {
    if (busy) return;
    if (pending.current?.itemId !== item.id) pending.current = { itemId: item.id, key: newIdempotencyKey() };
    setBusy(true);
    try {
      const result = await redeemMallItem(item.id, pending.current.key);
      pending.current = null;
      setConfirming(null);
      set((old: MallHome) => ({
        ...old,
        points: result.points,
        items: old.items.map((i) => (i.id === result.item.id ? result.item : i)),
        history: [result.redemption, ...old.history.filter((h) => h.id !== result.redemption.id)],
      }));
      if (minorOf(result.redemption.bonus) > 0) announceBalanceChanged();
      showToast(REDEEMED, { tone: 'success' });
    } catch (error) {
      showToast(describeError(error), { tone: 'error', ms: 3000 });
      // Lost on the way: the same key again, so a redemption that did go through is not repeated.
      if (isConnectionFailure(error)) return;
      // Refused (sold out, too few points): the key is spent; show the mall as it is now.
      pending.current = null;
      setConfirming(null);
      retry();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className={styles.points} aria-labelledby="mall-points-title">
        <h2 id="mall-points-title" className={page.muted}>
          <Trans id="mall_points">Your points</Trans>
        </h2>
        <p className={styles.pointsValue} data-testid="mall-points">
          {mall.points}
        </p>
        <p className={page.muted}>
          <DailyPoints daily={mall.dailyPoints} />
        </p>
      </section>
      <ul className={styles.items}>
        {mall.items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="mall-item" data-stock={item.stock}>
            <span className={styles.itemName}>{item.name}</span>
            <span className={page.muted}>{item.description}</span>
            <span className={styles.price}>
              <ItemPrice item={item} />
            </span>
            <Button
              variant={item.stock > 0 && mall.points >= item.price ? 'primary' : 'secondary'}
              disabled={item.stock === 0 || mall.points < item.price}
              onClick={() => setConfirming(item)}
              data-testid="mall-redeem"
            >
              {item.stock === 0 ? (
                <Trans id="mall_sold_out">Sold out</Trans>
              ) : mall.points < item.price ? (
                <Trans id="mall_not_enough">Not enough points</Trans>
              ) : (
                <Trans id="mall_redeem">Redeem</Trans>
              )}
            </Button>
          </li>
        ))}
      </ul>
      <History mall={mall} />
      {confirming && (
        <ConfirmDialog
          testId="mall-confirm"
          title={_(msg({ id: 'mall_confirm_title', message: 'Redeem this item?' }))}
          confirmLabel={<Trans id="mall_redeem">Redeem</Trans>}
          busy={busy}
          onConfirm={() => void confirm(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            <ConfirmText item={confirming} points={mall.points} />
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function DailyPoints({ daily }: { daily: number }) {
  return <Trans id="mall_daily_points">Your VIP level adds {daily} points every day.</Trans>;
}

function ItemPrice({ item }: { item: MallItem }) {
  const price = item.price;
  const stock = item.stock;
  return (
    <>
      <Trans id="mall_price">{price} points</Trans>
      {' · '}
      <Trans id="mall_stock">{stock} left</Trans>
    </>
  );
}

function ConfirmText({ item, points }: { item: MallItem; points: number }) {
  const name = item.name;
  const price = item.price;
  const after = points - item.price;
  return (
    <Trans id="mall_confirm_text">
      {name} for {price} points. You will have {after} points left.
    </Trans>
  );
}

function History({ mall }: { mall: MallHome }) {
  const formats = useFormats();
  const money = useFormats().money;
  return (
    <section className={styles.history} aria-labelledby="mall-history-title">
      <h2 id="mall-history-title" className={page.sectionTitle}>
        <Trans id="mall_history">Your redemptions</Trans>
      </h2>
      {mall.history.length === 0 ? (
        <EmptyState>
          <Trans id="mall_history_empty">Nothing redeemed yet.</Trans>
        </EmptyState>
      ) : (
        <ul className={page.list}>
          {mall.history.map((h) => {
            const price = h.price;
            const bonus = money(h.bonus);
            return (
              <li key={h.id} className={page.row} data-testid="mall-history-row">
                <span className={page.rowMain}>
                  <span className={styles.itemName}>{h.itemName}</span>
                  <span className={page.muted}>{formats.instant(h.createdAt)}</span>
                </span>
                <span className={styles.rowSide}>
                  <Trans id="mall_spent">−{price} points</Trans>
                  {minorOf(h.bonus) > 0 && (
                    <span className={styles.bonus}>
                      <Trans id="mall_bonus_paid">+{bonus} to your balance</Trans>
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
