import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '#src/shared/api/api-error';
import { coinCentsFor, type MoneyText, minorOf, moneyText, parseAmount } from '#src/shared/contract/amount';
import type { DepositChannel, DepositOrder } from '#src/shared/contract/wallet';
import { depositForm } from '#src/shared/contract/wallet-forms';
import { amountLimitMessage } from '#src/shared/i18n/amount-messages';
import { describeError } from '#src/shared/i18n/server-messages';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { useLoad } from '#src/shared/lib/use-load';
import { announceBalanceChanged } from '#src/shared/session/balance-events';
import { siteStore } from '#src/shared/site/site-store';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { copyText } from '#src/shared/ui/copy-text';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { NeedsConnection } from '#src/shared/ui/NeedsConnection';
import { Skeleton } from '#src/shared/ui/Skeleton';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { createDeposit, getDepositChannels, getDepositOrder, getDepositOrders } from '../api/deposits';
import { useCurrencySymbol } from '../use-currency-symbol';
import { CHANNEL_LABELS, ORDER_STATUS_LABELS, PAYEE_LABELS } from './deposit-labels';
import styles from './MoneyScreen.module.css';
import { OrderHistory, RejectionReason, usePollUntilDecided } from './order-parts';

export type DepositLayout = 'base' | 'new';

/** The deposit detail is the new one when the mobile template's dep_func is '1' (product rule 4.11). */
export function depositLayoutOf(depFunc: string | undefined): DepositLayout {
  return depFunc === '1' ? 'new' : 'base';
}

/**
 * The form's rows at phone width, in px, 16 apart like the form's: the legend and three channels (one
 * row of tiles in the new layout, a row each in the base one), the amount, two rows of quick amounts
 * (drawn 8 px into the gap above them), the payer's name of a bank transfer, the button. The history
 * below stays where it is when the channels come.
 */
const FORM_ROWS: Record<DepositLayout, number[]> = { new: [205, 87, 88, 87, 44], base: [261, 87, 88, 87, 44] };

/** /m/voucherCenter: channels, amount and the order, then its status; the history below. */
export default function DepositScreen({ testId }: { testId: string }) {
  const { config } = useSnapshot(siteStore);
  const layout = depositLayoutOf(config?.info.mobileTemplate.dep_func);
  return (
    <main className={styles.screen} data-testid={testId} data-layout={layout}>
      <h1 className={styles.title}>
        <Trans id="route_voucherCenter">Deposit</Trans>
      </h1>
      <NeedsConnection>
        <DepositBody layout={layout} />
      </NeedsConnection>
    </main>
  );
}

export function DepositBody({ layout }: { layout: DepositLayout }) {
  const [open, setOpen] = useState<DepositOrder | null>(null);
  // A new order or a decision shows in the history when it is next drawn.
  const [historyVersion, setHistoryVersion] = useState(0);
  const showOrder = useCallback((order: DepositOrder) => {
    setOpen(order);
    setHistoryVersion((v) => v + 1);
  }, []);
  if (open) return <OrderDetail order={open} layout={layout} onChange={showOrder} onClose={() => setOpen(null)} />;
  return (
    <>
      <DepositForm layout={layout} onCreated={showOrder} />
      <DepositHistory key={historyVersion} onOpen={setOpen} />
    </>
  );
}

function DepositForm({ layout, onCreated }: { layout: DepositLayout; onCreated: (order: DepositOrder) => void }) {
  const { loaded, retry } = useLoad(getDepositChannels, { key: 'deposit-channels' });
  if (loaded.state === 'loading') return <Skeleton rows={FORM_ROWS[layout]} gap={16} />;
  if (loaded.state === 'failed') return <LoadFailure message={describeError(loaded.error)} onRetry={retry} testId="deposit-retry" />;
  if (loaded.value.length === 0) {
    return (
      <EmptyState>
        <Trans id="deposit_no_channels">No deposit channel is open right now. Please try again later or contact customer service.</Trans>
      </EmptyState>
    );
  }
  return <DepositFields layout={layout} channels={loaded.value} onCreated={onCreated} />;
}

