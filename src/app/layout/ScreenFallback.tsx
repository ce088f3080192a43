import styles from './AppLayout.module.css';

/** Shown while a route's chunk loads; it holds the screen's space so nothing jumps. */
export function ScreenFallback() {
  return <div className={styles.fallback} aria-busy="true" />;
}
