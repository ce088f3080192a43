import type { Page } from '@playwright/test';
import { DEVICE_TAG } from './device-tag';
import { expect, test } from './fixtures';

/** A one-finger swipe as the touch screen sends it. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 5; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('swipe back in the home-screen app', { tag: DEVICE_TAG }, () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'iphone', 'the home-screen app on iOS, where the browser gives no back gesture');
    // Launched from the home screen: iOS says so with navigator.standalone.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  });

  test('a swipe from the left edge goes back; a short one and one mid-screen do not', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/activity');
    await expect(page.getByTestId('screen-activity')).toBeVisible();
    await swipe(page, { x: 200, y: 400 }, { x: 380, y: 400 });
    await swipe(page, { x: 5, y: 400 }, { x: 80, y: 400 });
    await expect(page).toHaveURL(/\/m\/activity/);
    await swipe(page, { x: 5, y: 400 }, { x: 160, y: 410 });
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
