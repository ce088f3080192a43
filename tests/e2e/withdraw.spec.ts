import { apiLogin, apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

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
    // Money without a deposit (a claimed bonus), so no turnover stands in the way.
    const account = { username: unique('wd'), password: 'Player1234' };
    await apiRegister(account.username, account.password);
    const gift = await post('/api/test-controls/rewards/grant', { account: account.username, kind: 'MANUAL', title: 'Withdraw test gift', amount: 800 });
    const { token } = await apiLogin(account);
    await post('/api/rewards/claim', { id: gift.value.id }, token);
    await signIn(page, account);

    await page.goto('/m/withdraw');
    await page.getByTestId('withdraw-no-card').getByRole('link').click();
    const security = page.getByTestId('screen-securityCenter');
    await security.getByTestId('payment-password').fill('246810');
    await security.getByTestId('payment-password-confirm').fill('246810');
    await security.getByTestId('payment-password-submit').click();
    await expect(security.getByTestId('payment-password-old')).toBeVisible();
    await security.getByTestId('bank-card-add').click();
    await security.getByTestId('bank-card-bank').selectOption({ index: 1 });
    await security.getByTestId('bank-card-holder').fill('Maria Santos');
    await security.getByTestId('bank-card-number').fill('4111 1111 1111 1111');
    await security.getByTestId('bank-card-save').click();
    await expect(security.getByTestId('bank-card')).toContainText('•••• 1111');

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
