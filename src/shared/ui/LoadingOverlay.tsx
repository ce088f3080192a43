import { Trans } from '@lingui/react/macro';
import styles from './LoadingOverlay.module.css';

/** The blocking "please wait" notice shown while a call that must not be repeated runs. */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay} role="alert" aria-busy="true" data-testid="loading">
      <div className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        <Trans id="in_please_wait">Please wait…</Trans>
      </div>
    </div>
  );
}
