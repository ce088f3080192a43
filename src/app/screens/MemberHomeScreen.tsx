import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { MemberNavBar } from '../../features/member/components/MemberNavBar';
import { BalanceText } from '../../features/wallet/components/Balance';
import { appDownload } from '../../shared/lib/app-download';
import { sessionStore } from '../../shared/session/session-store';
import { siteStore } from '../../shared/site/site-store';
import { PlaceholderScreen } from '../../shared/ui/PlaceholderScreen';

const TITLE = msg({ id: 'route_member_home', message: 'Member center' });

/**
 * The member centre: the member nav bar now; its menus (records, VIP, security...) join with the
 * member work. Composed here because it joins two features (member and wallet).
 */
export default function MemberHomeScreen() {
  const { _ } = useLingui();
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  return (
    <main data-testid="screen-member-home">
      <MemberNavBar account={info?.userName ?? null} balance={<BalanceText />} appLink={appDownload(config?.info.resources ?? [], navigator.userAgent)} />
      <PlaceholderScreen testId="member-home-body" title={_(TITLE)} />
    </main>
  );
}
