import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Loaded } from '../lib/use-load';
import { useFormats } from '../site/use-formats';
import styles from './OfflineMark.module.css';

/** Says that what follows is the device's copy, shown because the network failed. */
export function OfflineMark({ children }: { children: ReactNode }) {
  return (
    <p className={styles.mark} role="status" data-testid="offline-mark">
      {children}
    </p>
  );
}

/** The offline mark of a read-only screen shown from its last copy, with the time it was fetched. */
export function OfflineCopyMark({ savedAt }: { savedAt: number }) {
  const when = useFormats().instant(new Date(savedAt).toISOString());
  return (
    <OfflineMark>
      <Trans id="offline_copy_mark">Offline: showing what this device saved on {when}</Trans>
    </OfflineMark>
  );
}

/** The offline mark of a screen's read (useLoad with `keep`) when it shows the device's copy; else nothing. */
export function LoadedFromCopyMark({ loaded }: { loaded: Loaded<unknown> }) {
  return loaded.state === 'ready' && loaded.savedAt !== undefined ? <OfflineCopyMark savedAt={loaded.savedAt} /> : null;
}
