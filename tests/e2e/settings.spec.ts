import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

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
    await expect(screen.getByTestId('feedback')).toHaveCount(0);
  });

  test('a member sends feedback within the word bounds and later reads the reply', async ({ page }) => {
    const account = { username: unique('fb'), password: 'Player1234' };
    await apiRegister(account.username, account.password);
    await signIn(page, account);
    await page.goto('/m/set');
    const feedback = page.getByTestId('screen-set').getByTestId('feedback');
    await feedback.getByTestId('feedback-text').fill('Too short');
    await feedback.getByTestId('feedback-submit').click();
    await expect(feedback.getByRole('alert')).toHaveText(translation('TY', 'feedback_length').replace('{min}', '5').replace('{max}', '300'));
    await expect(feedback.getByTestId('feedback-text')).toHaveValue('Too short');

    const text = 'Too short to read, so here are a few more words';
    await feedback.getByTestId('feedback-text').fill(text);
    await feedback.getByTestId('feedback-submit').click();
    await expect(feedback.getByTestId('feedback-text')).toHaveValue('');
    const item = feedback.getByTestId('feedback-item').first();
    await expect(item).toContainText(text);
    await expect(item).toHaveAttribute('data-replied', 'false');

    const list = await (
      await fetch(`${baseUrl()}/api/member/feedback`, {
        headers: { Merchant: 'DEMO', Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token)}` },
      })
    ).json();
    const reply = await fetch(`${baseUrl()}/api/test-controls/feedback/reply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
      body: JSON.stringify({ id: list.value.items[0].id, reply: 'Noted, thank you' }),
    });
    expect(reply.ok).toBe(true);
    await page.reload();
    await expect(item).toHaveAttribute('data-replied', 'true');
    await expect(item).toContainText('Noted, thank you');
  });
});
