import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnline } from '../lib/use-online';
import { OfflineIcon } from './icons';
import styles from './NeedsConnection.module.css';

/**
 * Money screens are network only (DESIGN section 4): offline they say so and show nothing that
 * could be sent later; the screen comes back by itself when the connection does.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  if (online) return <>{children}</>;
  return (
    <div className={styles.panel} role="status" data-testid="needs-connection">
      <OfflineIcon size={40} />
      <p className={styles.title}>
        <Trans id="needs_connection_title">You are offline</Trans>
      </p>
      <p className={styles.text}>
        <Trans id="needs_connection_text">Deposits, withdrawals and records need a connection. Nothing has been sent; this page comes back when you are online again.</Trans>
      </p>
    </div>
  );
}
