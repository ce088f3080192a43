import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { popupTitles } from './content';
import { expect, test } from './fixtures';

test.describe('notice popup', () => {
  // These tests are about the popup: let it open (the fixtures keep it shut elsewhere).
  test.use({ noticePopup: true });

  test('opens on the first home visit, stays shut in the same tab after closing, and returns in a new session', async ({ page, context, browser }) => {
    // Three first visits (this tab, a new tab, a new context), each loading home cold.
    test.slow();
    // The seed's one popup notice (announcement type PU), in the app's language.
    const [POPUP_TITLE = ''] = await popupTitles();
    expect(POPUP_TITLE).not.toBe('');
    await page.goto('/m/home');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(POPUP_TITLE);
    await page.getByTestId('notice-popup-close').click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.noticePopupSeen)).not.toBeNull();

    // Same tab: a reload keeps its session storage, and so the flag.
    const content = page.waitForResponse((r) => r.url().includes('/api/announcements'));
    await page.reload();
    await content;
    // Home has what it needs to open the popup (the promo banner comes from the same answer) ...
    await expect(page.getByTestId('popup-banner')).toBeVisible();
    // ... so if it were coming, it would be here by now.
    await page.waitForTimeout(500);
    await expect(popup).toHaveCount(0);

    // A new tab is a new session ...
    const tab = await context.newPage();
    await tab.goto('/m/home');
    await expect(tab.getByTestId('notice-popup')).toContainText(POPUP_TITLE);
    await tab.close();

    // ... and so is a new browser context.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/m/home');
    await expect(other.getByTestId('notice-popup')).toContainText(POPUP_TITLE);
    await fresh.close();
  });
});

test.describe('floating promo banner', () => {
  test('folds into a tab, opens again, and its image goes to the promotion', async ({ page }) => {
    await page.goto('/m/home');
    const banner = page.getByTestId('popup-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('popup-banner-image')).toBeVisible();

    await page.getByTestId('popup-banner-toggle').click();
    await expect(banner).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('popup-banner-image')).toHaveCount(0);
    await expect(page.getByTestId('popup-banner-toggle')).toBeVisible();

    await page.getByTestId('popup-banner-toggle').click();
    await expect(banner).toHaveAttribute('data-state', 'open');
    await page.getByTestId('popup-banner-image').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
  });
});

test.describe('hidden reset corner', () => {
  test('five taps clear local and session storage and reload the page', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('e2e-reset-probe', 'local');
      sessionStorage.setItem('e2e-reset-probe', 'session');
      (window as Window & { e2eMarker?: number }).e2eMarker = 1;
    });
    const corner = page.getByTestId('reset-corner');
    for (let i = 0; i < 4; i += 1) await corner.click();
    // Four taps: nothing yet.
    expect(await page.evaluate(() => localStorage.getItem('e2e-reset-probe'))).toBe('local');

    await corner.click();
    // Reloaded: the marker on the old page's window is gone, and so is what storage held.
    await expect.poll(() => page.evaluate(() => (window as Window & { e2eMarker?: number }).e2eMarker ?? null)).toBeNull();
    await expect(page.getByTestId('screen-home')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('e2e-reset-probe'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-reset-probe'))).toBeNull();
  });
});
