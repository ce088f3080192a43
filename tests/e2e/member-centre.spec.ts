import { ACCOUNTS, baseUrl, expect, signIn, test } from './fixtures';

const DEMO_SHORTCUTS = ['gameRecord', 'transaction-record', 'profitandloss', 'rewardCenter', 'mall-mallHome', 'securityCenter', 'inviteFriends', 'member-benefits', 'activity-signIn'];

test.describe('member centre', () => {
  test('the demo merchant (mem_cen 1) shows the new version with every shortcut; they and the money buttons lead to their screens', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/member/home');
    const screen = page.getByTestId('screen-member-home');
    await expect(screen).toHaveAttribute('data-layout', 'new');
    await expect(screen.getByTestId('member-name')).toHaveText(ACCOUNTS.player.nickname);
    await expect(screen.getByTestId('member-vip-label')).toHaveText('VIP 3');
    for (const key of DEMO_SHORTCUTS) await expect(screen.getByTestId(`member-shortcut-${key}`)).toBeVisible();
    await screen.getByTestId('member-shortcut-transaction-record').click();
    await expect(page.getByTestId('screen-transaction-record')).toBeVisible();
    await page.goBack();
    await screen.getByTestId('member-withdraw').click();
    await expect(page.getByTestId('screen-withdraw')).toBeVisible();
  });

  test('an agent on the demo merchant gets no invite shortcut', async ({ page }) => {
    await signIn(page, ACCOUNTS.agent);
    await page.goto('/m/member/home');
    const screen = page.getByTestId('screen-member-home');
    await expect(screen.getByTestId('member-shortcut-gameRecord')).toBeVisible();
    await expect(screen.getByTestId('member-shortcut-inviteFriends')).toHaveCount(0);
  });

  test('the second merchant (mem_cen 0, flags off) shows the base version without the flagged shortcuts', async ({ page }) => {
    await signIn(page, ACCOUNTS.lite, 'LITE');
    const screen = page.getByTestId('screen-member-home');
    await page.goto(`${baseUrl('lite.localhost')}/m/member/home`);
    await expect(screen).toHaveAttribute('data-layout', 'base');
    await expect(screen.getByTestId('member-name')).toHaveText(ACCOUNTS.lite.nickname);
    await expect(screen.getByTestId('member-shortcut-set')).toBeVisible();
    for (const key of DEMO_SHORTCUTS.slice(0, 6)) await expect(screen.getByTestId(`member-shortcut-${key}`)).toHaveCount(0);
  });
});
