import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError } from '#src/shared/api/client';
import { isAppPath, pathTo, routeNameOf } from '#src/shared/contract/app-routes';
import type { MessageKey } from '#src/shared/contract/message-keys';
import { checkCaptcha, checkMobile, checkSmsCode, LIMITS } from '#src/shared/contract/validation';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { hasFlag, resourceUrl, siteStore } from '#src/shared/site/site-store';
import { Button } from '#src/shared/ui/Button';
import { CountryCodeSelect, DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import formStyles from '#src/shared/ui/FormParts.module.css';
import { LanguageSwitcher } from '#src/shared/ui/LanguageSwitcher';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { TextField } from '#src/shared/ui/TextField';
import { login } from '../api/login';
import { sendSmsCode } from '../api/send-sms-code';
import { asksForCaptcha, requestCode } from '../lib/code-request';
import { forgetRememberedLogin, readRememberedLogin, writeRememberedLogin } from '../lib/remembered-login';
import { useCaptcha } from '../lib/use-captcha';
import { useStartTrial } from '../lib/use-start-trial';
import { CaptchaField } from './CaptchaField';
import styles from './LoginScreen.module.css';
import { SocialLogins } from './SocialLogins';

type Tab = 'username' | 'sms';
type Field = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha';
type Values = Record<Exclude<Field, 'captcha'>, string> & { dialingCode: string };

const USERNAME_REQUIRED = 'login_username_required';
const REQUIRED_MESSAGES = {
  [USERNAME_REQUIRED]: msg({ id: 'login_username_required', message: 'Please enter your account' }),
  login_password_required: msg({ id: 'login_password_required', message: 'Please enter your password' }),
};
type LocalKey = keyof typeof REQUIRED_MESSAGES;
type Errors = Partial<Record<Field, MessageKey | LocalKey>>;

/** Re-validation after a language change waits this long (product rule 4.6). */
const REVALIDATE_MS = 200;

function validate(tab: Tab, values: Values, captchaShown: boolean, captcha: string, onlyFilled: boolean): Errors {
  const errors: Errors = {};
  const check = (field: Field, value: string, rule: () => MessageKey | LocalKey | null) => {
    if (onlyFilled && !value) return;
    const message = rule();
    if (message) errors[field] = message;
  };
  if (tab === 'username') {
    check('username', values.username, () => (values.username.trim() ? null : USERNAME_REQUIRED));
    check('password', values.password, () => (values.password ? null : 'login_password_required'));
  } else {
    check('mobile', values.mobile, () => checkMobile(values.mobile));
    check('smsCode', values.smsCode, () => checkSmsCode(values.smsCode));
  }
  if (captchaShown) check('captcha', captcha, () => checkCaptcha(captcha));
  return errors;
}

/** Where a guard sent the player from, so login returns there; only same-app paths are followed. */
function guardedFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isAppPath(from) && routeNameOf(new URL(from, 'http://app').pathname) !== 'login' ? from : null;
}

function remembered(tab: Tab): { values: Partial<Values>; remember: boolean } {
  const saved = readRememberedLogin(tab);
  if (!saved) return { values: {}, remember: false };
  return tab === 'username'
    ? { values: { username: saved.username, password: saved.password }, remember: true }
    : { values: { mobile: saved.username, dialingCode: saved.countryDialingCode || DEFAULT_DIALING_CODE }, remember: true };
}

const EMPTY: Values = { username: '', password: '', mobile: '', smsCode: '', dialingCode: DEFAULT_DIALING_CODE };

