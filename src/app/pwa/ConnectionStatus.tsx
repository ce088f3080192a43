import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../shared/ui/Button';
import styles from './ConnectionStatus.module.css';
import { applyUpdate, updateStore } from './service-worker';
import { useOnline } from '../../shared/lib/use-online';

/**
 * The app-wide status strip: offline (what still works) and a waiting update (reload when the
 * player chooses; "later" keeps the current version until the next launch).
 */
export function ConnectionStatus() {
  const online = useOnline();
  const { waiting } = useSnapshot(updateStore);
  return (
    <div className={styles.strip} aria-live="polite">
      {!online && (
        <p className={styles.offline} role="status" data-testid="offline-indicator">
          <Trans id="offline_indicator">You are offline. Saved games and lists still work; playing and payments need a connection.</Trans>
        </p>
      )}
      {waiting && (
        <div className={styles.update} role="alert" data-testid="update-prompt">
          <span>
            <Trans id="update_ready">A new version is ready.</Trans>
          </span>
          <Button size="small" onClick={applyUpdate} data-testid="update-reload">
            <Trans id="update_reload">Reload</Trans>
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              updateStore.waiting = false;
            }}
          >
            <Trans id="update_later">Later</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
