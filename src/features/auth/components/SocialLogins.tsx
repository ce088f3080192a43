import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '#src/shared/api/client';
import type { SOCIAL_PROVIDERS } from '#src/shared/contract/account';
import { describeError } from '#src/shared/i18n/server-messages';
import { Button } from '#src/shared/ui/Button';
import { showToast } from '#src/shared/ui/toast-store';
import { startSocialLogin } from '../api/social-login';
import styles from './LoginScreen.module.css';

const COMING_SOON = msg({ id: 'coming_soon', message: 'Coming soon' });
type Provider = (typeof SOCIAL_PROVIDERS)[number];

/** Social logins: facebook and google by whitelabel flag, telegram by prop (product rule 2.15). */
export function SocialLogins({ facebook, google, telegram }: Record<Provider, boolean>) {
  if (!facebook && !google && !telegram) return null;
  async function start(provider: Provider) {
    try {
      window.location.assign(await startSocialLogin(provider));
    } catch (error) {
      const notConfigured = error instanceof ApiError && error.messageKey === 'coming_soon';
      showToast(notConfigured ? COMING_SOON : describeError(error), { ms: 2500, tone: notConfigured ? 'info' : 'error' });
    }
  }
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <Trans id="login_with">Or log in with</Trans>
      </p>
      <div className={styles.socialButtons}>
        {facebook && (
          <Button variant="secondary" size="small" onClick={() => void start('facebook')} data-testid="login-social-facebook">
            Facebook
          </Button>
        )}
        {google && (
          <Button variant="secondary" size="small" onClick={() => void start('google')} data-testid="login-social-google">
            Google
          </Button>
        )}
        {telegram && (
          <Button variant="secondary" size="small" onClick={() => void start('telegram')} data-testid="login-social-telegram">
            Telegram
          </Button>
        )}
      </div>
    </div>
  );
}