export default function LoginScreen() {
  const { _, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useSnapshot(siteStore);
  const smsEnabled = hasFlag(config, 'MOBVERFLOGIN3');
  const [tab, setTab] = useState<Tab>('username');
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...remembered('username').values }));
  const [remember, setRemember] = useState(() => remembered('username').remember);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const trial = useStartTrial();
  const latest = useRef({ tab, values, captcha });
  latest.current = { tab, values, captcha };

  // A language change re-checks what was typed, so messages follow the new language at once.
  const firstLocale = useRef(i18n.locale);
  useEffect(() => {
    if (i18n.locale === firstLocale.current) return;
    const timer = setTimeout(() => {
      const { tab: t, values: v, captcha: c } = latest.current;
      setErrors(validate(t, v, c.shown, c.answer, true));
    }, REVALIDATE_MS);
    return () => clearTimeout(timer);
  }, [i18n.locale]);

  function set(field: keyof Values, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function switchTab(next: Tab) {
    if (next === tab) return;
    const saved = remembered(next);
    setTab(next);
    setValues({ ...EMPTY, ...saved.values });
    setRemember(saved.remember);
    setErrors({});
    setFormError(null);
    if (captcha.shown) void captcha.refresh();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(tab, values, captcha.shown, captcha.answer, false);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const captchaPart = captcha.shown && captcha.captchaId ? { captcha: captcha.answer, captchaId: captcha.captchaId } : {};
      if (tab === 'username') {
        await login({ type: 'username', username: values.username.trim(), password: values.password, ...captchaPart });
      } else {
        await login({ type: 'sms', username: values.mobile, password: values.smsCode, countryDialingCode: values.dialingCode, ...captchaPart });
      }
      if (remember) {
        writeRememberedLogin(
          tab === 'username'
            ? { type: 'username', username: values.username.trim(), password: values.password, countryDialingCode: '' }
            : { type: 'sms', username: values.mobile, password: '', countryDialingCode: values.dialingCode },
        );
      } else {
        forgetRememberedLogin(tab);
      }
      navigate(guardedFrom(location.state) ?? pathTo('home'), { replace: true });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.messageKey : 'err_unknown');
      const flagged = asksForCaptcha(error);
      // A captcha is single use: after any failure with one on screen, a new image is needed.
      if (flagged || captcha.shown) void captcha.show();
    } finally {
      setBusy(false);
    }
  }

  const errorText = (field: Field) => {
    const key = errors[field];
    if (!key) return undefined;
    return key in REQUIRED_MESSAGES ? _(REQUIRED_MESSAGES[key as LocalKey]) : _(SERVER_MESSAGES[key as MessageKey]);
  };
  const hasApp = Boolean(resourceUrl(config, 'IOS') || resourceUrl(config, 'Android'));

  return (
    <main className={styles.screen} data-testid="screen-login">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="login_title">Log in</Trans>
        </h1>
        <span className={styles.headingActions}>
          <Link to={pathTo('register')} data-testid="login-register-link">
            <Trans id="register_now">Register now</Trans>
          </Link>
          <LanguageSwitcher />
        </span>
      </div>
      {/* Sent here by a page or a tap that needs an account: say why (in_logged_login, product rule 4.3). */}
      {guardedFrom(location.state) && (
        <p className={styles.reason} role="status" data-testid="login-reason">
          <Trans id="in_logged_login">Please log in first</Trans>
        </p>
      )}
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'username'}
          className={`${styles.tab} ${tab === 'username' ? styles.tabActive : ''}`}
          onClick={() => switchTab('username')}
          data-testid="login-tab-username"
        >
          <Trans id="login_tab_username">Username</Trans>
        </button>
        {smsEnabled && (
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'sms'}
            className={`${styles.tab} ${tab === 'sms' ? styles.tabActive : ''}`}
            onClick={() => switchTab('sms')}
            data-testid="login-tab-sms"
          >
            <Trans id="login_tab_sms">SMS</Trans>
          </button>
        )}
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {tab === 'username' ? (
          <>
            <TextField
              testId="login-username"
              label={<Trans id="login_username_label">Account</Trans>}
              autoComplete="username"
              autoCapitalize="none"
              maxLength={LIMITS.loginUsername}
              value={values.username}
              onChange={(e) => set('username', e.target.value)}
              error={errorText('username')}
            />
            <PasswordField
              testId="login-password"
              label={<Trans id="login_password_label">Password</Trans>}
              autoComplete="current-password"
              maxLength={LIMITS.loginPassword}
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              error={errorText('password')}
            />
          </>
        ) : (
          <>
            <div className={formStyles.row}>
              <CountryCodeSelect value={values.dialingCode} onChange={(code) => set('dialingCode', code)} testId="login-country-code" />
              <div className={formStyles.grow}>
                <TextField
                  testId="login-mobile"
                  label={<Trans id="mobile_label">Mobile number</Trans>}
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={LIMITS.mobile}
                  value={values.mobile}
                  onChange={(e) => set('mobile', e.target.value)}
                  error={errorText('mobile')}
                />
              </div>
            </div>
            <SmsCodeField
              testId="login-sms-code"
              value={values.smsCode}
              onChange={(v) => set('smsCode', v)}
              error={errorText('smsCode')}
              canRequest={checkMobile(values.mobile) === null}
              request={() =>
                requestCode(captcha, (solved) => sendSmsCode({ mobileNum: values.mobile, countryDialingCode: values.dialingCode, purpose: 'login', ...solved }))
              }
            />
          </>
        )}
        {captcha.shown && (
          <CaptchaField
            testId="login-captcha"
            captcha={captcha}
            onTyped={() => setErrors((e) => ({ ...e, captcha: undefined }))}
            error={errorText('captcha')}
          />
        )}
        {formError && (
          <p className={styles.formError} role="alert" data-testid="login-error">
            {_(SERVER_MESSAGES[formError])}
          </p>
        )}
        <div className={styles.remember}>
          <label className={formStyles.check}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="remember-password" />
            <Trans id="remember_password">Remember password</Trans>
          </label>
          <Link to={pathTo('forget')} data-testid="login-forgot">
            <Trans id="forgot_password">Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" block disabled={busy} data-testid="login-submit">
          <Trans id="login_button">Log in</Trans>
        </Button>
      </form>
      <SocialLogins facebook={hasFlag(config, 'FACEBOOKLOGIN3')} google={hasFlag(config, 'GOOGLELOGIN3')} telegram={Boolean(resourceUrl(config, 'TELEGRAM'))} />
      <div className={styles.footerLinks}>
        <button type="button" className={styles.linkButton} onClick={() => void trial.start()} disabled={busy || trial.starting} data-testid="login-trial">
          <Trans id="free_trial">Free trial</Trans>
        </button>
        {hasApp && (
          <Link to={pathTo('app')} data-testid="login-app-download">
            <Trans id="download_app">Download the app</Trans>
          </Link>
        )}
      </div>
    </main>
  );
}
