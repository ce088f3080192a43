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
  // Rendered without a browser (on the server), a dialog has no page to open over.
  if (typeof document === 'undefined') return null;
  return createPortal(
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
    </div>,
    document.body,
  );
}
