import { ACCOUNTS, baseUrl, expect, signIn, test } from './fixtures';

const FLAGGED_MENU_ITEMS = ['menu-bet-record', 'menu-transaction-record', 'menu-profit-loss', 'menu-reward-center', 'menu-points-mall', 'menu-security-center'];

test.describe('whitelabel flags', () => {
  test('the demo merchant (every flag on) shows register in the header and every side-menu item', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/home');
    await page.getByTestId('side-menu-open').click();
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByTestId('side-menu-name')).toHaveText(ACCOUNTS.player.nickname);
    await expect(menu.getByTestId('side-menu-vip-label')).toHaveText('VIP 3');
    await expect(menu.getByTestId('balance')).toHaveText(ACCOUNTS.player.balance);
    for (const item of FLAGGED_MENU_ITEMS) await expect(menu.getByTestId(item)).toBeVisible();
    await menu.getByTestId('balance-toggle').click();
    await expect(menu.getByTestId('balance')).toHaveText('***');
    // Hidden on the withdraw screen too, where the balance is what can be withdrawn.
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-available')).toContainText('***');
    await expect(page.getByTestId('withdraw-available')).not.toContainText(ACCOUNTS.player.balance);
  });

  test('a guest on the demo merchant sees register (DIRECTREG3) and the side menu offers register and login', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('header-register')).toBeVisible();
    await page.getByTestId('side-menu-open').click();
    await expect(page.getByTestId('side-menu-register')).toBeVisible();
    await expect(page.getByTestId('side-menu-login')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByTestId('balance')).toHaveCount(0);
  });

  test('the second merchant (most flags off) hides register and the flag-gated items', async ({ page }) => {
    const lite = baseUrl('lite.localhost');
    await signIn(page, ACCOUNTS.lite, 'LITE');
    await page.goto(`${lite}/m/home`);
    await expect(page.getByTestId('app-header').getByTestId('balance')).toHaveText(ACCOUNTS.lite.balance);
    await page.getByTestId('side-menu-open').click();
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByTestId('side-menu-name')).toHaveText(ACCOUNTS.lite.nickname);
    for (const item of FLAGGED_MENU_ITEMS) await expect(menu.getByTestId(item)).toHaveCount(0);
  });

  test('a guest on the second merchant gets no register button in the header', async ({ page }) => {
    await page.goto(`${baseUrl('lite.localhost')}/m/home`);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-register')).toHaveCount(0);
  });
});
