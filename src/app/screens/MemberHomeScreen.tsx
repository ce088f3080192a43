import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CONTRACT_TITLES } from '#src/features/agent/components/contract-labels';
import { CONTRACT_PATHS } from '#src/features/agent/lib/contract-prompts';
import { useWaitingContracts } from '#src/features/agent/use-waiting-contracts';
import { AvatarButton } from '#src/features/member/components/AvatarButton';
import { MemberNavBar } from '#src/features/member/components/MemberNavBar';
import { displayName, memberStore } from '#src/features/member/member-store';
import { useUnreadCounts } from '#src/features/messages/unread-store';
import { NewDot, SignInIcon } from '#src/features/promotions/components/SignInEntry';
import { usePromoCounters } from '#src/features/promotions/use-promo-counters';
import { BalanceRefreshButton, BalanceText, BalanceToggleButton } from '#src/features/wallet/components/Balance';
import { pathTo, ROUTES } from '#src/shared/contract/app-routes';
import { TRIAL_TYPE, type WhitelabelFlag } from '#src/shared/contract/platform';
import { appDownload } from '#src/shared/lib/app-download';
import { browserWindow } from '#src/shared/lib/browser-window';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { Badge } from '#src/shared/ui/Badge';
import { buttonClassName } from '#src/shared/ui/Button';
import {
  ChartIcon,
  ChatIcon,
  ChevronRightIcon,
  ContractIcon,
  CrownIcon,
  GiftIcon,
  ListIcon,
  ReceiptIcon,
  SettingsIcon,
  ShieldIcon,
  StoreIcon,
  UserPlusIcon,
} from '#src/shared/ui/icons';
import { ScreenHeading } from '#src/shared/ui/ScreenHeading';
import { memberCentreLayoutFor, memberShortcuts, type ShortcutKey } from '../member-shortcuts';
import styles from './MemberHomeScreen.module.css';

type IconType = ComponentType<{ size?: number }>;

/** Each shortcut's icon; its label is its route's title. */
const SHORTCUT_ICON: Record<ShortcutKey, IconType> = {
  gameRecord: ReceiptIcon,
  'transaction/record': ListIcon,
  profitandloss: ChartIcon,
  rewardCenter: GiftIcon,
  'mall/mallHome': StoreIcon,
  securityCenter: ShieldIcon,
  inviteFriends: UserPlusIcon,
  'member/benefits': CrownIcon,
  'activity/signIn': SignInIcon,
};

const shortcutTestId = (key: string) => `member-shortcut-${key.replace(/\//g, '-')}`;

/**
 * /m/member/home: the member nav bar, who the member is and their balance, deposit and withdraw,
 * and the shortcuts their merchant's flags and their role allow. Two layouts by mem_cen: the base
 * one lists the shortcuts, the new one puts the balance on a card and the shortcuts in a grid.
 * A visitor sees the screen logged out behind the route's prompt. Composed here because it joins
 * features (member, wallet, promotions, messages).
 */
export default function MemberHomeScreen({ title }: { title: MessageDescriptor }) {
  const { _ } = useLingui();
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const member = useSnapshot(memberStore);
  const counters = usePromoCounters();
  const unread = useUnreadCounts();
  // Each contract waiting for an answer, with its dot: the way to it for agents, whom no prompt asks.
  const contracts = useWaitingContracts();
  const layout = memberCentreLayoutFor(config?.info.mobileTemplate.mem_cen);
  const shortcuts = memberShortcuts({
    type: info?.type,
    flags: new Set<WhitelabelFlag>(config?.info.whitelabel ?? []),
    referral: counters?.REFERRAL ?? null,
    login: counters?.LOGIN ?? null,
  });
  const label = info?.type === TRIAL_TYPE ? _(msg({ id: 'route_trail', message: 'Free trial' })) : (member.info?.clubLabel.labelName ?? '');

  return (
    <main className={`${styles.screen} ${layout === 'new' ? styles.new : ''}`} data-testid="screen-member-home" data-layout={layout}>
      <ScreenHeading title={title} />
      <MemberNavBar
        account={info?.userName ?? null}
        balance={<BalanceText />}
        appLink={appDownload(config?.info.resources ?? [], browserWindow()?.navigator.userAgent ?? '')}
      />
      {info && (
        <section className={styles.profile} aria-label={_(msg({ id: 'member_account', message: 'Your account' }))}>
          <div className={styles.who}>
            <AvatarButton trial={info.type === TRIAL_TYPE} owner={info.userName} />
            <span className={styles.names}>
              <span className={styles.name} data-testid="member-name">
                {displayName(member.info, info.userName)}
              </span>
              {label && (
                <span className={styles.vip} data-testid="member-vip-label">
                  {label}
                </span>
              )}
            </span>
          </div>
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>
              <Trans id="member_balance">Balance</Trans>
            </span>
            <span className={styles.balanceValue}>
              <BalanceText />
              <BalanceRefreshButton />
              <BalanceToggleButton />
            </span>
          </div>
          <div className={styles.money}>
            <Link to={pathTo('voucherCenter')} className={buttonClassName({ block: true })} data-testid="member-deposit">
              <Trans id="deposit">Deposit</Trans>
            </Link>
            <Link to={pathTo('withdraw')} className={buttonClassName({ variant: 'secondary', block: true })} data-testid="member-withdraw">
              <Trans id="withdraw">Withdraw</Trans>
            </Link>
          </div>
        </section>
      )}
      <ul className={styles.shortcuts}>
        {shortcuts.map(({ key, dot }) => {
          const Icon = SHORTCUT_ICON[key];
          const name = ROUTES[key].title;
          return (
            <li key={key}>
              <Link to={pathTo(key)} className={styles.shortcut} data-testid={shortcutTestId(key)}>
                <span className={styles.icon}>
                  <Icon />
                  {dot && (
                    <span className={styles.iconDot}>
                      <NewDot />
                    </span>
                  )}
                </span>
                <span className={styles.label}>{_(name)}</span>
                {layout === 'base' && <ChevronRightIcon size={16} />}
              </Link>
            </li>
          );
        })}
        {contracts.map((kind) => (
          <li key={kind}>
            <Link to={CONTRACT_PATHS[kind]} className={styles.shortcut} data-testid={`member-contract-${kind}`}>
              <span className={styles.icon}>
                <ContractIcon />
                <span className={styles.iconDot}>
                  <NewDot />
                </span>
              </span>
              <span className={styles.label}>{_(CONTRACT_TITLES[kind])}</span>
              {layout === 'base' && <ChevronRightIcon size={16} />}
            </Link>
          </li>
        ))}
        <li>
          <Link to={pathTo('message')} className={styles.shortcut} data-testid="member-shortcut-message">
            <span className={styles.icon}>
              <ChatIcon />
              <span className={styles.iconBadge}>
                <Badge count={unread?.totalUnreadCount ?? 0} />
              </span>
            </span>
            <span className={styles.label}>
              <Trans id="route_message">Message center</Trans>
            </span>
            {layout === 'base' && <ChevronRightIcon size={16} />}
          </Link>
        </li>
        <li>
          <Link to={pathTo('set')} className={styles.shortcut} data-testid="member-shortcut-set">
            <span className={styles.icon}>
              <SettingsIcon />
            </span>
            <span className={styles.label}>
              <Trans id="route_set">Settings</Trans>
            </span>
            {layout === 'base' && <ChevronRightIcon size={16} />}
          </Link>
        </li>
      </ul>
    </main>
  );
}
