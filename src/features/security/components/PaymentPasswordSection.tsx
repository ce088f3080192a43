import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type PaymentPasswordProof, paymentPasswordForm, type SecurityOverview } from '#src/shared/contract/security';
import { Button } from '#src/shared/ui/Button';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { showToast } from '#src/shared/ui/toast-store';
import { changePaymentPassword, sendSecurityCode, setPaymentPassword } from '../api/security';
import styles from './SecurityCentre.module.css';
import { SAVED } from './saved-message';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);
const EMPTY = { oldPassword: '', smsCode: '', password: '', confirmPassword: '' };

/** Set once (6 digits, twice), then changed with the current one or an SMS code. */
export function PaymentPasswordSection({ overview, onSaved }: { overview: SecurityOverview; onSaved: (next: SecurityOverview) => void }) {
  const { _ } = useLingui();
  const [proof, setProof] = useState<'old' | 'sms'>('old');
  const changing = overview.hasPaymentPassword;
  const mobile = overview.mobile;
  // The SMS way needs a bound mobile; without one only the current password proves it.
  const by: PaymentPasswordProof = !changing ? 'none' : overview.mobile ? proof : 'old';
  const { form, field, controlled, reset, submit, busy } = useContractForm(paymentPasswordForm, {
    defaultValues: { proof: by, ...EMPTY },
    // A wrong current password is named as the withdrawal names it.
    serverFields: { paymentPassword: 'oldPassword' },
  });
  useEffect(() => form.setValue('proof', by), [form, by]);

  const onSubmit = submit(async ({ oldPassword, smsCode, password, confirmPassword }) => {
    const proofField = by === 'sms' ? { smsCode } : { oldPassword };
    const saved = changing
      ? await changePaymentPassword({ ...proofField, password, confirmPassword })
      : await setPaymentPassword({ password, confirmPassword });
    reset({ proof: by, ...EMPTY });
    showToast(SAVED, { tone: 'success' });
    onSaved(saved);
  });

  return (
    <section className={styles.section} aria-labelledby="payment-password-title">
      <h2 id="payment-password-title" className={styles.sectionTitle}>
        <Trans id="payment_password">Payment password</Trans>
      </h2>
      <p className={styles.muted}>
        {changing ? (
          <Trans id="payment_password_is_set">Your payment password is set. Withdrawals ask for it.</Trans>
        ) : (
          <Trans id="payment_password_not_set">Set a 6-digit payment password. Withdrawals ask for it.</Trans>
        )}
      </p>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {changing && overview.mobile && (
          <div className={styles.switch} role="group" aria-label={_(msg({ id: 'payment_password_proof', message: 'Confirm that it is you with' }))}>
            <button
              type="button"
              className={styles.switchOption}
              aria-pressed={by === 'old'}
              onClick={() => setProof('old')}
              data-testid="payment-password-by-old"
            >
              <Trans id="payment_password_by_old">Current password</Trans>
            </button>
            <button
              type="button"
              className={styles.switchOption}
              aria-pressed={by === 'sms'}
              onClick={() => setProof('sms')}
              data-testid="payment-password-by-sms"
            >
              <Trans id="payment_password_by_sms">SMS code</Trans>
            </button>
          </div>
        )}
        {changing && by === 'old' && (
          <PasswordField
            label={<Trans id="payment_password_old">Current payment password</Trans>}
            testId="payment-password-old"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            {...field('oldPassword', { keep: digits })}
          />
        )}
        {changing && by === 'sms' && (
          <SmsCodeField
            testId="payment-password-sms-code"
            label={<Trans id="payment_password_sms_code">Code sent to {mobile}</Trans>}
            {...controlled('smsCode')}
            canRequest
            request={() => sendSecurityCode({ purpose: 'payment_password' })}
          />
        )}
        {changing && !overview.mobile && (
          <p className={styles.muted}>
            <Trans id="payment_password_sms_hint">Forgot it? Bind a mobile number above to change it with an SMS code.</Trans>
          </p>
        )}
        <PasswordField
          label={<Trans id="payment_password_new">New payment password (6 digits)</Trans>}
          testId="payment-password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          {...field('password', { keep: digits })}
        />
        <PasswordField
          label={<Trans id="payment_password_confirm">Confirm the payment password</Trans>}
          testId="payment-password-confirm"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          {...field('confirmPassword', { keep: digits })}
        />
        <Button type="submit" block disabled={busy} data-testid="payment-password-submit">
          {changing ? <Trans id="payment_password_change">Change payment password</Trans> : <Trans id="payment_password_set">Set payment password</Trans>}
        </Button>
      </form>
    </section>
  );
}
