import { apiRegister, expect, signIn, test, translation, unique } from './fixtures';
import { tappable44 } from './geometry';

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
    // As the player types, without Enter.
    await page.getByTestId('game-search').pressSequentially('zzzz-nothing');
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

test.describe('game centre at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a vendor tab lists its hot games first, then the rest of its games', async ({ page, request }) => {
    const hot = async (query: string) => {
      const res = await request.get(`/api/games/hot?${query}`);
      const body = (await res.json()) as { value: { games: { nodeId: string }[] } };
      return body.value.games.map((g) => g.nodeId);
    };
    const liveHot = await hot('gameType=LIVE');
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-LIVE').click();
    const tiles = page.getByTestId('vendor-tile');
    await expect(tiles.first()).toBeVisible();
    // Every vendor shows its logo, loaded (not the monogram stand-in), decorative: the name labels the tile.
    await expect(tiles.locator('[data-testid="vendor-logo"][data-state="loaded"] img[alt=""]')).toHaveCount(await tiles.count());
    const cards = page.getByTestId('game-card');
    for (let i = 0; i < 3; i++) await expect(cards.nth(i)).toHaveAttribute('data-game-id', liveHot[i] ?? '');

    const vendor = page.getByTestId('vendor-tile').nth(1);
    const code = (await vendor.getAttribute('data-vendor')) ?? '';
    const vendorHot = await hot(`gameType=LIVE&vassalage=${code}`);
    await vendor.click();
    await expect(cards.first()).toHaveAttribute('data-game-id', vendorHot[0] ?? '');
  });

  test('the scroll hint covers no control', async ({ page }) => {
    await page.goto('/m/slotsCenter');
    const hint = page.getByTestId('scroll-hint');
    await expect(hint).toBeVisible();
    await expect(page.getByTestId('favourite-toggle').nth(8)).toBeVisible();
    const covered = await hint.evaluate((h) => {
      const a = h.getBoundingClientRect();
      return [...document.querySelectorAll('button, a[href], input, [role="tab"]')]
        .filter((el) => {
          const b = el.getBoundingClientRect();
          return b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        })
        .map((el) => el.getAttribute('data-testid') ?? el.tagName);
    });
    expect(covered).toEqual([]);
  });

  test('tabs, filter chips, vendor tiles and the search are tappable over 44 x 44', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-LIVE').click();
    await expect(page.getByTestId('vendor-tile').first()).toBeVisible();
    for (const target of [
      page.getByTestId('game-tab-HOT'),
      page.getByTestId('game-tab-LIVE'),
      page.getByTestId('filter-recent'),
      page.getByTestId('filter-favourites'),
      page.getByTestId('filter-hot'),
      page.getByTestId('vendor-tile').first(),
      page.getByTestId('game-search'),
    ]) {
      // The tab strip scrolls sideways (long labels in some languages): bring each into view first.
      await target.scrollIntoViewIfNeeded();
      expect(await tappable44(target), (await target.getAttribute('data-testid')) ?? '').toBe(true);
    }
  });

  for (const language of ['CN', 'EN', 'TH', 'VI', 'TY', 'PT'] as const) {
    test(`the search placeholder is whole in ${language}`, async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), language);
      await page.goto('/m/gameCenter');
      const search = page.getByTestId('game-search');
      await expect(search).toHaveAttribute('placeholder', translation(language, 'search_games'));
      const fit = await search.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d');
        if (!ctx) return null;
        ctx.font = style.font;
        return { text: ctx.measureText(el.placeholder).width, room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
      });
      expect(fit?.text).toBeLessThanOrEqual(fit?.room ?? 0);
    });
  }
});
