import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '#src/shared/api/client';
import { pathTo } from '#src/shared/contract/app-routes';
import type { MessageKey } from '#src/shared/contract/message-keys';
import { checkConfirmPassword, checkEmail, checkMobile, checkNewPassword, checkSmsCode, LIMITS } from '#src/shared/contract/validation';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { Button } from '#src/shared/ui/Button';
import { CountryCodeSelect, DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import formStyles from '#src/shared/ui/FormParts.module.css';
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
type Field = 'mobile' | 'email' | 'code' | 'newPassword' | 'confirmPassword';
const RESET_DONE = msg({ id: 'password_reset_done', message: 'Password changed, please log in' });

/** Password recovery by SMS code or by e-mail code; success leads to login. */
export default function ForgetScreen() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('sms');
  const [v, setV] = useState({ mobile: '', email: '', code: '', newPassword: '', confirmPassword: '', dialingCode: DEFAULT_DIALING_CODE });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown once the server asks for one before another code to the number.
  const captcha = useCaptcha();

  const set = (field: keyof typeof v, value: string) => {
    setV((old) => ({ ...old, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function validate(): Partial<Record<Field, MessageKey>> {
    const found: Partial<Record<Field, MessageKey>> = {};
    const identity = channel === 'sms' ? checkMobile(v.mobile) : checkEmail(v.email);
    if (identity) found[channel === 'sms' ? 'mobile' : 'email'] = identity;
    const code = checkSmsCode(v.code);
    if (code) found.code = code;
    const pw = checkNewPassword(v.newPassword);
    if (pw) found.newPassword = pw;
    const confirm = checkConfirmPassword(v.newPassword, v.confirmPassword);
    if (confirm) found.confirmPassword = confirm;
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (channel === 'sms') {
        await resetPasswordBySms({
          mobileNum: v.mobile,
          countryDialingCode: v.dialingCode,
          verificationCode: v.code,
          newPassword: v.newPassword,
          confirmPassword: v.confirmPassword,
        });
      } else {
        await resetPasswordByEmail({ email: v.email, verificationCode: v.code, newPassword: v.newPassword, confirmPassword: v.confirmPassword });
      }
      showToast(RESET_DONE, { tone: 'success' });
      navigate(pathTo('login'), { replace: true });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.messageKey : 'err_unknown');
    } finally {
      setBusy(false);
    }
  }

  const text = (f: Field) => (errors[f] ? _(SERVER_MESSAGES[errors[f]]) : undefined);
  const tab = (c: Channel, testId: string, label: React.ReactNode) => (
    <button
      type="button"
      role="tab"
      aria-selected={channel === c}
      className={`${styles.tab} ${channel === c ? styles.tabActive : ''}`}
      onClick={() => {
        setChannel(c);
        setErrors({});
        setFormError(null);
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
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {channel === 'sms' ? (
          <div className={formStyles.row}>
            <CountryCodeSelect value={v.dialingCode} onChange={(c) => set('dialingCode', c)} testId="forget-country-code" />
            <div className={formStyles.grow}>
              <TextField
                testId="forget-mobile"
                label={<Trans id="mobile_label">Mobile number</Trans>}
                inputMode="numeric"
                maxLength={LIMITS.mobile}
                value={v.mobile}
                onChange={(e) => set('mobile', e.target.value)}
                error={text('mobile')}
              />
            </div>
          </div>
        ) : (
          <TextField
            testId="forget-email"
            label={<Trans id="field_email">E-mail</Trans>}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            value={v.email}
            onChange={(e) => set('email', e.target.value)}
            error={text('email')}
          />
        )}
        <SmsCodeField
          testId="forget-code"
          value={v.code}
          onChange={(c) => set('code', c)}
          error={text('code')}
          canRequest={channel === 'sms' ? checkMobile(v.mobile) === null : checkEmail(v.email) === null}
          request={() =>
            channel === 'sms'
              ? requestCode(captcha, (solved) => sendSmsCode({ mobileNum: v.mobile, countryDialingCode: v.dialingCode, purpose: 'forget', ...solved }))
              : requestEmailCode(v.email)
          }
        />
        {channel === 'sms' && captcha.shown && <CaptchaField testId="forget-captcha" captcha={captcha} onTyped={() => undefined} />}
        <PasswordField
          testId="forget-new-password"
          label={<Trans id="new_password">New password</Trans>}
          autoComplete="new-password"
          value={v.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
          error={text('newPassword')}
        />
        <PasswordField
          testId="forget-confirm-password"
          label={<Trans id="field_confirm_password">Confirm password</Trans>}
          autoComplete="new-password"
          value={v.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          error={text('confirmPassword')}
        />
        {formError && (
          <p className={styles.formError} role="alert" data-testid="forget-error">
            {_(SERVER_MESSAGES[formError])}
          </p>
        )}
        <Button type="submit" block disabled={busy} data-testid="forget-submit">
          <Trans id="confirm">Confirm</Trans>
        </Button>
      </form>
    </main>
  );
}
