import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { MAX_BANK_CARDS, PAYMENT_PASSWORD_PATTERN, type SecurityOverview } from '../../../shared/contract/security';
import type { BankCard } from '../../../shared/contract/wallet';
import { describeError, SERVER_MESSAGES } from '../../../shared/i18n/server-messages';
import { useLoad } from '../../../shared/lib/use-load';
import { Button } from '../../../shared/ui/Button';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { Modal } from '../../../shared/ui/Modal';
import { NeedsConnection } from '../../../shared/ui/NeedsConnection';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { showToast } from '../../../shared/ui/toast-store';
import { addBankCard, changePaymentPassword, deleteBankCard, getBankCards, getBanks, getSecurityOverview, setPaymentPassword } from '../api/security';
import styles from './SecurityCentre.module.css';

const SAVED = msg({ id: 'in_chang_saved', message: 'Changes saved' });

/** /m/securityCenter: the login and payment passwords, the bound mobile and e-mail, bank cards. */
export default function SecurityCentreScreen({ testId }: { testId: string }) {
  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_securityCenter">Security center</Trans>
      </h1>
      <NeedsConnection>
        <SecurityBody />
      </NeedsConnection>
    </main>
  );
}

function SecurityBody() {
  const overview = useLoad(getSecurityOverview);
  if (overview.loaded.state === 'loading') {
    return (
      <p className={styles.muted} role="status">
        <Trans id="loading">Loading…</Trans>
      </p>
    );
  }
  if (overview.loaded.state === 'failed') return <LoadFailure message={describeError(overview.loaded.error)} onRetry={overview.retry} />;
  const value = overview.loaded.value;
  const replace = (next: SecurityOverview) => overview.set(() => next);
  return (
    <>
      <ul className={styles.rows}>
        <li>
          <Link to="/m/changePsw" className={styles.row}>
            <span className={styles.rowLabel}>
              <Trans id="security_login_password">Login password</Trans>
            </span>
            <span className={styles.muted}>
              <Trans id="security_change">Change</Trans>
            </span>
            <ChevronRightIcon size={16} />
          </Link>
        </li>
        <Info label={<Trans id="security_mobile">Mobile number</Trans>} value={value.mobile} />
        <Info label={<Trans id="security_email">E-mail</Trans>} value={value.email} />
      </ul>
      <PaymentPassword overview={value} onSaved={replace} />
      <BankCards onCountChange={(cardCount) => overview.set((o) => ({ ...o, cardCount }))} />
    </>
  );
}

function Info({ label, value }: { label: ReactNode; value: string | null }) {
  return (
    <li className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.muted}>{value ?? <Trans id="security_not_bound">Not bound</Trans>}</span>
    </li>
  );
}

/** Set once (6 digits, twice), then changed with the old one. */
function PaymentPassword({ overview, onSaved }: { overview: SecurityOverview; onSaved: (next: SecurityOverview) => void }) {
  const { _ } = useLingui();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string; password?: string; confirm?: string }>({});
  const [sending, setSending] = useState(false);
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (overview.hasPaymentPassword && !PAYMENT_PASSWORD_PATTERN.test(old)) next.old = _(SERVER_MESSAGES.err_payment_password_format);
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) next.password = _(SERVER_MESSAGES.err_payment_password_format);
    else if (confirm !== password) next.confirm = _(SERVER_MESSAGES.err_confirm_not_matched);
    setErrors(next);
    if (Object.keys(next).length > 0 || sending) return;
    setSending(true);
    try {
      const saved = overview.hasPaymentPassword
        ? await changePaymentPassword({ oldPassword: old, password, confirmPassword: confirm })
        : await setPaymentPassword({ password, confirmPassword: confirm });
      setOld('');
      setPassword('');
      setConfirm('');
      showToast(SAVED, { tone: 'success' });
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.messageKey === 'err_payment_password_wrong') setErrors({ old: _(describeError(e)) });
      else showToast(describeError(e), { tone: 'error', ms: 3000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="payment-password-title">
      <h2 id="payment-password-title" className={styles.sectionTitle}>
        <Trans id="payment_password">Payment password</Trans>
      </h2>
      <p className={styles.muted}>
        {overview.hasPaymentPassword ? (
          <Trans id="payment_password_is_set">Your payment password is set. Withdrawals ask for it.</Trans>
        ) : (
          <Trans id="payment_password_not_set">Set a 6-digit payment password. Withdrawals ask for it.</Trans>
        )}
      </p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {overview.hasPaymentPassword && (
          <PasswordField label={<Trans id="payment_password_old">Current payment password</Trans>} testId="payment-password-old" inputMode="numeric" autoComplete="off" maxLength={6} value={old} onChange={(e) => setOld(digits(e.target.value))} error={errors.old} />
        )}
        <PasswordField label={<Trans id="payment_password_new">New payment password (6 digits)</Trans>} testId="payment-password" inputMode="numeric" autoComplete="off" maxLength={6} value={password} onChange={(e) => setPassword(digits(e.target.value))} error={errors.password} />
        <PasswordField label={<Trans id="payment_password_confirm">Confirm the payment password</Trans>} testId="payment-password-confirm" inputMode="numeric" autoComplete="off" maxLength={6} value={confirm} onChange={(e) => setConfirm(digits(e.target.value))} error={errors.confirm} />
        <Button type="submit" block disabled={sending} data-testid="payment-password-submit">
          {overview.hasPaymentPassword ? <Trans id="payment_password_change">Change payment password</Trans> : <Trans id="payment_password_set">Set payment password</Trans>}
        </Button>
      </form>
    </section>
  );
}

