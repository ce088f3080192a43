import { apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

test.describe('points mall', () => {
  test('a member redeems an item after confirming: points, stock and history change once, and the balance gets the bonus', async ({ page }) => {
    const username = unique('mall');
    await apiRegister(username, 'Secret123');
    const grant = await fetch(`${baseUrl()}/api/test-controls/points/grant`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
      body: JSON.stringify({ account: username, points: 250 }),
    });
    expect(grant.ok).toBe(true);
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/mall/mallHome');
    const screen = page.getByTestId('screen-mall-mallHome');
    await expect(screen.getByTestId('mall-points')).toHaveText('250');
    await expect(screen.getByTestId('empty-state')).toBeVisible();
    const item = screen.getByTestId('mall-item').first();
    const stock = Number(await item.getAttribute('data-stock'));

    await item.getByTestId('mall-redeem').click();
    await page.getByTestId('mall-confirm').getByTestId('confirm-cancel').click();
    await expect(screen.getByTestId('mall-points')).toHaveText('250');
    await item.getByTestId('mall-redeem').click();
    await page.getByTestId('mall-confirm').getByTestId('confirm-ok').dblclick();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'mall_redeemed'));
    await expect(screen.getByTestId('mall-points')).toHaveText('150');
    // At least one fewer: the other device project may redeem the same item meanwhile.
    await expect.poll(async () => Number(await item.getAttribute('data-stock'))).toBeLessThanOrEqual(stock - 1);
    await expect(screen.getByTestId('mall-history-row')).toHaveCount(1);
    await expect(page.getByTestId('app-header').getByTestId('balance')).toHaveText('￥10.00');
  });
});
