import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo, type RouteName } from '#src/shared/contract/app-routes';
import { sessionStore } from '#src/shared/session/session-store';
import { hasFlag, siteStore } from '#src/shared/site/site-store';
import { buttonClassName } from '#src/shared/ui/Button';
import { LoginIcon, MenuIcon, UserPlusIcon } from '#src/shared/ui/icons';
import { LanguageSwitcher } from '#src/shared/ui/LanguageSwitcher';
import { showsBackButton } from '../chrome-rules';
import { BackButton } from './BackButton';
import styles from './Header.module.css';
import { HeaderAccount } from './HeaderAccount';
import { openSideMenu } from './side-menu-store';

/**
 * The top bar. The merchant's name keeps its full width; the actions take what is left and, when
 * that is narrow, give up their words (icons, the language label) rather than squeeze the brand.
 */
export function Header({ routeKey }: { routeKey: RouteName }) {
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const { t } = useLingui();
  return (
    <header className={styles.header} data-testid="app-header">
      {showsBackButton(routeKey) && <BackButton routeKey={routeKey} />}
      <button
        type="button"
        className={styles.iconButton}
        onClick={openSideMenu}
        aria-label={t({ id: 'open_menu', message: 'Open menu' })}
        data-testid="side-menu-open"
      >
        <MenuIcon />
      </button>
      <Link to={pathTo('home')} className={styles.brand} data-testid="header-brand">
        {config?.merchantName ?? ''}
      </Link>
      <div className={styles.actions}>
        {info ? (
          <HeaderAccount />
        ) : (
          <>
            <Link to={pathTo('login')} className={styles.action} data-testid="header-login">
              <span className={buttonClassName({ variant: 'secondary', size: 'small' }, styles.actionPill)}>
                <LoginIcon size={18} className={styles.actionIcon} />
                <span className={styles.actionText}>
                  <Trans id="login_button">Log in</Trans>
                </span>
              </span>
            </Link>
            {hasFlag(config, 'DIRECTREG3') && (
              <Link to={pathTo('register')} className={styles.action} data-testid="header-register">
                <span className={buttonClassName({ size: 'small' }, styles.actionPill)}>
                  <UserPlusIcon size={18} className={styles.actionIcon} />
                  <span className={styles.actionText}>
                    <Trans id="register_button">Register</Trans>
                  </span>
                </span>
              </Link>
            )}
            <LanguageSwitcher collapsible />
          </>
        )}
      </div>
    </header>
  );
}
