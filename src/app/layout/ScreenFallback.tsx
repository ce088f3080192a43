import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './AppLayout.module.css';
import { drawnScreenOf } from './drawn-screen';

/**
 * Shown while a route's chunk loads; it holds the screen's space so nothing jumps. On the page's
 * own address that is the screen the server drew, where it drew one: its element, inert and
 * without test hooks (server/services/first-view.ts), moved back in before the browser paints.
 */
export function ScreenFallback() {
  const drawn = drawnScreenOf(useLocation().pathname);
  return drawn ? <DrawnScreen screen={drawn} /> : <div className={styles.fallback} aria-busy="true" />;
}

function DrawnScreen({ screen }: { screen: Element }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(screen);
    return () => screen.remove();
  }, [screen]);
  return <div ref={ref} className={styles.drawn} />;
}
