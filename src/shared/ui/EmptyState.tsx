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
        {/* An empty tray: it fits any list (bets, contracts, messages), where a shopping bag did not. */}
        <path d="M3 13h5l2 3h4l2-3h5" />
        <path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z" />
      </svg>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
