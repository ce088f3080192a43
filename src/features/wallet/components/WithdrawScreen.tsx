import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError } from '#src/shared/api/api-error';
import { minorOf, moneyText, parseAmount } from '#src/shared/contract/amount';
import { pathTo } from '#src/shared/contract/app-routes';
import { MAX_BANK_CARDS } from '#src/shared/contract/security';
import type { WithdrawalOrder, WithdrawInfo } from '#src/shared/contract/wallet';
import { withdrawalForm } from '#src/shared/contract/wallet-forms';
import { amountLimitMessage } from '#src/shared/i18n/amount-messages';
import { describeError } from '#src/shared/i18n/server-messages';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { HIDDEN_BALANCE } from '#src/shared/lib/money';
import { useLoad } from '#src/shared/lib/use-load';
import { announceBalanceChanged } from '#src/shared/session/balance-events';
import { useFormats } from '#src/shared/site/use-formats';
import { Button, buttonClassName } from '#src/shared/ui/Button';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { NeedsConnection } from '#src/shared/ui/NeedsConnection';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { Skeleton } from '#src/shared/ui/Skeleton';
import { TextField } from '#src/shared/ui/TextField';
import { createWithdrawal, getWithdrawalOrder, getWithdrawalOrders, getWithdrawInfo } from '../api/withdrawals';
import { useCurrencySymbol } from '../use-currency-symbol';
import { walletStore } from '../wallet-store';
import { ORDER_STATUS_LABELS } from './deposit-labels';
import styles from './MoneyScreen.module.css';
import { OrderHistory, RejectionReason, usePollUntilDecided } from './order-parts';

/** The cards the form's skeleton keeps room for: the middle of the 1 to MAX_BANK_CARDS a member binds, so any count moves the history by one card at most. */
const SKELETON_CARDS = Math.ceil(MAX_BANK_CARDS / 2);

/**
 * The form's rows at phone width, in px: the withdrawable line, the legend and its cards (71 each,
 * 8 apart), the amount, All (drawn 8 px into the gap above it), the turnover, the password, the
 * button; 16 apart like the form's. The history below stays where it is when the form comes.
 */
function FormSkeleton() {
  return <Skeleton rows={[23, 31 + SKELETON_CARDS * 79 - 8, 87, 36, 53, 87, 44]} gap={16} />;
}

/** /m/withdraw: a bound card, the amount within the balance and the limits, the turnover, the payment password. */
export default function WithdrawScreen({ testId }: { testId: string }) {
  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_withdraw">Withdraw</Trans>
      </h1>
      <NeedsConnection>
        <WithdrawBody />
      </NeedsConnection>
    </main>
  );
}

function WithdrawBody() {
  const { loaded, retry } = useLoad(getWithdrawInfo, { key: 'withdraw-info' });
  const [open, setOpen] = useState<WithdrawalOrder | null>(null);
  const [version, setVersion] = useState(0);
  const show = useCallback((order: WithdrawalOrder) => {
    setOpen(order);
    setVersion((v) => v + 1);
  }, []);
  if (open) {
    return (
      <OrderStatus
        order={open}
        onChange={show}
        onClose={() => {
          setOpen(null);
          retry();
        }}
      />
    );
  }
  return (
    <>
      {loaded.state === 'loading' && <FormSkeleton />}
      {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} />}
      {loaded.state === 'ready' && <WithdrawForm info={loaded.value} onCreated={show} />}
      <History key={version} onOpen={setOpen} />
    </>
  );
}

