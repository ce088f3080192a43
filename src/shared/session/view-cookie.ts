import { APP_BASE } from '../contract/app-routes';
import { SESSION_TTL_MS } from '../contract/auth';
import { VIEW_SESSION_COOKIE } from '../contract/first-view';

/** As long as the server keeps an unused session; it checks the token anyway. */
const MAX_AGE_S = SESSION_TTL_MS / 1000;

/**
 * Keeps the page cookie that lets the server draw this member's first view (docs/decisions/018)
 * equal to the stored session: the token, or no cookie. Sent with the app's pages only (path
 * APP_BASE), never cross-site on a request other than a navigation (SameSite=Lax).
 */
export function keepViewCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const current = document.cookie.split('; ').find((pair) => pair.startsWith(`${VIEW_SESSION_COOKIE}=`));
  const wanted = token === null ? undefined : `${VIEW_SESSION_COOKIE}=${encodeURIComponent(token)}`;
  if (current === wanted) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing on older iOS Safari; this one must be set before the next page is asked for
  document.cookie =
    token === null
      ? `${VIEW_SESSION_COOKIE}=; Path=${APP_BASE}; Max-Age=0; SameSite=Lax${secure}`
      : `${wanted}; Path=${APP_BASE}; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}
