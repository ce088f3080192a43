import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describeError } from '../../../shared/i18n/server-messages';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { loginWithPassword } from '../api/login';
import styles from './LoginScreen.module.css';

type Errors = { username?: MessageDescriptor; password?: MessageDescriptor; form?: MessageDescriptor };

const USERNAME_REQUIRED = msg({ id: 'login_username_required', message: 'Please enter your account' });
const PASSWORD_REQUIRED = msg({ id: 'login_password_required', message: 'Please enter your password' });

/** Where a guard sent the player from, so login returns there; only same-app paths are followed. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/m/') && !from.startsWith('/m/login') ? from : '/m/home';
}

export default function LoginScreen() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = USERNAME_REQUIRED;
    if (!password) next.password = PASSWORD_REQUIRED;
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await loginWithPassword(username, password);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setErrors({ form: describeError(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.screen} data-testid="screen-login">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="login_title">Log in</Trans>
        </h1>
        <Link to="/m/register" data-testid="login-register-link">
          <Trans id="register_now">Register now</Trans>
        </Link>
      </div>
      <div className={styles.tabs} role="tablist">
        <button type="button" role="tab" aria-selected="true" className={`${styles.tab} ${styles.tabActive}`} data-testid="login-tab-username">
          <Trans id="login_tab_username">Username</Trans>
        </button>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          testId="login-username"
          label={<Trans id="login_username_label">Account</Trans>}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={64}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username && _(errors.username)}
        />
        <TextField
          testId="login-password"
          label={<Trans id="login_password_label">Password</Trans>}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password && _(errors.password)}
        />
        {errors.form && (
          <p className={styles.formError} role="alert" data-testid="login-error">
            {_(errors.form)}
          </p>
        )}
        <div className={styles.links}>
          <Link to="/m/forget">
            <Trans id="forgot_password">Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" block disabled={busy} data-testid="login-submit">
          <Trans id="login_button">Log in</Trans>
        </Button>
      </form>
    </main>
  );
}