function WithdrawForm({ info, onCreated }: { info: WithdrawInfo; onCreated: (order: WithdrawalOrder) => void }) {
  const formats = useFormats(useCurrencySymbol());
  const money = formats.money;
  // The player's "hide balance" holds here too (product rule 4.14).
  const { hidden } = useSnapshot(walletStore);
  const { _ } = useLingui();
  const [cardId, setCardId] = useState<number | null>(info.cards[0]?.id ?? null);
  // One key per intent (card + amount): a double tap or a retry after a timeout holds once.
  const intent = useRef<{ signature: string; key: string } | null>(null);
  const balanceMinor = minorOf(info.balance);
  const maxMinor = Math.min(minorOf(info.max), balanceMinor);
  const limits = { minMinor: minorOf(info.min), maxMinor };
  const requiredMinor = minorOf(info.turnover.required);
  const doneMinor = minorOf(info.turnover.done);
  const { field, set, submit, busy } = useContractForm(withdrawalForm(limits), {
    defaultValues: { amount: '', paymentPassword: '' },
    wording: (key) => amountLimitMessage(key, { min: money(info.min), max: money(moneyText(maxMinor)) }),
  });

  if (info.cards.length === 0) {
    return (
      <div className={styles.notice} data-testid="withdraw-no-card">
        <p>
          <Trans id="withdraw_no_card">Bind a bank card first; withdrawals are paid to your own card.</Trans>
        </p>
        <Link to={pathTo('securityCenter')} className={buttonClassName({ block: true })}>
          <Trans id="withdraw_bind_card">Bind a bank card</Trans>
        </Link>
      </div>
    );
  }
  if (!info.hasPaymentPassword) {
    return (
      <div className={styles.notice} data-testid="withdraw-no-password">
        <p>
          <Trans id="withdraw_no_password">Set a payment password first; every withdrawal asks for it.</Trans>
        </p>
        <Link to={pathTo('securityCenter')} className={buttonClassName({ block: true })}>
          <Trans id="withdraw_set_password">Set a payment password</Trans>
        </Link>
      </div>
    );
  }

  const turnoverMet = doneMinor >= requiredMinor;

  const onSubmit = submit(async ({ amount, paymentPassword }) => {
    const parsed = parseAmount(amount, limits);
    if (!parsed.ok || cardId === null || !turnoverMet) return;
    const signature = `${cardId}|${parsed.minor}`;
    if (intent.current?.signature !== signature) intent.current = { signature, key: newIdempotencyKey() };
    try {
      const order = await createWithdrawal({ cardId, amount: moneyText(parsed.minor), paymentPassword }, intent.current.key);
      intent.current = null;
      announceBalanceChanged();
      onCreated(order);
    } catch (e) {
      // A conflict means the key was spent on other details: the next submit takes a new one.
      if (e instanceof ApiError && e.messageKey === 'err_idempotency_conflict') intent.current = null;
      throw e;
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {/* Until the turnover is met nothing can be withdrawn, whatever the balance. */}
      <p className={styles.balanceLine} data-testid="withdraw-available">
        <Trans id="withdraw_available">Withdrawable now: {hidden ? HIDDEN_BALANCE : money(turnoverMet ? info.balance : moneyText(0))}</Trans>
      </p>
      {!turnoverMet && (
        <p className={styles.muted}>
          <Trans id="withdraw_balance">Balance: {hidden ? HIDDEN_BALANCE : money(info.balance)}</Trans>
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans id="withdraw_to_card">To card</Trans>
        </legend>
        <div className={styles.channelList}>
          {info.cards.map((card) => (
            <label key={card.id} className={`${styles.channel} ${card.id === cardId ? styles.channelActive : ''}`} data-testid="bank-card">
              <input type="radio" name="withdraw-card" className={styles.radio} checked={card.id === cardId} onChange={() => setCardId(card.id)} />
              <span className={styles.channelText}>
                <span className={styles.channelName}>{card.bankName}</span>
                <span className={styles.muted}>
                  •••• {card.last4} · {card.holderName}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={<Trans id="withdraw_amount">Amount</Trans>}
        testId="withdraw-amount"
        inputMode="decimal"
        autoComplete="off"
        {...field('amount', { live: true })}
        placeholder={`${money(info.min)} – ${money(info.max)}`}
      />
      <div className={styles.presetRow}>
        <button
          type="button"
          className={styles.preset}
          disabled={!turnoverMet}
          onClick={() => set('amount', formats.typedMoney(moneyText(Math.min(maxMinor, balanceMinor))))}
        >
          <Trans id="withdraw_all">All</Trans>
        </button>
      </div>
      <div className={styles.progress} data-testid="withdraw-turnover">
        <span className={styles.muted}>
          <Trans id="withdraw_turnover">
            Turnover toward your deposits: {money(info.turnover.done)} of {money(info.turnover.required)}
          </Trans>
        </span>
        <progress
          className={styles.progressBar}
          max={Math.max(requiredMinor, 1)}
          value={Math.min(doneMinor, requiredMinor)}
          aria-label={_(msg({ id: 'withdraw_turnover_label', message: 'Turnover' }))}
        />
        {!turnoverMet && (
          <span className={styles.reason}>
            <Trans id="withdraw_turnover_short">Play {money(moneyText(requiredMinor - doneMinor))} more in valid bets before you can withdraw.</Trans>
          </span>
        )}
      </div>
      <PasswordField
        label={<Trans id="payment_password">Payment password</Trans>}
        testId="payment-password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...field('paymentPassword', { keep: (typed) => typed.replace(/\D/g, '') })}
      />
      <Button type="submit" block disabled={busy || !turnoverMet} data-testid="withdraw-submit">
        {busy ? <Trans id="in_please_wait">Please wait…</Trans> : <Trans id="withdraw_submit">Withdraw now</Trans>}
      </Button>
    </form>
  );
}

function OrderStatus({ order, onChange, onClose }: { order: WithdrawalOrder; onChange: (order: WithdrawalOrder) => void; onClose: () => void }) {
  const formats = useFormats(useCurrencySymbol());
  const money = formats.money;
  const { _ } = useLingui();
  const pending = order.status === 'pending';
  const read = useCallback(() => getWithdrawalOrder(order.reference), [order.reference]);
  const decided = useCallback(
    (fresh: WithdrawalOrder) => {
      announceBalanceChanged();
      onChange(fresh);
    },
    [onChange],
  );
  usePollUntilDecided(pending, read, decided);
  return (
    <section className={styles.order} aria-labelledby="withdraw-order-title" data-testid="withdraw-order" data-status={order.status}>
      <h2 id="withdraw-order-title" className={styles.sectionTitle}>
        <Trans id="withdraw_order_title">Withdrawal</Trans>
      </h2>
      <p className={styles.orderAmount}>{money(order.amount)}</p>
      <p className={`${styles.status} ${styles[`status_${order.status}`]}`} role="status">
        {_(order.status === 'approved' ? msg({ id: 'withdraw_status_paid', message: 'Paid out' }) : ORDER_STATUS_LABELS[order.status])}
      </p>
      {pending && (
        <p className={styles.note}>
          <Trans id="withdraw_pending_note">
            The amount is held from your balance while the payout is checked. If it is rejected, it comes back to your balance.
          </Trans>
        </p>
      )}
      {order.status === 'rejected' && <RejectionReason reason={order.reason} kind="withdrawal" />}
      <dl className={styles.details}>
        <div className={styles.detailRow}>
          <dt className={styles.muted}>
            <Trans id="deposit_reference">Reference</Trans>
          </dt>
          <dd className={styles.detailValue}>{order.reference}</dd>
        </div>
        <div className={styles.detailRow}>
          <dt className={styles.muted}>
            <Trans id="withdraw_to_card">To card</Trans>
          </dt>
          <dd className={styles.detailValue}>
            {order.bankName} •••• {order.last4}
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt className={styles.muted}>
            <Trans id="deposit_created">Created</Trans>
          </dt>
          <dd className={styles.detailValue}>{formats.instant(order.createdAt)}</dd>
        </div>
      </dl>
      <Button variant="secondary" block onClick={onClose}>
        <Trans id="withdraw_back">Back to withdraw</Trans>
      </Button>
    </section>
  );
}

/** The member's withdrawals, newest first; a tap opens one. */
function History({ onOpen }: { onOpen: (order: WithdrawalOrder) => void }) {
  return (
    <OrderHistory
      name="withdraw-history"
      readPage={getWithdrawalOrders}
      title={<Trans id="withdraw_history">Withdrawal history</Trans>}
      empty={<Trans id="withdraw_history_empty">No withdrawals yet.</Trans>}
      onOpen={onOpen}
      detail={(o) => `${o.bankName} •••• ${o.last4}`}
      statusLabel={(o) => (o.status === 'approved' ? msg({ id: 'withdraw_status_paid', message: 'Paid out' }) : ORDER_STATUS_LABELS[o.status])}
    />
  );
}
