import { Workbox } from 'workbox-window';

/** Registers the worker that precaches the shell (scope /m/). Update prompts build on this. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  void wb.register().catch((error: unknown) => console.warn('service worker registration failed', error));
}
