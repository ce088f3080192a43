import { ACCOUNTS, apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

async function offer(account: string, kind: 'salary' | 'dividend' | 'hourly'): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/test-controls/contracts/offer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify({ account, kind }),
  });
  if (!res.ok) throw new Error(`offer ${kind} to ${account}: ${res.status}`);
}

test.describe('agent contracts', () => {
  test('a member reads the salary contract offered to them and accepts it; it stays accepted', async ({ page }) => {
    const username = unique('ctr');
    await apiRegister(username, 'Secret123');
    await offer(username, 'salary');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/member/agent/getSalaryContract');
    // The session's prompt for the waiting offer comes first; Cancel leaves the page as it is.
    await page.getByTestId('contract-prompt').getByTestId('contract-prompt-cancel').click();
    const contract = page.getByTestId('screen-member-agent-getSalaryContract').getByTestId('contract');
    await expect(contract).toHaveAttribute('data-status', 'offered');
    await expect(contract.getByTestId('contract-tier')).toHaveCount(3);
    // Offered by the operator: the whole sentence of its own, not "by" with a name set in.
    await expect(contract).toContainText(translation('TY', 'contract_offered_by_operator').replace('{offeredAt}', '').trim());
    // The answer is final, so it is asked once more: Cancel sends nothing.
    await contract.getByTestId('contract-accept').click();
    const confirm = page.getByTestId('contract-confirm');
    await expect(confirm).toContainText(translation('TY', 'contract_confirm_accept'));
    await confirm.getByTestId('confirm-cancel').click();
    await expect(confirm).toHaveCount(0);
    await expect(contract).toHaveAttribute('data-status', 'offered');
    await contract.getByTestId('contract-accept').click();
    await confirm.getByTestId('confirm-ok').click();
    await expect(contract).toHaveAttribute('data-status', 'accepted');
    await expect(contract.getByTestId('contract-accept')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('contract')).toHaveAttribute('data-status', 'accepted');
    await page.goto('/m/member/agent/getHourContract');
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  test('an agent, whom no prompt asks, finds the offer waiting in the member centre and opens it', async ({ page }) => {
    await signIn(page, ACCOUNTS.agent);
    await page.goto('/m/member/home');
    const entry = page.getByTestId('member-contract-salary');
    await expect(entry).toContainText(translation('TY', 'route_getSalaryContract'));
    // Only the kinds waiting for an answer: the agent's dividend contract is already accepted.
    await expect(page.locator('[data-testid^="member-contract-"]')).toHaveCount(1);
    await entry.click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByTestId('contract')).toHaveAttribute('data-status', 'offered');
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
  });

  test('after logging in, a member with an offer waiting is prompted with Cancel and Go, and Go opens the contract', async ({ page }) => {
    const username = unique('ctp');
    await apiRegister(username, 'Secret123');
    await offer(username, 'dividend');
    await page.goto('/m/login');
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('Secret123');
    await page.getByTestId('login-submit').click();
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toContainText(translation('TY', 'contract_prompt_dividend'));
    await expect(prompt.getByTestId('contract-prompt-cancel')).toBeVisible();
    await prompt.getByTestId('contract-prompt-go').click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(page.getByTestId('contract')).toHaveAttribute('data-status', 'offered');
    // Once per session: a reload does not ask again.
    await page.reload();
    await expect(page.getByTestId('contract')).toBeVisible();
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
  });
});
