import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#src/shared/api/api-error';
import { MAX_BANK_CARDS } from '#src/shared/contract/security';
import type { BankCard } from '#src/shared/contract/wallet';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { Button } from '#src/shared/ui/Button';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { Modal } from '#src/shared/ui/Modal';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { addBankCard, deleteBankCard, getBankCards, getBanks } from '../api/security';
import styles from './SecurityCentre.module.css';
import { SAVED } from './saved-message';

/** The bound cards (last 4 digits only): add up to MAX_BANK_CARDS, delete with confirmation. */
export function BankCardsSection({ onCountChange }: { onCountChange: (count: number) => void }) {
  const { _ } = useLingui();
  const { loaded, retry, set } = useLoad(getBankCards, { key: 'bank-cards' });
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
                <Button
                  variant="ghost"
                  onClick={() => setRemoving(card)}
                  aria-label={_(msg({ id: 'bank_card_delete_named', message: `Delete card ending ${card.last4}` }))}
                >
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
    // An empty field is asked for; a filled one that cannot be right is called wrong.
    if (!holderName.trim()) next.holderName = _(SERVER_MESSAGES.err_field_required);
    else if (holderName.trim().length < 2) next.holderName = _(SERVER_MESSAGES.err_name_invalid);
    if (!cardNumber.trim()) next.cardNumber = _(SERVER_MESSAGES.err_field_required);
    else if (!/^\d{12,19}$/.test(cardNumber.replace(/[\s-]/g, ''))) next.cardNumber = _(SERVER_MESSAGES.err_card_number_invalid);
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
        <select
          className={styles.select}
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          data-testid="bank-card-bank"
          aria-invalid={errors.bankCode ? true : undefined}
        >
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
      <TextField
        label={<Trans id="bank_card_holder">Card holder's name</Trans>}
        testId="bank-card-holder"
        autoComplete="cc-name"
        maxLength={50}
        value={holderName}
        onChange={(e) => setHolderName(e.target.value)}
        error={errors.holderName}
      />
      <TextField
        label={<Trans id="bank_card_number">Card number</Trans>}
        testId="bank-card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={cardNumber}
        onChange={(e) => setCardNumber(e.target.value)}
        error={errors.cardNumber}
      />
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
