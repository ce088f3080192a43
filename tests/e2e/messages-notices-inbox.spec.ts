import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { apiRegister, expect, signIn, test, unique } from './fixtures';

/** A fresh member, so what this test reads is nobody else's. */
async function freshMember(page: Parameters<typeof signIn>[0]) {
  const account = { username: unique('reader'), password: 'Reader1234' };
  await apiRegister(account.username, account.password);
  await signIn(page, account);
  return account;
}

test('an announcement opened is read at once, and still read after a reload and on another device', async ({ page, browser }) => {
  const account = await freshMember(page);
  await page.goto('/m/notice');
  const item = page.getByTestId('notice-item').first();
  await expect(item).toHaveAttribute('data-read', 'false');
  const id = await item.getAttribute('data-id');
  const told = page.waitForResponse((r) => r.url().includes('/api/notices/read') && r.ok());

  await item.getByRole('button').click();
  await expect(page.getByTestId('notice-detail')).toBeVisible();
  await page.getByTestId('notice-detail-close').click();
  await expect(page.locator(`[data-testid=notice-item][data-id="${id}"]`)).toHaveAttribute('data-read', 'true');
  await told;

  // The server's word, not this device's marks.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.noticeReads);
  await page.reload();
  await expect(page.locator(`[data-testid=notice-item][data-id="${id}"]`)).toHaveAttribute('data-read', 'true');
  await expect(page.locator('[data-testid=notice-item][data-read=false]').first()).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  await otherPage.goto('/m/notice');
  await expect(otherPage.locator(`[data-testid=notice-item][data-id="${id}"]`)).toHaveAttribute('data-read', 'true');
  await other.close();
});

test("a new member's inbox badge counts down as the welcome messages are read", async ({ page }) => {
  await freshMember(page);
  // The member centre's message-centre entry carries the total (announcements, chat and inbox).
  await page.goto('/m/member/home');
  const totalBadge = page.getByTestId('member-shortcut-message').getByTestId('unread-badge');
  await expect(totalBadge).toHaveText(/\d+/);
  const totalBefore = Number(await totalBadge.locator('[aria-hidden=true]').textContent());
  await page.goto('/m/webEmail');
  const badge = page.getByTestId('screen-webEmail').getByRole('heading', { level: 1 }).getByTestId('unread-badge');
  const items = page.getByTestId('inbox-item');
  await expect(items.first()).toBeVisible();
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(badge).toContainText(String(total));

  for (let read = 1; read <= total; read += 1) {
    await page.locator('[data-testid=inbox-item][data-read=false]').first().getByRole('button').first().click();
    await expect(page.getByTestId('inbox-detail')).toBeVisible();
    await page.getByTestId('inbox-detail-close').click();
    if (read < total) await expect(badge).toContainText(String(total - read));
  }
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(items).toHaveCount(total);
  await expect(page.locator('[data-testid=inbox-item][data-read=false]')).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await page.goto('/m/member/home');
  await expect(totalBadge.locator('[aria-hidden=true]')).toHaveText(String(totalBefore - total));
});
