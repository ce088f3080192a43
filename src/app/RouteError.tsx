import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '../shared/ui/Button';
import styles from './RouteError.module.css';

/** One route failed (its chunk did not load, or it threw): the chrome stays, the player can retry. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // SPEC: a route load failure is only logged; the screen offers a retry.
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
