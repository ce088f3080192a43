import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LogoutButton } from '#src/features/auth/components/LogoutButton';
import { Avatar } from '#src/features/member/components/Avatar';
import { displayName, memberStore } from '#src/features/member/member-store';
import { MessageCentreLink } from '#src/features/messages/components/MessageCentreLink';
import { serviceLinks } from '#src/features/messages/lib/service-links';
import { useUnreadCounts } from '#src/features/messages/unread-store';
import { NewDot, useSignInEntry } from '#src/features/promotions/components/SignInEntry';
import { useInviteAccess } from '#src/features/promotions/use-promo-counters';
import { WalletQuickActions } from '#src/features/wallet/components/WalletQuickActions';
import { pathTo, ROUTES } from '#src/shared/contract/app-routes';
import { TRIAL_TYPE } from '#src/shared/contract/platform';
import { sessionStore } from '#src/shared/session/session-store';
import { hasFlag, siteStore } from '#src/shared/site/site-store';
import { Badge } from '#src/shared/ui/Badge';
import { buttonClassName } from '#src/shared/ui/Button';
import { ChevronRightIcon, CloseIcon } from '#src/shared/ui/icons';
import { LanguageSwitcher } from '#src/shared/ui/LanguageSwitcher';
import { FLAGGED_SHORTCUTS, featureFlag } from '../member-shortcuts';
import styles from './SideMenu.module.css';
import { closeSideMenu } from './side-menu-store';

/** The drawer itself: its code loads the first time the menu opens. */
export default function SideMenuDrawer() {
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const member = useSnapshot(memberStore);
  const { _ } = useLinguiRuntime();
  const { t } = useLingui();
  const links = serviceLinks(config);
  // Visitors go on to log in and trial accounts to free_reject: the route's access rules decide.
  const invite = useInviteAccess();
  // A tap on an entry is answered with the menu closed, by the next screen or by the reason the
  // screen is refused (a refused tap does not navigate, so the path does not change).
  const closeOnEntry = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeSideMenu();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it reads its links' clicks, which a keyboard's Enter makes too
    <aside
      className={styles.drawer}
      role="dialog"
      aria-modal="true"
      aria-label={t({ id: 'menu', message: 'Menu' })}
      data-testid="side-menu"
      onClick={closeOnEntry}
    >
      <div className={styles.top}>
        {info ? (
          <Link to={pathTo('member/home')} className={styles.profile} data-testid="side-menu-avatar">
            <Avatar size={48} />
            <div className={styles.who}>
              <p className={styles.name} data-testid="side-menu-name">
                {displayName(member.info, info.userName)}
              </p>
              <p className={styles.label} data-testid="side-menu-vip-label">
                {info.type === TRIAL_TYPE ? <Trans id="route_trail">Free trial</Trans> : (member.info?.clubLabel.labelName ?? '')}
              </p>
            </div>
          </Link>
        ) : (
          <span />
        )}
        <button type="button" className={styles.avatar} onClick={closeSideMenu} aria-label={t({ id: 'close', message: 'Close' })} data-testid="side-menu-close">
          <CloseIcon />
        </button>
      </div>

      {info ? (
        <>
          <WalletQuickActions rowClassName={styles.balanceRow} />
          <ul className={styles.items}>
            <MessageCentreItem />
            <SignInItem />
            {/* Each only when its whitelabel flag is on (product rule 2.8). */}
            {FLAGGED_SHORTCUTS.filter((item) => {
              const flag = featureFlag(item.key);
              return flag !== undefined && hasFlag(config, flag);
            }).map((item) => (
              <li key={item.key}>
                <Link to={pathTo(item.key)} className={styles.itemLink} data-testid={item.menuTestId}>
                  {_(ROUTES[item.key].title)}
                  <ChevronRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <div className={styles.split}>
            <Link to={pathTo('register')} className={buttonClassName({ block: true })} data-testid="side-menu-register">
              <Trans id="register_button">Register</Trans>
            </Link>
            <Link to={pathTo('login')} className={buttonClassName({ variant: 'secondary', block: true })} data-testid="side-menu-login">
              <Trans id="login_button">Log in</Trans>
            </Link>
          </div>
          <ul className={styles.items}>
            <SignInItem />
          </ul>
        </>
      )}

      <div className={styles.bottom}>
        <div className={styles.floating}>
          {links.telegram && (
            <MessageCentreLink url={links.telegram} className={styles.floatingItem} testId="side-menu-telegram">
              <Trans id="telegram">Telegram</Trans>
            </MessageCentreLink>
          )}
          {/* Customer service always, saying coming_soon when the merchant has no link (product rule 2.8). */}
          <MessageCentreLink url={links.service} className={styles.floatingItem} testId="side-menu-service">
            <Trans id="customer_service">Customer service</Trans>
          </MessageCentreLink>
          <Link to={pathTo('activity')} className={styles.floatingItem} data-testid="side-menu-promotions">
            <Trans id="route_activity">Promotions</Trans>
          </Link>
          {invite !== 'hidden' && (
            <Link to={pathTo('inviteFriends')} className={styles.floatingItem} data-testid="menu-invite-friends">
              <Trans id="route_inviteFriends">Invite friends</Trans>
            </Link>
          )}
        </div>
        <LanguageSwitcher />
        {info && <LogoutButton onDone={closeSideMenu} />}
      </div>
    </aside>
  );
}

/** The message centre with the total of unread announcements, chat and inbox messages (product rule 3.19). */
function MessageCentreItem() {
  const counts = useUnreadCounts();
  return (
    <li>
      <Link to={pathTo('message')} className={styles.itemLink} data-testid="menu-message">
        <span className={styles.itemLabel}>
          <Trans id="route_message">Message center</Trans>
          <Badge count={counts?.totalUnreadCount ?? 0} />
        </span>
        <ChevronRightIcon size={16} />
      </Link>
    </li>
  );
}

/** Daily sign-in, for members and visitors (who are sent to log in by the route), with its red dot. */
function SignInItem() {
  const entry = useSignInEntry();
  if (entry === 'hidden') return null;
  return (
    <li>
      <Link to={pathTo('activity/signIn')} className={styles.itemLink} data-testid="menu-sign-in">
        <span className={styles.itemLabel}>
          <Trans id="route_activity_signIn">Daily sign-in</Trans>
          {entry.dot && <NewDot />}
        </span>
        <ChevronRightIcon size={16} />
      </Link>
    </li>
  );
}
