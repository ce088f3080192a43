import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '#src/shared/ui/Button';
import { LockIcon, ToolIcon } from '#src/shared/ui/icons';
import styles from './SystemStatusPage.module.css';

type Props = { kind: 'maintenance' | 'region'; ip: string | null; onRetry: () => void; checking: boolean };

/** The separate status pages (product rule 2.32): maintenance (status 1) and region restricted (2). */
export function SystemStatusPage({ kind, ip, onRetry, checking }: Props) {
  const content: Record<Props['kind'], { testId: string; icon: ReactNode; title: ReactNode; text: ReactNode }> = {
    maintenance: {
      testId: 'screen-maintenance',
      icon: <ToolIcon size={56} />,
      title: <Trans id="maintenance_title">System upgrading</Trans>,
      text: <Trans id="maintenance_text">We are upgrading the system to serve you better. Please come back shortly.</Trans>,
    },
    region: {
      testId: 'screen-region-restricted',
      icon: <LockIcon size={56} />,
      title: <Trans id="region_title">Not available in your region</Trans>,
      text: <Trans id="region_text">Our service is not available at your current IP address or location.</Trans>,
    },
  };
  const c = content[kind];
  return (
    <main className={styles.page} data-testid={c.testId}>
      <span className={styles.icon}>{c.icon}</span>
      <h1 className={styles.title}>{c.title}</h1>
      <p className={styles.text}>{c.text}</p>
      {ip && (
        <p className={styles.ip}>
          <Trans id="your_ip">Your IP: {ip}</Trans>
        </p>
      )}
      <Button onClick={onRetry} disabled={checking} data-testid="status-retry">
        <Trans id="check_again">Check again</Trans>
      </Button>
    </main>
  );
}
