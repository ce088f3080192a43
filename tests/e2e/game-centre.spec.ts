import { apiRegister, expect, signIn, test, translation, unique } from './fixtures';

test.describe('game centre', () => {
  test('opens on HOT, and a tab change shows that category with its vendors', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await expect(page.getByTestId('screen-gameCenter')).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('data-testid', 'game-tab-HOT');
    await expect(page.getByTestId('game-tab-HOT')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('game-card').first()).toBeVisible();

    await page.getByTestId('game-tab-LIVE').click();
    await expect(page.getByTestId('vendor-tile').first()).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^(RYL|AUL|CRC)-/);
  });

  test('BINGO lists the bingo games and INHOUSE the MINES & CRASH ones', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-BINGO').click();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^BGH-/);
    await page.getByTestId('game-tab-INHOUSE').click();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^BGS-/);
  });

  test('searches by name and shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-RNG').click();
    await page.getByTestId('game-search').fill('zzzz-nothing');
    await page.getByTestId('game-search').press('Enter');
    await expect(page.getByTestId('empty-state')).toHaveText(translation('TY', 'in_no_data'));
    await page.getByTestId('game-search').fill('golden');
    await page.getByTestId('game-search').press('Enter');
    await expect(page.getByTestId('game-card').first()).toContainText(/golden/i);
  });

  test('recent and favourites need a login: the filter resets with in_logged_login', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('filter-favourites').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'in_logged_login'));
    await expect(page.getByTestId('filter-favourites')).toHaveAttribute('aria-pressed', 'false');
    await page.getByTestId('filter-recent').click();
    await expect(page.getByTestId('filter-recent')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a member sees a favourited game under the favourites filter', async ({ page }) => {
    const username = unique('g');
    await apiRegister(username, 'Secret123');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-FISH').click();
    const card = page.getByTestId('game-card').first();
    const id = await card.getAttribute('data-game-id');
    await card.getByTestId('favourite-toggle').click();
    await expect(card.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('filter-favourites').click();
    await expect(page.getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', id ?? '');
  });

  test('the scroll hint shows on a long page and hides after scrolling', async ({ page }) => {
    await page.goto('/m/slotsCenter');
    await expect(page.getByTestId('game-tab-RNG')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('scroll-hint')).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
  });

  test('PROMO goes to promotions', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-PROMO').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});
