import type { ReactNode } from 'react';
import { ContractPrompt } from '#src/features/agent/components/ContractPrompt';
import { SystemGate } from '#src/features/system/components/SystemGate';
import type { RouteName } from '#src/shared/contract/app-routes';
import { ToastHost } from '#src/shared/ui/Toast';
import { showsBackButton, showsBottomNav, showsHeader } from '../chrome-rules';
import { ConnectionStatus } from '../pwa/ConnectionStatus';
import styles from './AppLayout.module.css';
import { BackButton } from './BackButton';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { useSessionEffects } from './use-session-effects';
import { useSwipeBack } from './use-swipe-back';

/** The chrome around every route, shown and hidden by the route table (product rules 2.3 and 2.5), around the route's screen. */
export function AppLayout({ routeName: key, children }: { routeName: RouteName; children: ReactNode }) {
  useSessionEffects();
  useSwipeBack(key);
  const header = showsHeader(key);
  const nav = showsBottomNav(key);
  return (
    <>
      <SystemGate>
        <div
          className={`${styles.app} ${header ? styles.withHeader : showsBackButton(key) ? styles.withFloatingBack : ''} ${nav ? styles.withNav : ''}`}
          data-route={key}
        >
          {header ? (
            <Header routeKey={key} />
          ) : (
            showsBackButton(key) && (
              <div className={styles.floatingBack}>
                <BackButton routeKey={key} />
              </div>
            )
          )}
          {children}
          {nav && <BottomNav routeKey={key} />}
          <SideMenu />
          <ContractPrompt />
        </div>
        <ToastHost />
      </SystemGate>
      <ConnectionStatus />
    </>
  );
}
