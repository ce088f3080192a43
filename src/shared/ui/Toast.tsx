import { useLingui } from '@lingui/react';
import { useSnapshot } from 'valtio';
import styles from './Toast.module.css';
import { toastStore } from './toast-store';

export function ToastHost() {
  const { current } = useSnapshot(toastStore);
  const { _ } = useLingui();
  if (!current) return null;
  return (
    <div role="status" aria-live="polite" data-testid="toast" className={`${styles.toast} ${styles[current.tone] ?? ''}`}>
      {_(current.message)}
    </div>
  );
}
