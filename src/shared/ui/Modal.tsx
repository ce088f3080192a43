import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { dialogStore } from './dialog-store';
import styles from './Modal.module.css';

type Props = {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  testId?: string;
};

/**
 * A dialog: Escape and a tap on the backdrop close it; focus moves into it and back. It is drawn
 * on the document's body: inside a screen, the screen's transition (a stacking context) would
 * keep the backdrop under the header and the bottom bar, which stayed tappable beside it.
 */
export function Modal({ title, children, actions, onClose, testId }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogStore.open += 1;
    return () => {
      dialogStore.open -= 1;
    };
  }, []);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  const dialog = (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap outside closes it; keyboards close it with Escape
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap outside closes it; keyboards close it with Escape
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} data-testid={testId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
  // Drawn without a browser (a visitor's first view, docs/decisions/018), it stays in place: its
  // backdrop is fixed, so it shows over the drawn screen all the same.
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}
