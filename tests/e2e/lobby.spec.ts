import { GAME_STRINGS } from '#server/pages/strings';
import { apiRegister, expect, signIn, signInTrial, test, translation, unique } from './fixtures';

test.describe('home lobby', () => {
  test('shows banners, the marquee and the first 25 games, and scrolling loads more', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('banner').first()).toBeVisible();
    await expect(page.getByTestId('marquee')).not.toHaveText(translation('TY', 'no_announcement'));
    const grid = page.getByTestId('game-grid');
    await expect(grid).toHaveAttribute('data-count', '25');
    await expect(page.getByTestId('game-card').first()).toBeVisible();

    await page.getByTestId('category-RNG').click();
    await expect(page.getByTestId('category-RNG')).toHaveAttribute('aria-current', 'true');
    await expect(grid).toHaveAttribute('data-count', '25');
    // Scrolled down, the list asks for the next page (once per second at most) until more are in.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return Number(await grid.getAttribute('data-count'));
        },
        { intervals: [500], timeout: 15_000 },
      )
      .toBeGreaterThan(25);
    // However many games are loaded, only the rows near the viewport are in the DOM.
    expect(await page.getByTestId('game-card').count()).toBeLessThan(100);
  });

  test('the marquee goes to announcements', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('marquee').click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('a vendor tile narrows the list to that vendor', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('category-RNG').click();
    const tile = page.getByTestId('vendor-tile').nth(1);
    const vendor = await tile.getAttribute('data-vendor');
    await tile.click();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', new RegExp(`^${vendor}-`));
  });

  test('a guest tapping a game goes to login', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('game-card').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a broken icon shows the default image', async ({ page }) => {
    await page.route('**/icons/games/**', (route) => route.abort());
    await page.goto('/m/home');
    const icon = page.getByTestId('game-icon').first();
    await expect(icon).toHaveAttribute('data-state', 'failed');
    await expect(icon.locator('img')).toHaveAttribute('src', /default-game\.svg$/);
  });
});

test.describe('favourites and launching', () => {
  test('a member favourites a game and it stays favourite after a reload', async ({ page }) => {
    const username = unique('f');
    await apiRegister(username, 'Secret123');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/home');
    const id = await page.getByTestId('game-card').nth(2).getAttribute('data-game-id');
    // The game by its id from here on: the grid may redraw (the first reads answered anew) and move a card.
    const favourite = () => page.locator(`[data-game-id="${id}"]`).getByTestId('favourite-toggle');
    await favourite().click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'in_chang_saved'));
    await expect(favourite()).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(favourite()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a player launches a demo game, spins, and the balance and bet record change', async ({ page }) => {
    // A trial account: demo credit, and no shared demo account's balance is touched.
    await signInTrial(page);
    await page.goto('/m/home');
    await page.getByTestId('category-RNG').click();
    await page.getByTestId('game-card').first().getByRole('button').first().click();
    // The game page is told the app's language in its address, and speaks it.
    await expect(page).toHaveURL(/\/demo\/game\/[^?]+\?lang=TY$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByTestId('demo-spin')).toHaveText(GAME_STRINGS.TY.spin);
    // The name from the game that opened: the list may re-render between reading a card and the tap.
    const gameName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(gameName).not.toBe('');
    const balance = page.getByTestId('demo-balance');
    const before = await balance.textContent();
    await page.getByTestId('demo-spin').click();
    await expect(balance).not.toHaveText(before ?? '');
    // The bet record (today, the default range) shows that spin with its stake.
    await page.goto('/m/gameRecord');
    const row = page.getByTestId('screen-gameRecord').getByTestId('record-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(gameName);
  });
});
