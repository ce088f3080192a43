import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useOnline } from '#src/shared/lib/use-online';
import { Button } from '#src/shared/ui/Button';
import styles from './ConnectionStatus.module.css';
import { applyUpdate, updateStore } from './service-worker';

/**
 * The app-wide status strip: offline (what still works) and a waiting update (reload when the
 * player chooses; "later" keeps the current version until the next launch).
 */
export function ConnectionStatus() {
  const online = useOnline();
  const { waiting } = useSnapshot(updateStore);
  const strip = useReservedRoom();
  return (
    <div ref={strip} className={styles.strip} aria-live="polite">
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

/**
 * The strip floats over the page; while it shows, the page gets room below its last line
 * (published on :root as --status-strip-room: from the strip's top edge to the screen's bottom),
 * so nothing the strip covers is out of reach.
 */
function useReservedRoom() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const rect = element.getBoundingClientRect();
      if (rect.height > 0) root.style.setProperty('--status-strip-room', `${Math.ceil(window.innerHeight - rect.top)}px`);
      else root.style.removeProperty('--status-strip-room');
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty('--status-strip-room');
    };
  }, []);
  return ref;
}
