import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError } from '#src/shared/api/client';
import { ageConfirmKey, DEFAULT_AGE_LIMIT } from '#src/shared/contract/age';
import { pathTo } from '#src/shared/contract/app-routes';
import type { MessageKey } from '#src/shared/contract/message-keys';
import {
  checkCaptcha,
  checkMobile,
  type FieldSetting,
  LIMITS,
  REGISTER_FIELD_ORDER,
  type RegisterFieldName,
  registrationForm,
  registrationValues,
} from '#src/shared/contract/validation';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { localToday } from '#src/shared/lib/local-today';
import { detectRegisterMethod } from '#src/shared/lib/register-method';
import { hasFlag, resourceUrl, siteStore } from '#src/shared/site/site-store';
import { Button } from '#src/shared/ui/Button';
import { DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import { DateField } from '#src/shared/ui/DateField';
import formStyles from '#src/shared/ui/FormParts.module.css';
import { FormFailure } from '#src/shared/ui/form/FormFailure';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { MobileField } from '#src/shared/ui/MobileField';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { checkAffiliateCode, register } from '../api/register';
import { sendSmsCode } from '../api/send-sms-code';
import { useCaptcha } from '../lib/use-captcha';
import { CaptchaField } from './CaptchaField';
import styles from './LoginScreen.module.css';
import { FIELD_LABELS, NUMERIC_FIELDS, PASSWORD_FIELDS } from './register-fields';

type Method = 'username' | 'mobileNum';
const REGISTERED = msg({ id: 'in_registered_successfully', message: 'Registered successfully' });

export default function RegisterScreen() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config } = useSnapshot(siteStore);
  const usernameAllowed = hasFlag(config, 'USERNAMEREG3');
  const mobileAllowed = hasFlag(config, 'MOBILENUMREG3');
  const smsRequired = hasFlag(config, 'REGMOBVERF3');
  const [method, setMethod] = useState<Method>(!usernameAllowed && mobileAllowed ? 'mobileNum' : 'username');
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [agreed, setAgreed] = useState(true);
  const ageLimit = config?.info.ageLimit ?? DEFAULT_AGE_LIMIT;

  // Only mobile allowed: default to it once the config arrives (product rule 2.16).
  useEffect(() => {
    if (!usernameAllowed && mobileAllowed) setMethod('mobileNum');
  }, [usernameAllowed, mobileAllowed]);

  const settings = useMemo<FieldSetting[]>(
    () => (config?.info.register ?? []).map((s) => (s.name === 'verificationCode' ? { ...s, enabled: smsRequired } : { ...s })),
    [config, smsRequired],
  );
  // The merchant's fields decide the form's schema, made anew when they or the method change.
  const schema = useMemo(() => registrationForm(settings, method, { today: localToday(), limit: ageLimit }), [settings, method, ageLimit]);
  const { form, field, controlled, problem, submit, busy, failure } = useContractForm(schema, {
    defaultValues: registrationValues({ affiliateCode: params.get('affiliateCode') ?? params.get('code') ?? '' }),
    failures: 'form',
  });
  const mobileNum = form.watch('mobileNum');
  const captchaEnabled = settings.some((s) => s.name === 'captcha' && s.enabled);
  // A code goes to a number nobody holds yet only after a captcha (the server's rule): the one
  // captcha lets one code out and then serves the registration; another code needs a new one.
  const codeNeedsCaptcha = method === 'mobileNum' && smsRequired;
  const captchaShown = captchaEnabled || codeNeedsCaptcha;
  const captcha = useCaptcha(false);
  const { show: showCaptcha } = captcha;
  useEffect(() => {
    if (captchaShown) void showCaptcha();
  }, [captchaShown, showCaptcha]);
  const codeSentWith = useRef<string | null>(null);

  const visible = REGISTER_FIELD_ORDER.filter((name) => {
    if (name === 'captcha') return false;
    if (name === 'username') return method === 'username';
    if (name === 'mobileNum') return method === 'mobileNum' || settings.some((s) => s.name === name && s.enabled);
    if (name === 'verificationCode') return method === 'mobileNum' && smsRequired;
    return settings.some((s) => s.name === name && s.enabled);
  });

  /** A problem the form finds outside its schema (the invitation code, the captcha of a code), beside its field. */
  function fail(name: RegisterFieldName, message: MessageKey) {
    form.setError(name, { type: 'server', message }, { shouldFocus: true });
    if (name === 'captcha') document.querySelector<HTMLInputElement>('[data-testid="register-captcha"]')?.focus();
  }

  const send = submit(async (values) => {
    const domain = window.location.hostname;
    const affiliate = values.affiliateCode.trim();
    if (affiliate && settings.some((s) => s.name === 'affiliateCode' && s.enabled)) {
      const { success } = await checkAffiliateCode(affiliate, domain);
      if (!success) {
        fail('affiliateCode', 'invitation_code_error');
        return;
      }
    }
    const payload = Object.fromEntries(visible.map((name) => [name, values[name].trim() || undefined]));
    try {
      await register({
        ...payload,
        password: values.password,
        confirmPassword: values.confirmPassword,
        countryDialingCode: method === 'mobileNum' || values.mobileNum ? dialingCode : undefined,
        captcha: captchaEnabled ? captcha.answer : undefined,
        captchaId: captchaEnabled ? (captcha.captchaId ?? undefined) : undefined,
        registerUrl: domain,
        registerMethod: detectRegisterMethod(),
        type: 0,
        domain,
        ageConfirmed: agreed,
      });
    } catch (error) {
      // A captcha is single use: after a refusal the next try needs a new image.
      if (captchaShown) void captcha.refresh();
      throw error;
    }
    showToast(REGISTERED, { tone: 'success' });
    navigate(pathTo('home'), { replace: true });
  });
  // The captcha's answer lives with its image (useCaptcha); the form is told it before its check.
  const onSubmit = (event: FormEvent) => {
    form.setValue('captcha', captcha.answer);
    return send(event);
  };

  async function requestCode() {
    // The captcha that let the last code out lets out no other: a new one is asked for.
    if (captcha.captchaId !== null && captcha.captchaId === codeSentWith.current) {
      void captcha.refresh();
      fail('captcha', 'err_captcha_required');
      throw new ApiError('err_captcha_required', 0);
    }
    try {
      const sent = await sendSmsCode({
        mobileNum,
        countryDialingCode: dialingCode,
        purpose: 'register',
        captchaId: captcha.captchaId ?? undefined,
        captcha: captcha.answer,
      });
      codeSentWith.current = captcha.captchaId;
      return sent;
    } catch (error) {
      if (error instanceof ApiError && (error.value as { field?: unknown } | null)?.field === 'captcha') {
        fail('captcha', error.messageKey);
        void captcha.refresh();
      }
      throw error;
    }
  }

  const captchaField = <CaptchaField testId="register-captcha" captcha={captcha} onTyped={() => form.clearErrors('captcha')} {...problem('captcha')} />;
  const appLink = resourceUrl(config, 'Android') ?? resourceUrl(config, 'IOS');

  return (
    <main className={styles.screen} data-testid="screen-register">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="route_register">Register</Trans>
        </h1>
        <Link to={pathTo('login')} data-testid="register-login-link">
          <Trans id="login_button">Log in</Trans>
        </Link>
      </div>
      {usernameAllowed && mobileAllowed && (
        <div className={styles.tabs} role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={method === 'username'}
            className={`${styles.tab} ${method === 'username' ? styles.tabActive : ''}`}
            onClick={() => setMethod('username')}
            data-testid="register-tab-username"
          >
            <Trans id="login_tab_username">Username</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={method === 'mobileNum'}
            className={`${styles.tab} ${method === 'mobileNum' ? styles.tabActive : ''}`}
            onClick={() => setMethod('mobileNum')}
            data-testid="register-tab-mobile"
          >
            <Trans id="register_tab_mobile">Mobile</Trans>
          </button>
        </div>
      )}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {visible.map((name) => {
          const common = {
            testId: `register-${name}`,
            label: _(FIELD_LABELS[name]),
            maxLength: name === 'mobileNum' ? LIMITS.mobile : settings.find((s) => s.name === name)?.maxLength,
          };
          if (PASSWORD_FIELDS.has(name)) return <PasswordField key={name} autoComplete="new-password" {...common} {...field(name)} />;
          if (name === 'verificationCode') {
            return (
              <Fragment key={name}>
                {captchaField}
                <SmsCodeField
                  testId="register-verificationCode"
                  {...controlled('verificationCode')}
                  canRequest={checkMobile(mobileNum) === null && checkCaptcha(captcha.answer) === null}
                  request={requestCode}
                />
              </Fragment>
            );
          }
          if (name === 'mobileNum') {
            return (
              <MobileField
                key={name}
                countryTestId="register-countryDialingCode"
                dialingCode={dialingCode}
                onDialingCode={setDialingCode}
                {...common}
                {...field(name)}
              />
            );
          }
          if (name === 'birthDate') return <DateField key={name} max={localToday()} autoComplete="bday" {...common} {...controlled(name)} />;
          return <TextField key={name} inputMode={NUMERIC_FIELDS.has(name) ? 'numeric' : undefined} autoCapitalize="none" {...common} {...field(name)} />;
        })}
        {captchaShown && !codeNeedsCaptcha && captchaField}
        <FormFailure failure={failure} testId="register-error" />
        <label className={formStyles.check}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="register-agreement" />
          {ageLimit === 21 ? (
            <Trans id="register_agreement_21">I am 21 years old or over and agree to the terms and conditions</Trans>
          ) : (
            <Trans id="register_agreement">I am 18 years old or over and agree to the terms and conditions</Trans>
          )}
        </label>
        {!agreed && (
          <p className={formStyles.failure} data-testid="register-age-hint">
            {_(SERVER_MESSAGES[ageConfirmKey(ageLimit)])}
          </p>
        )}
        <Button type="submit" block disabled={!agreed || busy} data-testid="register-submit">
          <Trans id="register_button">Register</Trans>
        </Button>
      </form>
      {appLink && (
        <div className={styles.footerLinks}>
          <a href={appLink} target="_blank" rel="noopener noreferrer" data-testid="register-app-download">
            <Trans id="download_app">Download the app</Trans>
          </a>
        </div>
      )}
    </main>
  );
}
