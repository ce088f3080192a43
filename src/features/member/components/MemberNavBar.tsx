import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import type { AppDownload } from '#src/shared/lib/app-download';
import styles from './MemberNavBar.module.css';

type Props = {
  /** The account name when logged in; null shows the login / register prompt. */
  account: string | null;
  balance: ReactNode;
  appLink: AppDownload | null;
};

/** The member nav bar (product rule 2.27): account and balance, or a login/register prompt, and the APP link. */
export function MemberNavBar({ account, balance, appLink }: Props) {
  return (
    <section className={styles.bar} data-testid="member-nav-bar">
      <div className={styles.who}>
        {account ? (
          <>
            <span className={styles.account} data-testid="member-nav-account">
              {account}
            </span>
            {balance}
          </>
        ) : (
          <span className={styles.guest}>
            <Link to={pathTo('login')} data-testid="member-nav-login">
              <Trans id="login_button">Log in</Trans>
            </Link>
            {' / '}
            <Link to={pathTo('register')} data-testid="member-nav-register">
              <Trans id="register_button">Register</Trans>
            </Link>
          </span>
        )}
      </div>
      {appLink && (
        <a
          className={styles.app}
          href={appLink.url}
          target={appLink.sameTab ? undefined : '_blank'}
          rel={appLink.sameTab ? undefined : 'noopener noreferrer'}
          data-testid="member-nav-app"
        >
          <Trans id="app_download_short">APP</Trans>
        </a>
      )}
    </section>
  );
}
