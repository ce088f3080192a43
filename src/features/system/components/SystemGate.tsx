import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { refreshSystemStatus, siteStore } from '#src/shared/site/site-store';
import { SystemStatusPage } from './SystemStatusPage';

/**
 * Renders the app while the system status is 0; the maintenance or region page otherwise.
 * Status is re-checked when the app comes back to the foreground.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { status, config } = useSnapshot(siteStore);
  const [checking, setChecking] = useState(false);

  const recheck = useCallback(() => {
    setChecking(true);
    refreshSystemStatus()
      .catch(() => undefined) // offline or failing: keep the last known status
      .finally(() => setChecking(false));
  }, []);

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && recheck();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [recheck]);

  if (status?.status === 1 || status?.status === 2) {
    return (
      <SystemStatusPage
        kind={status.status === 1 ? 'maintenance' : 'region'}
        ip={status.ip || config?.location.ip || null}
        onRetry={recheck}
        checking={checking}
      />
    );
  }
  return children;
}
