import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInviteAccess } from '#src/features/promotions/use-promo-counters';
import { pathTo, type RouteName } from '#src/shared/contract/app-routes';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { loginOverThisPage } from '#src/shared/session/login-return';
import { sessionStore } from '#src/shared/session/session-store';
import { resourceUrl, siteStore } from '#src/shared/site/site-store';
import { HomeIcon, ShareIcon, UserIcon, WalletIcon, WhatsAppIcon } from '#src/shared/ui/icons';
import { showToast } from '#src/shared/ui/toast-store';
import styles from './BottomNav.module.css';
import { SharePopup } from './SharePopup';

const COMING_SOON = msg({ id: 'coming_soon', message: 'Coming soon' });

/** The footer bar: home, share (referral popup), deposit, WhatsApp customer service, members. */
export function BottomNav({ routeKey }: { routeKey: RouteName }) {
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);
  const invite = useInviteAccess();
  const { t } = useLingui();

  const linkProps = (key: string, testId: string) => ({
    className: `${styles.item} ${routeKey === key ? styles.active : ''}`,
    'aria-current': routeKey === key ? ('page' as const) : undefined,
    'data-testid': testId,
  });

  /** Visitors go to log in, trial accounts are refused, agents never see it (product rule 6.6). */
  function share() {
    if (invite === 'login') navigate(pathTo('login'), loginOverThisPage());
    else if (invite === 'free_reject') showToast(SERVER_MESSAGES.free_reject, { tone: 'error' });
    else if (invite === 'allowed') setSharing(true);
  }

  function openWhatsApp() {
    const url = resourceUrl(config, 'WHATSAPP');
    if (url) window.open(url, '_blank', 'noopener');
    else showToast(COMING_SOON, { ms: 2500 });
  }

  return (
    <footer className={styles.footer} data-testid="footer">
      <nav className={styles.nav} data-testid="bottom-nav">
        <Link to={pathTo('home')} {...linkProps('home', 'nav-home')}>
          <HomeIcon />
          <span className={styles.label}>
            <Trans id="nav_home">Home</Trans>
          </span>
        </Link>
        {invite !== 'hidden' && (
          <button type="button" className={styles.item} onClick={share} data-testid="nav-share">
            <ShareIcon />
            <span className={styles.label}>
              <Trans id="nav_share">Share</Trans>
            </span>
          </button>
        )}
        <Link to={pathTo('voucherCenter')} {...linkProps('voucherCenter', 'nav-deposit')}>
          <WalletIcon />
          <span className={styles.label}>
            <Trans id="nav_deposit">Deposit</Trans>
          </span>
        </Link>
        {/* "WhatsApp customer service" (product rule 2.6): the brand is seen, the purpose is heard too. */}
        <button
          type="button"
          className={styles.item}
          onClick={openWhatsApp}
          aria-label={t({ id: 'nav_whatsapp_label', message: 'WhatsApp customer service' })}
          data-testid="nav-whatsapp"
        >
          <WhatsAppIcon />
          <span className={styles.label}>
            <Trans id="nav_whatsapp">WhatsApp</Trans>
          </span>
        </button>
        <Link to={pathTo('member/home')} {...linkProps('member/home', 'nav-members')}>
          <UserIcon />
          <span className={styles.label}>
            <Trans id="nav_members">Members</Trans>
          </span>
        </Link>
      </nav>
      {sharing && invite === 'allowed' && info && <SharePopup account={info.userName} onClose={() => setSharing(false)} />}
    </footer>
  );
}
