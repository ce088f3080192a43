import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstContent } from '#src/shared/lib/first-content';
import styles from './HomeNewsSlot.module.css';

const HomeNews = lazy(() => import('./HomeNews'));

/**
 * Home's news strip. Its height is reserved from the first paint, so nothing moves when it
 * fills; its code and its reads wait until the first content is drawn and the browser is idle,
 * so the first game cards never wait for it.
 */
export function HomeNewsSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    const idleSupported = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const cancel = afterFirstContent(() => {
      idle = idleSupported ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 }) : window.setTimeout(() => setReady(true), 200);
    });
    return () => {
      cancel();
      if (idle === undefined) return;
      if (idleSupported) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return (
    <div className={styles.slot} data-testid="home-news-slot">
      {ready && (
        <Suspense fallback={null}>
          <HomeNews />
        </Suspense>
      )}
    </div>
  );
}
