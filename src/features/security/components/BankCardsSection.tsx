import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { bankCardForm, MAX_BANK_CARDS } from '#src/shared/contract/security';
import type { BankCard } from '#src/shared/contract/wallet';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { Button } from '#src/shared/ui/Button';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
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

function AddCard({ onAdded, onCancel }: { onAdded: (card: BankCard) => void; onCancel: () => void }) {
  const { _ } = useLingui();
  const banks = useLoad(getBanks);
  const { field, submit, busy } = useContractForm(bankCardForm, { defaultValues: { bankCode: '', holderName: '', cardNumber: '' } });
  const onSubmit = submit(async (values) => {
    onAdded(await addBankCard(values));
    showToast(SAVED, { tone: 'success' });
  });
  const { error: bankError, ...bank } = field('bankCode');

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="bank-card-form">
      <label className={styles.selectField}>
        <span className={styles.selectLabel}>
          <Trans id="bank_card_bank">Bank</Trans>
        </span>
        <select className={styles.select} {...bank} data-testid="bank-card-bank" aria-invalid={bankError ? true : undefined}>
          <option value="">{_(msg({ id: 'bank_card_choose_bank', message: 'Choose a bank' }))}</option>
          {banks.loaded.state === 'ready' &&
            banks.loaded.value.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
        </select>
        {bankError && (
          <span className={styles.error} role="alert">
            {bankError}
          </span>
        )}
      </label>
      <TextField
        label={<Trans id="bank_card_holder">Card holder's name</Trans>}
        testId="bank-card-holder"
        autoComplete="cc-name"
        maxLength={50}
        {...field('holderName')}
      />
      <TextField
        label={<Trans id="bank_card_number">Card number</Trans>}
        testId="bank-card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...field('cardNumber')}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          <Trans id="cancel">Cancel</Trans>
        </Button>
        <Button type="submit" disabled={busy} data-testid="bank-card-save">
          <Trans id="bank_card_save">Bind card</Trans>
        </Button>
      </div>
    </form>
  );
}
