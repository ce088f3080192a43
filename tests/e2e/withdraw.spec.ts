import { apiMemberWithGift, baseUrl, expect, setUpWithdrawals, signIn, test, translation } from './fixtures';

async function post(path: string, body: unknown, token?: string): Promise<{ value: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as { value: Record<string, unknown> };
}

test.describe('withdraw', () => {
  test('bind a card and set a payment password, then withdraw once however often it is tapped: held at once, then paid', async ({ page }) => {
    const { account, token } = await apiMemberWithGift('wd');
    await signIn(page, account);

    await page.goto('/m/withdraw');
    await page.getByTestId('withdraw-no-card').getByRole('link').click();
    await setUpWithdrawals(page);

    await page.goto('/m/withdraw');
    const screen = page.getByTestId('screen-withdraw');
    await screen.getByTestId('withdraw-amount').fill('300');
    await screen.getByTestId('payment-password').fill('135790');
    await screen.getByTestId('withdraw-submit').click();
    await expect(screen.getByText(translation('TY', 'err_payment_password_wrong'))).toBeVisible();
    await expect(screen.getByTestId('withdraw-amount')).toHaveValue('300');

    await screen.getByTestId('payment-password').fill('246810');
    await screen.getByTestId('withdraw-submit').dblclick();
    const order = screen.getByTestId('withdraw-order');
    await expect(order).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('header-account')).toContainText('500.00');
    const listed = await fetch(`${baseUrl()}/api/wallet/withdrawals`, { headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO' } });
    const orders = ((await listed.json()) as { value: { orders: { reference: string }[] } }).value.orders;
    expect(orders).toHaveLength(1);

    await post('/api/test-controls/withdrawals/decide', { reference: orders[0]?.reference, status: 'approved' });
    await expect(order).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('header-account')).toContainText('500.00');
  });
});
