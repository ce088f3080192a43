import { useRef } from 'react';
import styles from './ResetCorner.module.css';

/** This many taps on the hidden corner reset the app on this device (product rule 4.15). */
export const RESET_TAPS = 5;
/**
 * The longest pause between two taps of one sequence. 3 s lets a support agent talk a player
 * through five deliberate taps, while stray taps spread over a visit never add up to a reset.
 */
export const RESET_TAP_GAP_MS = 3000;

/** Forgets everything this site keeps in local and session storage; storage that throws is skipped. */
function clearBrowserStorage(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      globalThis[area].clear();
    } catch {
      // blocked storage (private mode, cookie settings): nothing of ours is in it
    }
  }
}

type Props = {
  /** How the page reloads; the real reload unless a test watches it. */
  reload?: () => void;
};

/**
 * The hidden reset of product rule 4.15: an invisible corner that, tapped RESET_TAPS times with no pause
 * over RESET_TAP_GAP_MS, clears local and session storage and reloads the page. A support tool,
 * so it has no label and stays out of the accessibility tree.
 */
export function ResetCorner({ reload = () => window.location.reload() }: Props) {
  const taps = useRef({ count: 0, last: 0 });
  function tap() {
    const now = Date.now();
    const t = taps.current;
    t.count = now - t.last <= RESET_TAP_GAP_MS ? t.count + 1 : 1;
    t.last = now;
    if (t.count < RESET_TAPS) return;
    t.count = 0;
    clearBrowserStorage();
    reload();
  }
  return <div className={styles.corner} aria-hidden="true" onClick={tap} data-testid="reset-corner" />;
}
