import type { Page } from '@playwright/test';
import { expect, signInTrial, test, translation } from './fixtures';

test.describe('lottery frame', () => {
  test('shows the demo game in a full-screen frame, playable inside it', async ({ page }) => {
    // A trial account: demo credit, and no shared demo account's balance is touched.
    await signInTrial(page);
    await page.goto('/m/lottery?mui=1&playType=ent&gameId=TCG_SEA-0002&prize_mode=Elott');
    const frame = page.frameLocator('[data-testid="lottery-frame"]');
    const balance = frame.getByTestId('demo-balance');
    await expect(balance).toBeVisible();
    await expect(page.getByTestId('lottery-loading')).toHaveCount(0);
    // One close on screen, the app's: the game page in the frame leaves its own out.
    await expect(page.getByTestId('lottery-close').and(page.getByRole('button'))).toHaveCount(1);
    await expect(frame.locator('a.close')).toHaveCount(0);
    const box = await page.getByTestId('lottery-frame').boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect((box?.height ?? 0) / (viewport?.height ?? 1)).toBeGreaterThan(0.8);
    // The balance shows whole cents in the page's own marks: its digits alone are the minor units.
    const minorOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
    const beforeMinor = minorOf(await balance.textContent());
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/spin')), frame.getByTestId('demo-spin').click()]);
    const spun = (await response.json()) as { balance: string; win: string; stake: string };
    // A win equal to the stake leaves the balance as it was, so the check is the sum, not a change.
    expect(minorOf(spun.balance)).toBe(beforeMinor - minorOf(spun.stake) + minorOf(spun.win));
    await expect.poll(async () => minorOf(await balance.textContent())).toBe(minorOf(spun.balance));
  });

  test('lottery frame close returns by pageBack', async ({ page }) => {
    await signInTrial(page);
    await page.goto('/m/lottery?mui=1&playType=ent&gameId=TCG_SEA-0002&prize_mode=Elott&pageBack=home');
    await expect(page.getByTestId('lottery-frame')).toBeVisible();
    // The close area is a button named in the player's language (TY by default).
    await expect(page.getByRole('button', { name: translation('TY', 'close'), exact: true })).toHaveAttribute('data-testid', 'lottery-close');
    await page.getByTestId('lottery-close').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/lottery?mui=1&playType=ent&gameId=TCG_SEA-0002&prize_mode=Elott');
    await page.getByTestId('lottery-close').click();
    await expect(page).toHaveURL(/\/m\/game$/);
  });

  test('a failed launch says so and retries', async ({ page }) => {
    await signInTrial(page);
    let fail = true;
    await page.route('**/api/games/launch', (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/m/lottery?gameId=TCG_SEA-0002');
    await expect(page.getByTestId('lottery-error')).toBeVisible();
    fail = false;
    await page.getByTestId('lottery-retry').click();
    await expect(page.frameLocator('[data-testid="lottery-frame"]').getByTestId('demo-spin')).toBeVisible();
  });

  test('a guest is sent to login', async ({ page }) => {
    await page.goto('/m/lottery?gameId=TCG_SEA-0002');
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('game launcher', () => {
  test('a failed launch says so and retries', async ({ page }) => {
    await signInTrial(page);
    let fail = true;
    await page.route('**/api/games/launch', (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/m/launchGame?playType=ent&nodeId=SPW-0001&code=spw_1');
    await expect(page.getByTestId('launch-error')).toBeVisible();
    await expect(page.getByTestId('launch-retry')).toHaveText(translation('TY', 'loading_failed_retry'));
    fail = false;
    await page.getByTestId('launch-retry').click();
    await expect(page).toHaveURL(/\/demo\/game\//);
  });
});

test.describe('lottery lobby route', () => {
  test('/m/startLottery opens the TCG_SEA lobby in the frame with the vendor data prize mode; back does not relaunch it', async ({ page }) => {
    await signInTrial(page);
    await page.goto('/m/home');
    const bodies: unknown[] = [];
    await page.route('**/api/games/launch', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.continue();
    });
    await page.goto('/m/startLottery');
    await expect(page).toHaveURL(/\/m\/lottery\?/);
    await expect(page.frameLocator('[data-testid="lottery-frame"]').getByTestId('demo-spin')).toBeVisible();
    // The demo merchant maps LOTT under ELOTT: the electronic lottery mode (product rule 4.12).
    expect(bodies).toEqual([expect.objectContaining({ vendor: 'TCG_SEA', code: 'lobby', prizeMode: 'Elott' })]);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('ELOTT tab', () => {
  test('as a guest goes to login', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-ELOTT').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('as a member opens the TCG_SEA lottery lobby with prize mode SEA in the frame', async ({ page }) => {
    await signInTrial(page);
    await page.goto('/m/gameCenter');
    const bodies: unknown[] = [];
    await page.route('**/api/games/launch', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.continue();
    });
    await page.getByTestId('game-tab-ELOTT').click();
    await expect(page).toHaveURL(/\/m\/lottery\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('prize_mode')).toBe('SEA');
    expect(url.searchParams.get('vendor')).toBe('TCG_SEA');
    await expect(page.frameLocator('[data-testid="lottery-frame"]').getByTestId('demo-spin')).toBeVisible();
    expect(bodies).toEqual([expect.objectContaining({ vendor: 'TCG_SEA', code: 'lobby', prizeMode: 'SEA' })]);
    await page.getByTestId('lottery-close').click();
    await expect(page).toHaveURL(/\/m\/game$/);
  });

  test('a lottery game on home opens in the frame with the vendor data prize mode, and closes home', async ({ page }) => {
    await signInTrial(page);
    await page.goto('/m/home');
    await page.getByTestId('category-ELOTT').click();
    await page.getByTestId('game-card').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/lottery\?.*prize_mode=Elott/);
    await expect(page.frameLocator('[data-testid="lottery-frame"]').getByTestId('demo-spin')).toBeVisible();
    await page.getByTestId('lottery-close').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('DS88 sports', () => {
  async function openSports(page: Page) {
    await page.goto('/m/gameCenter');
    await page.getByTestId('game-tab-SPORTS').click();
    return page.locator('[data-game-id="DS88-0001"]').getByRole('button').first();
  }

  test('as a guest goes to login', async ({ page }) => {
    await (await openSports(page)).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('as a member launches through the game launcher in a new tab', async ({ page }) => {
    await signInTrial(page);
    const card = await openSports(page);
    const popup = page.waitForEvent('popup');
    await card.click();
    const tab = await popup;
    await expect(tab).toHaveURL(/\/demo\/game\//);
    await expect(tab.getByTestId('demo-spin')).toBeVisible();
    // On its own in a tab, the page keeps its close back to the app.
    await expect(tab.locator('a.close[href="/m/home"]')).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
  });

  test('with pop-ups blocked says so and launches in this tab', async ({ page }) => {
    await signInTrial(page);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await (await openSports(page)).click();
    await expect(page.getByTestId('popup-blocked')).toBeVisible();
    await page.getByTestId('popup-blocked-continue').click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    await expect(page.getByTestId('demo-spin')).toBeVisible();
  });
});
