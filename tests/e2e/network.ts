import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until the service worker controls the page (it claims the first visit's page). */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every request to the network fails, as on a dead connection (the worker's own requests too). */
export const deadConnection = (route: Route) => route.abort('internetdisconnected');

/**
 * Offline for the pages and for the worker's own requests, two ways at once: the browser's offline
 * emulation, and every request failing, as on a dead connection that still reports a network. Some
 * Chromium versions report `navigator.onLine` true after an offline reload; the app must not care.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) await context.route('**/*', deadConnection);
  else await context.unroute('**/*', deadConnection);
  await context.setOffline(offline);
}
