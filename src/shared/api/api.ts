import { currentLanguage } from '../i18n/i18n';
import { deviceHeader } from '../lib/display-mode';
import { currentToken, sessionStore } from '../session/session-store';
import { type ApiError, createApiClient } from './client';
import { connectivity } from './connection';

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The shell subscribes here to clear the session and go to /m/login on any 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let siteMerchantCode: string | null = null;

/** The merchant learned from site config; a session's own merchant wins over it. */
export function setMerchantCode(code: string | null): void {
  siteMerchantCode = code;
}

/**
 * Where calls go: the page's origin, through the browser's fetch; the server's own handler while
 * it draws a visitor's first view (src/entry-server.tsx).
 */
const endpoint: { origin: () => string; fetch: typeof fetch } = {
  origin: () => globalThis.location.origin,
  fetch: (input, init) => globalThis.fetch(input, init),
};

export function sendCallsTo(origin: string, fetchFn: typeof fetch): void {
  endpoint.origin = () => origin;
  endpoint.fetch = fetchFn;
}

/** The page's origin: the browser's, or the one the server draws a first view for (sendCallsTo). */
export function pageOrigin(): string {
  return endpoint.origin();
}

/** The app's one API client. Feature request functions call `api.call(...)`. */
export const api = createApiClient({
  baseUrl: () => endpoint.origin(),
  fetch: (input, init) => endpoint.fetch(input, init),
  context: () => ({
    token: currentToken(),
    merchantCode: sessionStore.info?.merchantCode ?? siteMerchantCode,
    language: currentLanguage(),
    device: deviceHeader(),
  }),
  onReached: () => connectivity.reached(),
  onUnreachable: () => connectivity.unreachable(),
  confirmConnection: () => connectivity.confirm(),
  onUnauthorized: (error) => {
    for (const listener of unauthorizedListeners) listener(error);
  },
});