function DepositFields({ layout, channels, onCreated }: { layout: DepositLayout; channels: DepositChannel[]; onCreated: (order: DepositOrder) => void }) {
  const { _ } = useLingui();
  const { money, typedMoney } = useFormats(useCurrencySymbol());
  const [code, setCode] = useState<string | null>(null);
  const channel = channels.find((c) => c.code === code) ?? (channels[0] as DepositChannel);
  const limits = { minMinor: minorOf(channel.min), maxMinor: minorOf(channel.max) };
  const { form, field, set, reset, recheck, submit, busy } = useContractForm(depositForm(limits), {
    defaultValues: { amount: '', payerName: '' },
    wording: (key) => amountLimitMessage(key, { min: money(channel.min), max: money(channel.max) }),
  });
  const parsed = parseAmount(form.watch('amount'), limits);
  // An amount already checked is checked again against the new channel's limits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the channel changes, with that render's rules
  useEffect(() => recheck(), [channel.code]);
  // One key per intent (channel + amount): a retry of the same intent sends the same key, so the
  // server answers with the first order instead of opening a second one.
  const intent = useRef<{ signature: string; key: string } | null>(null);

  const onSubmit = submit(async ({ amount, payerName }) => {
    const checked = parseAmount(amount, limits);
    if (!checked.ok) return;
    const { minor } = checked;
    const signature = `${channel.code}|${minor}`;
    if (intent.current?.signature !== signature) intent.current = { signature, key: newIdempotencyKey() };
    try {
      const order = await createDeposit({ channelCode: channel.code, amount: moneyText(minor), payerName: payerName.trim() || undefined }, intent.current.key);
      intent.current = null;
      reset();
      onCreated(order);
    } catch (e) {
      // A conflict means the key was spent on other details: the next submit takes a new one.
      if (e instanceof ApiError && e.messageKey === 'err_idempotency_conflict') intent.current = null;
      throw e;
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans id="deposit_choose_channel">Payment method</Trans>
        </legend>
        <div className={layout === 'new' ? styles.channelGrid : styles.channelList}>
          {channels.map((c) => (
            <label
              key={c.code}
              className={`${styles.channel} ${c.code === channel.code ? styles.channelActive : ''}`}
              data-testid={`deposit-channel-${c.code}`}
            >
              <input type="radio" name="deposit-channel" className={styles.radio} checked={c.code === channel.code} onChange={() => setCode(c.code)} />
              <ChannelIcon kind={c.kind} />
              <span className={styles.channelText}>
                <span className={styles.channelName}>{_(CHANNEL_LABELS[c.kind])}</span>
                <span className={styles.muted}>
                  {money(c.min)} – {money(c.max)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        label={<Trans id="deposit_amount">Amount</Trans>}
        testId="deposit-amount"
        inputMode="decimal"
        autoComplete="off"
        {...field('amount', { live: true })}
        placeholder={`${money(channel.min)} – ${money(channel.max)}`}
      />
      {channel.rate !== null && <CoinQuote rate={channel.rate} minor={parsed.ok ? parsed.minor : null} />}
      <div
        className={layout === 'new' ? styles.presetGrid : styles.presetRow}
        role="group"
        aria-label={_(msg({ id: 'deposit_presets', message: 'Quick amounts' }))}
      >
        {channel.presets.map((p) => (
          <button
            key={p}
            type="button"
            className={`${styles.preset} ${parsed.ok && parsed.minor === minorOf(p) ? styles.presetActive : ''}`}
            aria-pressed={parsed.ok && parsed.minor === minorOf(p)}
            onClick={() => set('amount', typedMoney(p))}
          >
            {money(p)}
          </button>
        ))}
      </div>
      {channel.kind === 'bank_transfer' && (
        <TextField
          label={<Trans id="deposit_payer_name">Name on the paying account (optional)</Trans>}
          testId="deposit-payer-name"
          autoComplete="name"
          maxLength={64}
          {...field('payerName')}
        />
      )}
      <Button type="submit" block disabled={busy} data-testid="deposit-submit">
        {busy ? <Trans id="in_please_wait">Please wait…</Trans> : <Trans id="deposit_submit">Deposit now</Trans>}
      </Button>
    </form>
  );
}

/** A coin channel's rate, and the coins the typed amount comes to. */
function CoinQuote({ rate, minor }: { rate: MoneyText; minor: number | null }) {
  const { money } = useFormats(useCurrencySymbol());
  const rateText = money(rate);
  // Coin amounts stay in the form wallet apps take (a point, no grouping): the player types or pastes them there.
  // Hundredths of a coin are written as money text is: "12.35".
  const coins = minor === null ? null : moneyText(coinCentsFor(minor, minorOf(rate)));
  return (
    <p className={styles.muted} data-testid="deposit-coin-quote">
      {coins === null ? (
        <Trans id="deposit_coin_rate">Rate: 1 USDT = {rateText}</Trans>
      ) : (
        <Trans id="deposit_coin_quote">
          1 USDT = {rateText} · you send {coins} USDT
        </Trans>
      )}
    </p>
  );
}

function ChannelIcon({ kind }: { kind: DepositChannel['kind'] }) {
  const paths: Record<DepositChannel['kind'], string> = {
    bank_transfer: 'M3 10h18M5 10v8M9 10v8M15 10v8M19 10v8M2 20h20M12 3l9 5H3z',
    e_wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7V6a2 2 0 0 1 2-2h10M16 13h2',
    usdt: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 8h8M12 8v9M8.5 11.5c1 .6 2.2.9 3.5.9s2.5-.3 3.5-.9',
  };
  return (
    <svg
      className={styles.channelIcon}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[kind]} />
    </svg>
  );
}

/** The order: what to pay to, then its status; polled while the operator checks it. */
function OrderDetail({
  order,
  layout,
  onChange,
  onClose,
}: {
  order: DepositOrder;
  layout: DepositLayout;
  onChange: (order: DepositOrder) => void;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const { money, instant } = useFormats(useCurrencySymbol());
  const pending = order.status === 'pending';

  const read = useCallback(() => getDepositOrder(order.reference), [order.reference]);
  const decided = useCallback(
    (fresh: DepositOrder) => {
      if (fresh.status === 'approved') {
        announceBalanceChanged();
        showToast(msg({ id: 'deposit_credited_toast', message: 'Deposit credited to your balance' }), { tone: 'success' });
      }
      onChange(fresh);
    },
    [onChange],
  );
  usePollUntilDecided(pending, read, decided);

  return (
    <section
      className={`${styles.order} ${layout === 'new' ? styles.orderCard : ''}`}
      aria-labelledby="deposit-order-title"
      data-testid="deposit-order"
      data-status={order.status}
    >
      <h2 id="deposit-order-title" className={styles.sectionTitle}>
        <Trans id="deposit_order_title">Deposit order</Trans>
      </h2>
      <p className={styles.orderAmount}>{money(order.amount)}</p>
      <p className={`${styles.status} ${styles[`status_${order.status}`]}`} role="status">
        {_(ORDER_STATUS_LABELS[order.status])}
      </p>
      {layout === 'new' && <Steps status={order.status} />}
      {pending && order.coin && (
        <p className={styles.note}>
          <Trans id="deposit_pending_note_coin">
            Send exactly {order.coin.amount} USDT to the address below, on the network shown. Your balance rises as soon as the transfer is confirmed; this page
            updates by itself.
          </Trans>
        </p>
      )}
      {pending && !order.coin && (
        <p className={styles.note}>
          <Trans id="deposit_pending_note">
            Pay exactly this amount to the account below. Your balance rises as soon as the payment is confirmed; this page updates by itself.
          </Trans>
        </p>
      )}
      {order.status === 'rejected' && <RejectionReason reason={order.reason} kind="deposit" />}
      <dl className={styles.details}>
        <Row label={<Trans id="deposit_reference">Reference</Trans>} value={order.reference} onCopy={copyText} />
        <Row label={<Trans id="deposit_method">Method</Trans>} value={_(CHANNEL_LABELS[order.channelKind])} />
        {order.coin && (
          <>
            <Row label={<Trans id="deposit_coin_amount">USDT to send</Trans>} value={order.coin.amount} onCopy={copyText} />
            <Row label={<Trans id="deposit_coin_rate_label">Rate</Trans>} value={`1 USDT = ${money(order.coin.rate)}`} />
          </>
        )}
        {order.payee.map((p) => (
          <Row key={p.field} label={_(PAYEE_LABELS[p.field])} value={p.value} onCopy={copyText} />
        ))}
        <Row label={<Trans id="deposit_created">Created</Trans>} value={instant(order.createdAt)} />
      </dl>
      <Button variant="secondary" block onClick={onClose}>
        {pending ? <Trans id="deposit_back_to_form">Back to deposit</Trans> : <Trans id="deposit_new">Make another deposit</Trans>}
      </Button>
    </section>
  );
}

function Row({ label, value, onCopy }: { label: ReactNode; value: string; onCopy?: (value: string) => Promise<unknown> }) {
  const { _ } = useLingui();
  return (
    <div className={styles.detailRow}>
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.detailValue}>
        <span>{value}</span>
        {onCopy && (
          <button type="button" className={styles.copy} onClick={() => void onCopy(value)} aria-label={_(msg({ id: 'copy_value', message: `Copy ${value}` }))}>
            <Trans id="copy">Copy</Trans>
          </button>
        )}
      </dd>
    </div>
  );
}

/** The new layout's timeline: submitted, being checked, then credited or rejected. */
function Steps({ status }: { status: DepositOrder['status'] }) {
  const { _ } = useLingui();
  const last = status === 'rejected' ? ORDER_STATUS_LABELS.rejected : ORDER_STATUS_LABELS.approved;
  const steps = [
    { label: msg({ id: 'deposit_step_submitted', message: 'Submitted' }), done: true },
    { label: ORDER_STATUS_LABELS.pending, done: true, current: status === 'pending' },
    { label: last, done: status !== 'pending', failed: status === 'rejected' },
  ];
  return (
    <ol className={styles.steps}>
      {steps.map((s, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the fixed sequence
          key={i}
          className={`${styles.step} ${s.done ? styles.stepDone : ''} ${s.failed ? styles.stepFailed : ''}`}
          aria-current={s.current ? 'step' : undefined}
        >
          {_(s.label)}
        </li>
      ))}
    </ol>
  );
}

/** The member's orders, newest first; a tap opens one. */
function DepositHistory({ onOpen }: { onOpen: (order: DepositOrder) => void }) {
  const { _ } = useLingui();
  return (
    <OrderHistory
      name="deposit-history"
      readPage={getDepositOrders}
      title={<Trans id="deposit_history">Deposit history</Trans>}
      empty={<Trans id="deposit_history_empty">No deposits yet.</Trans>}
      onOpen={onOpen}
      detail={(o) => _(CHANNEL_LABELS[o.channelKind])}
      statusLabel={(o) => ORDER_STATUS_LABELS[o.status]}
    />
  );
}
