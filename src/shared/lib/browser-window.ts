import { useSyncExternalStore } from 'react';

/** The page's window, or undefined where the app is rendered without a browser (on the server). */
export function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

const unchanging = () => () => undefined;

/**
 * A fact of the browser that does not change while the page is open (its user agent, the page's
 * address), read as React reads outside stores: `offBrowser` where the app is drawn without a
 * browser and in the first render that takes over a page the server drew, so both draw the same,
 * and the browser's own value right after.
 */
export function useBrowserFact<T>(read: (win: Window) => T, offBrowser: T): T {
  return useSyncExternalStore(
    unchanging,
    () => read(window),
    () => offBrowser,
  );
}
