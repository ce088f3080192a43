import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from './Button';
import styles from './LoadFailure.module.css';

/** A read that failed: what went wrong, translated, and a retry when one could help. Nothing on the screen is lost. */
export function LoadFailure({ message, onRetry, testId }: { message: MessageDescriptor; onRetry?: () => void; testId?: string }) {
  const { _ } = useLingui();
  return (
    <div className={styles.failure} role="alert">
      <p>{_(message)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} data-testid={testId}>
          <Trans id="retry">Retry</Trans>
        </Button>
      )}
    </div>
  );
}
