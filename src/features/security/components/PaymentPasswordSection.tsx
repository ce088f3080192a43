import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#src/shared/api/api-error';
import { PAYMENT_PASSWORD_PATTERN, type SecurityOverview } from '#src/shared/contract/security';
import { checkSmsCode } from '#src/shared/contract/validation';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { Button } from '#src/shared/ui/Button';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { showToast } from '#src/shared/ui/toast-store';
import { changePaymentPassword, sendSecurityCode, setPaymentPassword } from '../api/security';
import styles from './SecurityCentre.module.css';
import { SAVED } from './saved-message';

/** How a change proves it is the member: the current payment password, or a code sent to the bound mobile. */
type Proof = 'old' | 'sms';
type Errors = { old?: string; smsCode?: string; password?: string; confirm?: string };

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/** Set once (6 digits, twice), then changed with the current one or an SMS code. */
export function PaymentPasswordSection({ overview, onSaved }: { overview: SecurityOverview; onSaved: (next: SecurityOverview) => void }) {
  const { _ } = useLingui();
  const [proof, setProof] = useState<Proof>('old');
  const [old, setOld] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const changing = overview.hasPaymentPassword;
  const mobile = overview.mobile;
  // The SMS way needs a bound mobile; without one only the current password proves it.
  const by: Proof = changing && overview.mobile ? proof : 'old';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (changing && by === 'old' && !PAYMENT_PASSWORD_PATTERN.test(old)) next.old = _(SERVER_MESSAGES.err_payment_password_format);
    const codeProblem = changing && by === 'sms' ? checkSmsCode(smsCode) : null;
    if (codeProblem) next.smsCode = _(SERVER_MESSAGES[codeProblem]);
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) next.password = _(SERVER_MESSAGES.err_payment_password_format);
    else if (changing && by === 'old' && password === old) next.password = _(SERVER_MESSAGES.err_payment_password_same);
    else if (confirm !== password) next.confirm = _(SERVER_MESSAGES.err_confirm_not_matched);
    setErrors(next);
    if (Object.keys(next).length > 0 || sending) return;
    setSending(true);
    try {
      const proofField = by === 'sms' ? { smsCode } : { oldPassword: old };
      const saved = changing
        ? await changePaymentPassword({ ...proofField, password, confirmPassword: confirm })
        : await setPaymentPassword({ password, confirmPassword: confirm });
      setOld('');
      setSmsCode('');
      setPassword('');
      setConfirm('');
      showToast(SAVED, { tone: 'success' });
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError && e.messageKey === 'err_payment_password_wrong') setErrors({ old: _(describeError(e)) });
      else if (e instanceof ApiError && e.messageKey === 'err_sms_code_wrong') setErrors({ smsCode: _(describeError(e)) });
      else if (e instanceof ApiError && e.messageKey === 'err_payment_password_same') setErrors({ password: _(describeError(e)) });
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
        {changing ? (
          <Trans id="payment_password_is_set">Your payment password is set. Withdrawals ask for it.</Trans>
        ) : (
          <Trans id="payment_password_not_set">Set a 6-digit payment password. Withdrawals ask for it.</Trans>
        )}
      </p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
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
            value={old}
            onChange={(e) => setOld(digits(e.target.value))}
            error={errors.old}
          />
        )}
        {changing && by === 'sms' && (
          <SmsCodeField
            testId="payment-password-sms-code"
            label={<Trans id="payment_password_sms_code">Code sent to {mobile}</Trans>}
            value={smsCode}
            onChange={setSmsCode}
            error={errors.smsCode}
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
          value={password}
          onChange={(e) => setPassword(digits(e.target.value))}
          error={errors.password}
        />
        <PasswordField
          label={<Trans id="payment_password_confirm">Confirm the payment password</Trans>}
          testId="payment-password-confirm"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={confirm}
          onChange={(e) => setConfirm(digits(e.target.value))}
          error={errors.confirm}
        />
        <Button type="submit" block disabled={sending} data-testid="payment-password-submit">
          {changing ? <Trans id="payment_password_change">Change payment password</Trans> : <Trans id="payment_password_set">Set payment password</Trans>}
        </Button>
      </form>
    </section>
  );
}
