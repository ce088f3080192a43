import { ACCOUNTS, baseUrl, expect, signIn, test } from './fixtures';

/** player1's seeded deposits (about 12,345) and no bets put it on level 3 of 15. */
const PLAYER_LEVEL = '3';

test.describe('VIP club and benefits', () => {
  test('a member sees the 15 level cards starting on their own, the progress, the bonus pages and READ ALL', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/vip');
    const cards = page.getByTestId('vip-level-card');
    await expect(cards).toHaveCount(15);
    const mine = page.locator('[data-testid="vip-level-card"][data-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('data-level', PLAYER_LEVEL);
    await expect(mine).toBeInViewport();
    await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-level', PLAYER_LEVEL);
    await expect(page.getByTestId('vip-progress-deposits')).toContainText('￥20,000.00');

    await expect(page.getByTestId('vip-bonus-page')).toHaveCount(15);
    await page.getByTestId('vip-bonus-page').nth(9).click();
    await expect(page.getByTestId('vip-bonus-page').nth(9)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('vip-bonus-image')).toHaveAttribute('src', /bonus-10\.svg$/);

    await page.getByTestId('vip-read-all').click();
    const details = page.getByTestId('vip-details');
    await expect(details).toBeVisible();
    await expect(details.getByTestId('vip-detail')).toHaveCount(15);
    await details.getByTestId('vip-details-close').click();
    await expect(details).toHaveCount(0);
    // The screen is still there, not the route's error screen.
    await expect(cards).toHaveCount(15);
    await page.getByTestId('vip-read-all').click();
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(cards).toHaveCount(15);
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  });

  test("a visitor reads every level's benefits, and a member of a merchant without the club is told it is not there", async ({ page }) => {
    await page.goto('/m/member/benefits');
    await expect(page.getByTestId('benefit-level')).toHaveCount(15);
    await expect(page.locator('[data-testid="benefit-level"][data-current="true"]')).toHaveCount(0);
    await expect(page.getByTestId('benefits-summary').getByRole('link')).toHaveAttribute('href', '/m/login');

    const lite = baseUrl('lite.localhost');
    await signIn(page, ACCOUNTS.lite, 'LITE');
    await page.goto(`${lite}/m/member/benefits`);
    await expect(page.getByTestId('vip-unavailable')).toBeVisible();
    await expect(page.getByTestId('benefit-level')).toHaveCount(0);
  });

  test('home shows the news strip with the winner board (masked accounts, amounts with the symbol); LITE a quiet line', async ({ page }) => {
    await page.goto('/m/home');
    const board = page.getByTestId('winner-board');
    await expect(board).toBeVisible();
    await expect(board.getByTestId('winner-row').first()).toHaveText(/\*\*\*/);
    await expect(board.getByTestId('winner-amount').first()).toHaveText(/^￥[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('home-news-item')).toHaveCount(7);

    await page.goto(`${baseUrl('lite.localhost')}/m/home`);
    await expect(page.getByTestId('home-news-empty')).toBeVisible();
    await expect(page.getByTestId('winner-board')).toHaveCount(0);
  });
});
