import { useEffect, useRef } from 'react';
import type { RouteName } from '#src/shared/contract/app-routes';
import { isStandalone } from '#src/shared/lib/display-mode';
import { isSwipeBack } from '../swipe-back';
import { useGoBack } from './use-go-back';

/**
 * A swipe from the left edge goes back (product rule 2.7), in the home-screen app only: there the
 * browser has no back button or gesture of its own, while in a browser tab its own swipe would go
 * back a second time.
 */
export function useSwipeBack(routeKey: RouteName): void {
  const goBack = useGoBack(routeKey);
  const latest = useRef(goBack);
  latest.current = goBack;
  // Read in the effects: a page rendered without a browser has no display mode.
  const isHome = routeKey === 'home';
  useEffect(() => {
    if (!isStandalone()) return;
    // The app owns the back swipe here: a browser's own overscroll navigation (Chromium turns any
    // sideways drag the page cannot scroll into "back") would go back on swipes the rule refuses.
    const root = document.documentElement.style;
    const before = root.overscrollBehaviorX;
    root.overscrollBehaviorX = 'none';
    return () => {
      root.overscrollBehaviorX = before;
    };
  }, []);
  useEffect(() => {
    if (isHome || !isStandalone()) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches.length === 1 ? e.touches[0] : undefined;
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (start && touch && isSwipeBack(start, { x: touch.clientX, y: touch.clientY })) latest.current();
      start = null;
    };
    const onCancel = () => {
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, [isHome]);
}
