import { proxy } from 'valtio';
import type { Workbox } from 'workbox-window';

/** A new version of the app is installed and waiting for the player's go-ahead. */
export const updateStore = proxy({ waiting: false });

let workbox: Workbox | null = null;
let registering: Promise<Workbox | null> | null = null;

/**
 * Registers the worker (scope /m/) and watches for updates. A waiting version is offered, never
 * forced: the page reloads only after the player taps the prompt, so nothing typed is lost.
 * Installed iOS apps rarely re-check the worker by themselves, so the app asks for an update
 * whenever it comes back to the foreground. workbox-window loads here, once the first content is
 * on screen (main.tsx).
 */
export function registerServiceWorker(): Promise<Workbox | null> {
  // Once per page; a failed attempt may be made again (the update check asks).
  registering ??= register().catch((error: unknown) => {
    registering = null;
    throw error;
  });
  return registering;
}

async function register(): Promise<Workbox | null> {
  if (!('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateStore.waiting = true;
  });
  const check = () => {
    void wb.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) check();
  });
  await wb.register();
  return wb;
}

/** The player accepted: the waiting worker takes over, then the page reloads once. */
export function applyUpdate(): void {
  updateStore.waiting = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  workbox?.messageSkipWaiting();
}

/**
 * The settings screen's update check: asks the server for a new worker and waits while one
 * installs. 'waiting' also raises the usual update prompt; 'unavailable' when no worker runs
 * (the browser has none, or the check could not reach the server).
 */
export async function checkForUpdate(): Promise<'waiting' | 'latest' | 'unavailable'> {
  // The worker registers after the first content; a player quicker than that registers it now.
  const wb = import.meta.env.PROD ? await registerServiceWorker().catch(() => null) : workbox;
  if (!wb) return 'unavailable';
  try {
    await wb.update();
  } catch {
    return 'unavailable';
  }
  const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  const installing = registration?.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      const done = () => installing.state !== 'installing' && resolve();
      installing.addEventListener('statechange', done);
      done();
    });
  }
  if (!registration?.waiting) return 'latest';
  updateStore.waiting = true;
  return 'waiting';
}
