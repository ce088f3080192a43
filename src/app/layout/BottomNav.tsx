import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../shared/session/session-store';
import { resourceUrl, siteStore } from '../../shared/site/site-store';
import { ChatIcon, HomeIcon, ShareIcon, UserIcon, WalletIcon } from '../../shared/ui/icons';
import { showToast } from '../../shared/ui/toast-store';
import styles from './BottomNav.module.css';
import { SharePopup } from './SharePopup';

const COMING_SOON = msg({ id: 'coming_soon', message: 'Coming soon' });

/** The footer bar: home, share (referral popup), deposit, WhatsApp customer service, members. */
export function BottomNav({ routeKey }: { routeKey: string }) {
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);

  const linkProps = (key: string, testId: string) => ({
    className: `${styles.item} ${routeKey === key ? styles.active : ''}`,
    'aria-current': routeKey === key ? ('page' as const) : undefined,
    'data-testid': testId,
  });

  function openWhatsApp() {
    const url = resourceUrl(config, 'WHATSAPP');
    if (url) window.open(url, '_blank', 'noopener');
    else showToast(COMING_SOON, { ms: 2500 });
  }

  return (
    <footer className={styles.footer} data-testid="footer">
      <nav className={styles.nav} data-testid="bottom-nav">
        <Link to="/m/home" {...linkProps('home', 'nav-home')}>
          <HomeIcon />
          <Trans id="nav_home">Home</Trans>
        </Link>
        <button type="button" className={styles.item} onClick={() => (info ? setSharing(true) : navigate('/m/login'))} data-testid="nav-share">
          <ShareIcon />
          <Trans id="nav_share">Share</Trans>
        </button>
        <Link to="/m/voucherCenter" {...linkProps('voucherCenter', 'nav-deposit')}>
          <WalletIcon />
          <Trans id="deposit">Deposit</Trans>
        </Link>
        <button type="button" className={styles.item} onClick={openWhatsApp} data-testid="nav-whatsapp">
          <ChatIcon />
          <Trans id="nav_service">Service</Trans>
        </button>
        <Link to="/m/member/home" {...linkProps('member/home', 'nav-members')}>
          <UserIcon />
          <Trans id="nav_members">Members</Trans>
        </Link>
      </nav>
      {sharing && info && <SharePopup account={info.userName} onClose={() => setSharing(false)} />}
    </footer>
  );
}
