/**
 * The screen the server drew into the page (docs/decisions/018), kept on show as the first
 * screen's loading state: the app's first render clears the page's root, and until the screen's
 * own code has loaded and drawn, the fallback puts the very same element back in its place, so
 * the player goes on seeing the same picture (no flash of an empty screen, no picture fetched
 * again, no new largest paint). Only on the address it was drawn for, and only until a screen of
 * the app has been shown.
 */
let drawn: { path: string; screen: Element } | null = null;

export function keepDrawnScreen(path: string, screen: Element): void {
  drawn = { path, screen };
}

/** The drawn screen when `path` is the address it was drawn for, else null. */
export function drawnScreenOf(path: string): Element | null {
  return drawn && drawn.path === path ? drawn.screen : null;
}

/** A screen of the app is on show: the drawn one is not shown again. */
export function forgetDrawnScreen(): void {
  drawn = null;
}
