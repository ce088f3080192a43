import { baseUrl, expect, test } from './fixtures';

async function setStatus(maintenance: boolean, regionRestriction: boolean) {
  const res = await fetch(`${baseUrl()}/api/test-controls/system-status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify({ maintenance, regionRestriction }),
  });
  expect(res.status).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.describe('system status', () => {
  test.afterEach(async () => {
    await setStatus(false, false);
  });

  test('maintenance (status 1) shows the maintenance page instead of the app', async ({ page }) => {
    await setStatus(true, false);
    await page.goto('/m/home');
    await expect(page.getByTestId('screen-maintenance')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
  });

  test('maintenance and region restriction together still mean maintenance', async ({ page }) => {
    await setStatus(true, true);
    await page.goto('/m/gameCenter');
    await expect(page.getByTestId('screen-maintenance')).toBeVisible();
  });

  test('region restriction alone (status 2) shows the region page with the player IP', async ({ page }) => {
    await setStatus(false, true);
    await page.goto('/m/home');
    await expect(page.getByTestId('screen-region-restricted')).toBeVisible();
    await expect(page.getByTestId('screen-region-restricted')).toContainText('127.0.0.1');
  });

  test('the last status is kept locally and the app recovers when the server is back to normal', async ({ page }) => {
    await setStatus(true, false);
    await page.goto('/m/home');
    await expect(page.getByTestId('screen-maintenance')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SYSTEM_STATUS') ?? '{}').status)).toBe(1);
    await setStatus(false, false);
    await page.getByTestId('status-retry').click();
    await expect(page.getByTestId('screen-home')).toBeVisible();
  });
});
