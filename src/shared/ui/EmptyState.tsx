import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** The placeholder a list shows when it has nothing: a quiet icon, a line of text, an optional action. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <svg
        className={styles.icon}
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M3 7h18l-2 13H5z" />
        <path d="M8 7V5a4 4 0 0 1 8 0v2" />
      </svg>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
