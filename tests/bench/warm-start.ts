import type { Browser, BrowserContext } from 'playwright-core';
import { median } from './budgets';

/** Milliseconds from navigation start to the first game card in the DOM, on a new page of `context`. */
async function timeToFirstCard(context: BrowserContext, url: string): Promise<number | null> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as Window & { benchFirstCardAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="game-card"]')) {
        w.benchFirstCardAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    await page.goto(url);
    await page.locator('[data-testid="game-card"]').first().waitFor({ timeout: 15_000 });
    return await page.evaluate(() => Math.round((window as Window & { benchFirstCardAt?: number }).benchFirstCardAt ?? Number.NaN));
  } catch {
    return null;
  } finally {
    await page.close();
  }
}

/**
 * A returning player: the first visit installs the service worker and fills its caches; then
 * the home screen is opened again `runs` times online and `runs` times offline, and the median
 * time to the first game card of each is reported.
 */
export async function warmStart(browser: Browser, url: string, runs: number): Promise<{ onlineMs: number | null; offlineMs: number | null }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'networkidle' });
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Once more, so the lists the worker keeps for offline are filled by a controlled page.
    await first.reload({ waitUntil: 'networkidle' });
    await first.close();
    const online: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const ms = await timeToFirstCard(context, url);
      if (ms !== null && Number.isFinite(ms)) online.push(ms);
    }
    await context.setOffline(true);
    const offline: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const ms = await timeToFirstCard(context, url);
      if (ms !== null && Number.isFinite(ms)) offline.push(ms);
    }
    // A run that never showed a card makes the figure unknown (a failed budget), not a faster median.
    return { onlineMs: online.length === runs ? median(online) : null, offlineMs: offline.length === runs ? median(offline) : null };
  } finally {
    await context.close();
  }
}
