import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo } from '#src/shared/contract/app-routes';
import { checkMobile, LIMITS, loginForm } from '#src/shared/contract/validation';
import { historyIndex } from '#src/shared/lib/history-index';
import { opensOverReturn, returnPath } from '#src/shared/session/login-return';
import { hasFlag, resourceUrl, siteStore } from '#src/shared/site/site-store';
import { Button } from '#src/shared/ui/Button';
import { DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import formStyles from '#src/shared/ui/FormParts.module.css';
import { FormFailure } from '#src/shared/ui/form/FormFailure';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { LanguageSwitcher } from '#src/shared/ui/LanguageSwitcher';
import { MobileField } from '#src/shared/ui/MobileField';
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
type Remembered = { username?: string; password?: string; mobileNum?: string; dialingCode?: string };

/** Re-validation after a language change waits this long (product rule 4.6). */
const REVALIDATE_MS = 200;
/** What each tab checks, besides a shown captcha. */
const TAB_FIELDS = { username: ['username', 'password'], sms: ['mobileNum', 'smsCode'] } as const;

function remembered(tab: Tab): { values: Remembered; remember: boolean } {
  const saved = readRememberedLogin(tab);
  if (!saved) return { values: {}, remember: false };
  return tab === 'username'
    ? { values: { username: saved.username, password: saved.password }, remember: true }
    : { values: { mobileNum: saved.username, dialingCode: saved.countryDialingCode || DEFAULT_DIALING_CODE }, remember: true };
}

const EMPTY = { username: '', password: '', mobileNum: '', smsCode: '', captchaShown: '', captcha: '' };

export default function LoginScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useSnapshot(siteStore);
  const smsEnabled = hasFlag(config, 'MOBVERFLOGIN3');
  const [first] = useState(() => remembered('username'));
  const [remember, setRemember] = useState(first.remember);
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const { form, field, controlled, problem, submit, busy, failure } = useContractForm(loginForm, {
    defaultValues: { ...EMPTY, tab: 'username', username: first.values.username ?? '', password: first.values.password ?? '' },
    failures: 'form',
  });
  const tab = form.watch('tab') as Tab;
  const mobileNum = form.watch('mobileNum');
  const captcha = useCaptcha();
  const trial = useStartTrial();

  // The captcha's answer lives with its image (useCaptcha); the form is told it before each check.
  const withCaptcha = () => {
    form.setValue('captchaShown', captcha.shown ? 'yes' : '');
    form.setValue('captcha', captcha.answer);
  };
  const latestCaptcha = useRef(withCaptcha);
  latestCaptcha.current = withCaptcha;

  // A language change re-checks what was typed, so messages follow the new language at once.
  const firstLocale = useRef(i18n.locale);
  useEffect(() => {
    if (i18n.locale === firstLocale.current) return;
    const timer = setTimeout(() => {
      latestCaptcha.current();
      const values = form.getValues();
      const shown = values.captchaShown === 'yes' ? (['captcha'] as const) : [];
      void form.trigger([...TAB_FIELDS[values.tab as Tab], ...shown].filter((name) => values[name] !== ''));
    }, REVALIDATE_MS);
    return () => clearTimeout(timer);
  }, [i18n.locale, form]);

  function switchTab(next: Tab) {
    if (next === tab) return;
    const saved = remembered(next);
    form.reset({ ...EMPTY, ...saved.values, tab: next });
    setDialingCode(saved.values.dialingCode ?? DEFAULT_DIALING_CODE);
    setRemember(saved.remember);
    if (captcha.shown) void captcha.refresh();
  }

  const send = submit(async ({ username, password, mobileNum, smsCode }) => {
    const captchaPart = captcha.shown && captcha.captchaId ? { captcha: captcha.answer, captchaId: captcha.captchaId } : {};
    try {
      if (tab === 'username') await login({ type: 'username', username: username.trim(), password, ...captchaPart });
      else await login({ type: 'sms', username: mobileNum, password: smsCode, countryDialingCode: dialingCode, ...captchaPart });
    } catch (error) {
      // A captcha is single use: after any failure with one on screen, a new image is needed.
      if (asksForCaptcha(error) || captcha.shown) void captcha.show();
      throw error;
    }
    if (remember) {
      writeRememberedLogin(
        tab === 'username'
          ? { type: 'username', username: username.trim(), password, countryDialingCode: '' }
          : { type: 'sms', username: mobileNum, password: '', countryDialingCode: dialingCode },
      );
    } else {
      forgetRememberedLogin(tab);
    }
    if (opensOverReturn(location.state) && historyIndex() > 0) navigate(-1);
    else navigate(returnPath(location.state) ?? pathTo('home'), { replace: true });
  });
  const onSubmit = (event: FormEvent) => {
    withCaptcha();
    return send(event);
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
      {returnPath(location.state) && (
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
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {tab === 'username' ? (
          <>
            <TextField
              testId="login-username"
              label={<Trans id="login_username_label">Account</Trans>}
              autoComplete="username"
              autoCapitalize="none"
              maxLength={LIMITS.loginUsername}
              {...field('username')}
            />
            <PasswordField
              testId="login-password"
              label={<Trans id="login_password_label">Password</Trans>}
              autoComplete="current-password"
              maxLength={LIMITS.loginPassword}
              {...field('password')}
            />
          </>
        ) : (
          <>
            <MobileField
              testId="login-mobile"
              countryTestId="login-country-code"
              dialingCode={dialingCode}
              onDialingCode={setDialingCode}
              {...field('mobileNum')}
            />
            <SmsCodeField
              testId="login-sms-code"
              {...controlled('smsCode')}
              canRequest={checkMobile(mobileNum) === null}
              request={() => requestCode(captcha, (solved) => sendSmsCode({ mobileNum, countryDialingCode: dialingCode, purpose: 'login', ...solved }))}
            />
          </>
        )}
        {captcha.shown && <CaptchaField testId="login-captcha" captcha={captcha} onTyped={() => form.clearErrors('captcha')} {...problem('captcha')} />}
        <FormFailure failure={failure} testId="login-error" />
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
