import type { ReactNode } from 'react';
import styles from './AppLayout.module.css';

/** A route's screen, faded in when the route changes (the router keys it by route). */
export function ScreenEnter({ children }: { children: ReactNode }) {
  return <div className={styles.screen}>{children}</div>;
}
