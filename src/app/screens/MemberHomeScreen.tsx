import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MemberNavBar } from '../../features/member/components/MemberNavBar';
import { useUnreadCounts } from '../../features/messages/unread-store';
import { NewDot, SignInIcon, useSignInEntry } from '../../features/promotions/components/SignInEntry';
import { BalanceText } from '../../features/wallet/components/Balance';
import { appDownload } from '../../shared/lib/app-download';
import { sessionStore } from '../../shared/session/session-store';
import { siteStore } from '../../shared/site/site-store';
import { Badge } from '../../shared/ui/Badge';
import { ChatIcon, ChevronRightIcon } from '../../shared/ui/icons';
import { PlaceholderScreen } from '../../shared/ui/PlaceholderScreen';
import styles from './MemberHomeScreen.module.css';

const TITLE = msg({ id: 'route_member_home', message: 'Member center' });

/**
 * The member centre: the member nav bar and its shortcuts now; its menus (records, VIP,
 * security...) join with the member work. Composed here because it joins features (member,
 * wallet, promotions).
 */
export default function MemberHomeScreen() {
  const { _ } = useLingui();
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const signIn = useSignInEntry();
  const unread = useUnreadCounts();
  return (
    <main data-testid="screen-member-home">
      <MemberNavBar account={info?.userName ?? null} balance={<BalanceText />} appLink={appDownload(config?.info.resources ?? [], navigator.userAgent)} />
      {signIn !== 'hidden' && (
        <Link to="/m/activity/signIn" className={styles.shortcut} data-testid="member-shortcut-activity-signIn">
          <span className={styles.icon}>
            <SignInIcon />
          </span>
          <span className={styles.label}>
            <Trans id="route_activity_signIn">Daily sign-in</Trans>
          </span>
          {signIn.dot && (
            <span className={styles.iconDot}>
              <NewDot />
            </span>
          )}
          <ChevronRightIcon size={16} />
        </Link>
      )}
      <Link to="/m/message" className={styles.shortcut} data-testid="member-shortcut-message">
        <span className={styles.icon}>
          <ChatIcon />
        </span>
        <span className={styles.label}>
          <Trans id="route_message">Message center</Trans>
        </span>
        <Badge count={unread?.totalUnreadCount ?? 0} />
        <ChevronRightIcon size={16} />
      </Link>
      <PlaceholderScreen testId="member-home-body" title={_(TITLE)} />
    </main>
  );
}
