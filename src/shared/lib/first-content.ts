import { useEffect, useState } from 'react';
import { browserWindow } from './browser-window';

/**
 * "The first content is on screen": the first page of a list has been drawn, or, on a screen
 * without one, a while after the page's load. Work the player does not see first (the device's
 * page cache and its IndexedDB code, the notice popup and its sanitizer, the news strip, the
 * service worker) waits for it, so the first game cards never queue behind that code.
 */
export const FIRST_CONTENT_FALLBACK_MS = 2500;

export type FirstContent = {
  /** The first list page is drawn; what waits runs after the next paint. */
  mark: () => void;
  /** Runs `run` once the first content is on screen (at once if it already is); returns a cancel. */
  after: (run: () => void) => () => void;
  reached: () => boolean;
};

/** `win` is absent where the app is rendered without a browser: there the first content is never reached. */
export function createFirstContent(win: Window | undefined = browserWindow(), fallbackMs = FIRST_CONTENT_FALLBACK_MS): FirstContent {
  let reached = false;
  let fallbackArmed = false;
  const waiting = new Set<() => void>();
  const reach = () => {
    if (reached) return;
    reached = true;
    const runs = [...waiting];
    waiting.clear();
    for (const run of runs) run();
  };
  const armFallback = () => {
    if (fallbackArmed || !win) return;
    fallbackArmed = true;
    const arm = () => win.setTimeout(reach, fallbackMs);
    if (win.document.readyState === 'complete') arm();
    else win.addEventListener('load', arm, { once: true });
  };
  return {
    mark: () => {
      if (!reached) win?.requestAnimationFrame(() => win.setTimeout(reach, 0));
    },
    after: (run) => {
      if (reached) {
        run();
        return () => undefined;
      }
      armFallback();
      waiting.add(run);
      return () => waiting.delete(run);
    },
    reached: () => reached,
  };
}

const page = createFirstContent();

export const markFirstContent = page.mark;
export const afterFirstContent = page.after;

/** Whether the first content is on screen; turns true once, re-rendering the caller. */
export function useFirstContentReached(): boolean {
  const [value, setValue] = useState(page.reached);
  useEffect(() => (value ? undefined : afterFirstContent(() => setValue(true))), [value]);
  return value;
}
