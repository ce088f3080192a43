import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { checkEmail, checkMobile, forgetPasswordForm, LIMITS } from '#src/shared/contract/validation';
import { Button } from '#src/shared/ui/Button';
import { DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import { FormFailure } from '#src/shared/ui/form/FormFailure';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { MobileField } from '#src/shared/ui/MobileField';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { requestEmailCode, resetPasswordByEmail, resetPasswordBySms } from '../api/forget-password';
import { sendSmsCode } from '../api/send-sms-code';
import { requestCode } from '../lib/code-request';
import { useCaptcha } from '../lib/use-captcha';
import { CaptchaField } from './CaptchaField';
import styles from './LoginScreen.module.css';

type Channel = 'sms' | 'email';
const RESET_DONE = msg({ id: 'password_reset_done', message: 'Password changed, please log in' });
const EMPTY = { mobileNum: '', email: '', verificationCode: '', newPassword: '', confirmPassword: '' };

/** Password recovery by SMS code or by e-mail code; success leads to login. */
export default function ForgetScreen() {
  const navigate = useNavigate();
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const { form, field, controlled, submit, busy, failure } = useContractForm(forgetPasswordForm, {
    defaultValues: { channel: 'sms', ...EMPTY },
    failures: 'form',
  });
  const channel = form.watch('channel') as Channel;
  const [mobileNum, email] = form.watch(['mobileNum', 'email']);
  // Shown once the server asks for one before another code to the number.
  const captcha = useCaptcha();

  const onSubmit = submit(async ({ mobileNum, email, verificationCode, newPassword, confirmPassword }) => {
    if (channel === 'sms') await resetPasswordBySms({ mobileNum, countryDialingCode: dialingCode, verificationCode, newPassword, confirmPassword });
    else await resetPasswordByEmail({ email, verificationCode, newPassword, confirmPassword });
    showToast(RESET_DONE, { tone: 'success' });
    navigate(pathTo('login'), { replace: true });
  });

  const tab = (c: Channel, testId: string, label: React.ReactNode) => (
    <button
      type="button"
      role="tab"
      aria-selected={channel === c}
      className={`${styles.tab} ${channel === c ? styles.tabActive : ''}`}
      onClick={() => {
        form.setValue('channel', c);
        form.clearErrors();
      }}
      data-testid={testId}
    >
      {label}
    </button>
  );

  return (
    <main className={styles.screen} data-testid="screen-forget">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="route_forget">Forgot password</Trans>
        </h1>
      </div>
      <div className={styles.tabs} role="tablist">
        {tab('sms', 'forget-tab-sms', <Trans id="forget_by_sms">By SMS</Trans>)}
        {tab('email', 'forget-tab-email', <Trans id="forget_by_email">By e-mail</Trans>)}
      </div>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {channel === 'sms' ? (
          <MobileField
            testId="forget-mobile"
            countryTestId="forget-country-code"
            dialingCode={dialingCode}
            onDialingCode={setDialingCode}
            {...field('mobileNum')}
          />
        ) : (
          <TextField
            testId="forget-email"
            label={<Trans id="field_email">E-mail</Trans>}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            {...field('email')}
          />
        )}
        <SmsCodeField
          testId="forget-code"
          {...controlled('verificationCode')}
          canRequest={channel === 'sms' ? checkMobile(mobileNum) === null : checkEmail(email) === null}
          request={() =>
            channel === 'sms'
              ? requestCode(captcha, (solved) => sendSmsCode({ mobileNum, countryDialingCode: dialingCode, purpose: 'forget', ...solved }))
              : requestEmailCode(email)
          }
        />
        {channel === 'sms' && captcha.shown && <CaptchaField testId="forget-captcha" captcha={captcha} onTyped={() => undefined} />}
        <PasswordField
          testId="forget-new-password"
          label={<Trans id="new_password">New password</Trans>}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          testId="forget-confirm-password"
          label={<Trans id="field_confirm_password">Confirm password</Trans>}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormFailure failure={failure} testId="forget-error" />
        <Button type="submit" block disabled={busy} data-testid="forget-submit">
          <Trans id="confirm">Confirm</Trans>
        </Button>
      </form>
    </main>
  );
}
