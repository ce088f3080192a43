import type { QueuedCallHeaders } from '../contract/offline-policy';
import { currentLanguage } from '../i18n/i18n';
import { deviceHeader } from '../lib/display-mode';
import { sessionStore } from '../session/session-store';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the service worker to deliver a queue on the device when the browser next finds a
 * connection, even with no tab of the app open (Background Sync: Chromium). Elsewhere nothing
 * happens: the open app delivers the queue itself (keepReplaying).
 */
export function requestBackgroundDelivery(tag: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready.then((registration) => (registration as SyncRegistration).sync?.register(tag)).catch(() => undefined);
}

/** The session's headers as the app sends them now, kept with a queued call for the worker; none for a visitor. */
export function queuedCallHeaders(): QueuedCallHeaders | undefined {
  const info = sessionStore.info;
  if (!info) return undefined;
  return { token: info.token, merchant: info.merchantCode ?? null, language: currentLanguage(), device: deviceHeader() };
}
