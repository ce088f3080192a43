import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../shared/ui/Button';
import styles from './RouteError.module.css';

/** One route failed (its chunk did not load, or it threw): the chrome stays, the player can retry. */
function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    // A route load failure is logged, and the screen offers a retry (product rule 8.13).
    console.error('route failed', error);
  }, [error]);
  return (
    <div className={styles.box} role="alert" data-testid="route-error">
      <p>
        <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
      </p>
      <Button onClick={() => window.location.reload()} data-testid="route-error-retry">
        <Trans id="retry">Retry</Trans>
      </Button>
    </div>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches what a screen throws; a new location starts afresh, so one failed screen never sticks. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

/** Catches what the chrome throws; it stays mounted across navigation (no reset by location). */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
