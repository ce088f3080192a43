import { apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

async function decide(reference: string, status: 'approved' | 'rejected', reason?: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/test-controls/deposits/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify({ reference, status, reason }),
  });
  if (!res.ok) throw new Error(`decide ${reference}: ${res.status}`);
}

test.describe('deposit', () => {
  test('a rejected order shows its reason; the next one is approved and the balance rises', async ({ page }) => {
    const account = { username: unique('dep'), password: 'Player1234' };
    await apiRegister(account.username, account.password);
    await signIn(page, account);
    await page.goto('/m/voucherCenter');
    const screen = page.getByTestId('screen-voucherCenter');
    await expect(screen.getByTestId('empty-state')).toBeVisible();

    await screen.getByTestId('deposit-channel-EWALLET').click();
    await screen.getByTestId('deposit-amount').fill('80');
    await screen.getByTestId('deposit-submit').click();
    const order = screen.getByTestId('deposit-order');
    await expect(order).toHaveAttribute('data-status', 'pending');
    const first = (await order.textContent())?.match(/D\d{8}[0-9A-F]{8}/)?.[0] ?? '';
    await decide(first, 'rejected', 'Name does not match the account');
    await expect(order).toHaveAttribute('data-status', 'rejected');
    await expect(order).toContainText('Name does not match the account');

    await order.getByRole('button', { name: translation('TY', 'deposit_new') }).click();
    await screen.getByTestId('deposit-channel-BANK').click();
    await screen.getByRole('button', { name: '￥500.00' }).click();
    await screen.getByTestId('deposit-submit').click();
    await expect(order).toHaveAttribute('data-status', 'pending');
    const second = (await order.textContent())?.match(/D\d{8}[0-9A-F]{8}/)?.[0] ?? '';
    expect(second).not.toBe(first);
    await decide(second, 'approved');
    await expect(order).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('header-account')).toContainText('500.00');

    await order.getByRole('button', { name: translation('TY', 'deposit_new') }).click();
    await expect(screen.getByTestId('deposit-history-row')).toHaveCount(2);

    // Only the approved order moved money: one deposit row, with the balance after it.
    await page.goto('/m/transaction/record');
    const rows = page.getByTestId('screen-transaction-record').getByTestId('record-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute('data-kind', 'deposit');
    await expect(rows).toContainText('+￥500.00');
    await expect(rows).toContainText(second);
  });
});
