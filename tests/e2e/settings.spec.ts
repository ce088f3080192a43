import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, translation } from './fixtures';

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** The worker's caches other than its precache (the app itself), and the game-list pages kept on the device. */
function cachedData(page: Page) {
  return page.evaluate(async () => {
    const runtime = (await caches.keys()).filter((n) => !n.startsWith('workbox-precache'));
    const pages = await new Promise<number>((resolve) => {
      const open = indexedDB.open('lobby');
      open.onsuccess = () => {
        const count = open.result.transaction('listPages').objectStore('listPages').count();
        count.onsuccess = () => resolve(count.result);
      };
    });
    return { runtime: runtime.length, pages };
  });
}

test.describe('settings', () => {
  test('a member clears cached data after confirming and stays signed in; hide balance and the update check work', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/home');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect.poll(async () => (await cachedData(page)).pages).toBeGreaterThan(0);

    await page.goto('/m/set');
    const screen = page.getByTestId('screen-set');
    await expect(screen.getByTestId('settings-version')).toHaveText(VERSION);

    await screen.getByTestId('settings-clear-cache').click();
    await page.getByTestId('settings-clear-confirm').getByTestId('confirm-cancel').click();
    expect((await cachedData(page)).pages).toBeGreaterThan(0);
    await screen.getByTestId('settings-clear-cache').click();
    await page.getByTestId('settings-clear-confirm').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast')).toContainText(translation('TY', 'settings_cache_cleared'));
    expect(await cachedData(page)).toEqual({ runtime: 0, pages: 0 });
    await expect(page.getByTestId('app-header').getByTestId('balance')).toHaveText(ACCOUNTS.player.balance);

    await screen.getByTestId('settings-hide-balance').check();
    await expect(page.getByTestId('app-header').getByTestId('balance')).toHaveText('***');
    await screen.getByTestId('settings-hide-balance').uncheck();
    await expect(page.getByTestId('app-header').getByTestId('balance')).toHaveText(ACCOUNTS.player.balance);

    await screen.getByTestId('settings-check-update').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'settings_update_latest'));
  });

  test('a visitor gets language, cache and version but no balance or sign-out', async ({ page }) => {
    await page.goto('/m/set');
    const screen = page.getByTestId('screen-set');
    await expect(screen.getByTestId('settings-clear-cache')).toBeVisible();
    await expect(screen.getByTestId('settings-hide-balance')).toHaveCount(0);
    await expect(screen.getByTestId('logout')).toHaveCount(0);
  });
});