function BankCards({ onCountChange }: { onCountChange: (count: number) => void }) {
  const { _ } = useLingui();
  const { loaded, retry, set } = useLoad(getBankCards);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const replace = (cards: BankCard[]) => {
    set(() => cards);
    onCountChange(cards.length);
  };
  return (
    <section className={styles.section} aria-labelledby="bank-cards-title">
      <h2 id="bank-cards-title" className={styles.sectionTitle}>
        <Trans id="bank_cards">Bank cards</Trans>
      </h2>
      {loaded.state === 'loading' && (
        <p className={styles.muted} role="status">
          <Trans id="loading">Loading…</Trans>
        </p>
      )}
      {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} />}
      {loaded.state === 'ready' && (
        <>
          <p className={styles.muted}>
            <Trans id="bank_cards_count">
              {loaded.value.length} of {MAX_BANK_CARDS} cards bound
            </Trans>
          </p>
          <ul className={styles.cards}>
            {loaded.value.map((card) => (
              <li key={card.id} className={styles.card} data-testid="bank-card">
                <span className={styles.cardText}>
                  <span className={styles.rowLabel}>{card.bankName}</span>
                  <span className={styles.muted}>
                    •••• {card.last4} · {card.holderName}
                  </span>
                </span>
                <Button variant="ghost" size="small" onClick={() => setRemoving(card)} aria-label={_(msg({ id: 'bank_card_delete_named', message: `Delete card ending ${card.last4}` }))}>
                  <Trans id="delete">Delete</Trans>
                </Button>
              </li>
            ))}
          </ul>
          {loaded.value.length < MAX_BANK_CARDS &&
            (adding ? (
              <AddCard
                onAdded={(card) => {
                  replace([...loaded.value, card]);
                  setAdding(false);
                }}
                onCancel={() => setAdding(false)}
              />
            ) : (
              <Button variant="secondary" block onClick={() => setAdding(true)} data-testid="bank-card-add">
                <Trans id="bank_card_add">Add a bank card</Trans>
              </Button>
            ))}
        </>
      )}
      {removing && (
        <Modal
          title={<Trans id="bank_card_delete_title">Delete this card?</Trans>}
          onClose={() => setRemoving(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                <Trans id="cancel">Cancel</Trans>
              </Button>
              <Button
                onClick={() => {
                  const card = removing;
                  setRemoving(null);
                  deleteBankCard(card.id).then(replace, (e: unknown) => showToast(describeError(e), { tone: 'error', ms: 3000 }));
                }}
              >
                <Trans id="delete">Delete</Trans>
              </Button>
            </>
          }
        >
          <p>
            {removing.bankName} •••• {removing.last4}
          </p>
        </Modal>
      )}
    </section>
  );
}

type CardErrors = { bankCode?: string; holderName?: string; cardNumber?: string };

function AddCard({ onAdded, onCancel }: { onAdded: (card: BankCard) => void; onCancel: () => void }) {
  const { _ } = useLingui();
  const banks = useLoad(getBanks);
  const [bankCode, setBankCode] = useState('');
  const [holderName, setHolderName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: CardErrors = {};
    if (!bankCode) next.bankCode = _(SERVER_MESSAGES.err_bank_unknown);
    if (holderName.trim().length < 2) next.holderName = _(SERVER_MESSAGES.err_name_invalid);
    if (!/^\d{12,19}$/.test(cardNumber.replace(/[\s-]/g, ''))) next.cardNumber = _(SERVER_MESSAGES.err_card_number_invalid);
    setErrors(next);
    if (Object.keys(next).length > 0 || sending) return;
    setSending(true);
    try {
      onAdded(await addBankCard({ bankCode, holderName, cardNumber }));
      showToast(SAVED, { tone: 'success' });
    } catch (e) {
      // The server names the field it refused; the message goes beside it, the typing stays.
      const field = e instanceof ApiError && typeof e.value === 'object' && e.value !== null && 'field' in e.value ? String(e.value.field) : null;
      if (field === 'bankCode' || field === 'holderName' || field === 'cardNumber') setErrors({ [field]: _(describeError(e)) });
      else showToast(describeError(e), { tone: 'error', ms: 3000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="bank-card-form">
      <label className={styles.selectField}>
        <span className={styles.selectLabel}>
          <Trans id="bank_card_bank">Bank</Trans>
        </span>
        <select className={styles.select} value={bankCode} onChange={(e) => setBankCode(e.target.value)} data-testid="bank-card-bank" aria-invalid={errors.bankCode ? true : undefined}>
          <option value="">{_(msg({ id: 'bank_card_choose_bank', message: 'Choose a bank' }))}</option>
          {banks.loaded.state === 'ready' &&
            banks.loaded.value.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
        </select>
        {errors.bankCode && (
          <span className={styles.error} role="alert">
            {errors.bankCode}
          </span>
        )}
      </label>
      <TextField label={<Trans id="bank_card_holder">Card holder's name</Trans>} testId="bank-card-holder" autoComplete="cc-name" maxLength={50} value={holderName} onChange={(e) => setHolderName(e.target.value)} error={errors.holderName} />
      <TextField label={<Trans id="bank_card_number">Card number</Trans>} testId="bank-card-number" inputMode="numeric" autoComplete="cc-number" maxLength={23} value={cardNumber} onChange={(e) => setCardNumber(e.target.value)} error={errors.cardNumber} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          <Trans id="cancel">Cancel</Trans>
        </Button>
        <Button type="submit" disabled={sending} data-testid="bank-card-save">
          <Trans id="bank_card_save">Bind card</Trans>
        </Button>
      </div>
    </form>
  );
}

