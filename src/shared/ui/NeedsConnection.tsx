import { Trans } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { useOnline } from '../lib/use-online';
import { OfflineIcon } from './icons';
import styles from './NeedsConnection.module.css';

/**
 * Money screens are network only (product rule 10.6): offline they say so and nothing can be
 * sent later. A screen opened offline shows only the notice; a screen that was already open
 * stays mounted but inert under it, so a short offline spell loses nothing the player typed,
 * and it comes back by itself when the connection does.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  const wasOnline = useRef(false);
  if (online) wasOnline.current = true;
  return (
    <>
      {!online && (
        <div className={styles.panel} role="status" data-testid="needs-connection">
          <OfflineIcon size={40} />
          <p className={styles.title}>
            <Trans id="needs_connection_title">You are offline</Trans>
          </p>
          <p className={styles.text}>
            <Trans id="needs_connection_text">This page needs a connection. Nothing has been sent; it comes back by itself when you are online again.</Trans>
          </p>
        </div>
      )}
      <div className={online ? styles.body : `${styles.body} ${styles.paused}`} inert={!online} data-testid="needs-connection-body">
        {wasOnline.current && children}
      </div>
    </>
  );
}
