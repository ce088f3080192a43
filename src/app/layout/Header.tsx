import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../shared/session/session-store';
import { hasFlag, siteStore } from '../../shared/site/site-store';
import { Button } from '../../shared/ui/Button';
import { MenuIcon } from '../../shared/ui/icons';
import { showsBackButton } from '../chrome-rules';
import { BackButton } from './BackButton';
import styles from './Header.module.css';
import { HeaderAccount } from './HeaderAccount';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { openSideMenu } from './side-menu-store';

export function Header({ routeKey }: { routeKey: string }) {
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const { t } = useLingui();
  return (
    <header className={styles.header} data-testid="app-header">
      {showsBackButton(routeKey) && <BackButton routeKey={routeKey} />}
      <button type="button" className={styles.iconButton} onClick={openSideMenu} aria-label={t({ id: 'open_menu', message: 'Open menu' })} data-testid="side-menu-open">
        <MenuIcon />
      </button>
      <Link to="/m/home" className={styles.brand}>
        {config?.merchantName ?? ''}
      </Link>
      <div className={styles.actions}>
        {info ? (
          <HeaderAccount />
        ) : (
          <>
            <Link to="/m/login" data-testid="header-login">
              <Button size="small" variant="secondary" className={styles.compact} tabIndex={-1}>
                <Trans id="login_button">Log in</Trans>
              </Button>
            </Link>
            {hasFlag(config, 'DIRECTREG3') && (
              <Link to="/m/register" data-testid="header-register">
                <Button size="small" className={styles.compact} tabIndex={-1}>
                  <Trans id="register_button">Register</Trans>
                </Button>
              </Link>
            )}
            <LanguageSwitcher />
          </>
        )}
      </div>
    </header>
  );
}
