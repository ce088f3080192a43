import { isAppPath, routeNameOf } from '../contract/app-routes';

/**
 * What a screen leaves the login screen in the navigation's state: where to go once signed in.
 * `over`: the login screen was opened over that very page, so it returns by going back a step;
 * replacing itself with the page would leave the page twice in the back history.
 */
type LoginReturn = { from: string; over?: true };

/** The navigation options that open the login screen over the page on show, to come back to it. */
export function loginOverThisPage(): { state: LoginReturn } {
  return { state: { from: window.location.pathname + window.location.search, over: true } };
}

/** Where a login screen's state says to go once signed in: an app path other than login itself, else null. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isAppPath(from) && routeNameOf(new URL(from, 'http://app').pathname) !== 'login' ? from : null;
}

/** Whether the login screen was opened over the page it returns to. */
export function opensOverReturn(state: unknown): boolean {
  return returnPath(state) !== null && (state as { over?: unknown }).over === true;
}
