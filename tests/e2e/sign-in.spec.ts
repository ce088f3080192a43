import type { Locator, Page } from '@playwright/test';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes } from '#src/shared/contract/routes';
import { ACCOUNTS, apiRegister, baseUrl, expect, signIn, signInTrial, test, translation, unique } from './fixtures';

/** The header's balance as a number (￥1,234.50 -> 1234.5). */
async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('app-header').getByTestId('balance');
  await expect(balance).toHaveText(/\d/);
  return Number((await balance.innerText()).replace(/[^\d.]/g, ''));
}

async function openSideMenu(page: Page): Promise<Locator> {
  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The calendar's today (the server's day, not the test machine's). */
function todayCell(page: Page): Locator {
  return page.locator('[data-testid="signin-day"][aria-current="date"]');
}

test.describe('daily sign-in', () => {
  test.use({ timezoneId: 'UTC' });
  test('a fresh member signs in once: bonus credited, day marked, red dot gone, and no second credit', async ({ page }) => {
    const name = unique('si');
    await apiRegister(name, 'Player1234');
    const session = await signIn(page, { username: name, password: 'Player1234' });

    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-shortcut-activity-signIn').getByTestId('signin-dot')).toBeVisible();
    const menu = await openSideMenu(page);
    const entry = menu.getByTestId('menu-sign-in');
    await expect(entry.getByTestId('signin-dot')).toBeVisible();
    // The dot is announced, not colour alone.
    await expect(entry).toContainText(translation('TY', 'signin_new'));
    const before = await headerBalance(page);
    await entry.click();

    await expect(page).toHaveURL(/\/m\/activity\/signIn$/);
    const screen = page.getByTestId('screen-activity-signIn');
    await expect(screen.getByTestId('signin-streak')).toHaveAttribute('data-streak', '0');
    await expect(todayCell(page)).toHaveAttribute('data-signed', 'false');
    await expect(screen.getByTestId('signin-next-day')).toHaveCount(0);
    const bonusText = (await screen.getByTestId('signin-today-bonus').innerText()).trim();
    const bonus = Number(bonusText.replace(/[^\d.]/g, ''));
    expect(bonus).toBeGreaterThan(0);

    // Offline the tap says it needs a connection and leaves the button to try again.
    await page.context().setOffline(true);
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'err_offline'));
    await expect(page.getByTestId('signin-submit')).toBeEnabled();
    await page.context().setOffline(false);

    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes(apiRoutes.signIn.path) && posts.push(r.url()));
    const submit = page.getByTestId('signin-submit');
    // A double tap asks once: the button is disabled from the first tap on.
    await submit.dblclick();
    await expect(page.getByTestId('toast')).toContainText(bonusText);
    await expect(todayCell(page)).toHaveAttribute('data-signed', 'true');
    await expect(screen.getByTestId('signin-streak')).toHaveAttribute('data-streak', '1');
    await expect(submit).toBeDisabled();
    // Signed: when the next one opens. DEMO's day turns at midnight in Manila, 16:00 on this device's clock (UTC).
    await expect(screen.getByTestId('signin-next-day')).toContainText(' 16:00');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + bonus, 2);
    expect(posts).toHaveLength(1);

    await page.reload();
    await expect(todayCell(page)).toHaveAttribute('data-signed', 'true');
    await expect(page.getByTestId('signin-submit')).toBeDisabled();
    // The server holds the rule whatever the page shows: a second request credits nothing.
    const again = await page.evaluate(
      async ({ token, headers, route }) => {
        const res = await fetch(route.path, {
          method: route.method,
          headers: {
            [headers.authorization]: `Bearer ${token}`,
            [headers.merchant]: 'DEMO',
            [headers.moduleId]: route.moduleId,
            // Another sign-in, not a repeat of the page's: its own key.
            [headers.idempotencyKey]: 'another-sign-in-tap',
            'Content-Type': 'application/json',
          },
          body: '{}',
        });
        return ((await res.json()) as { value: { credited: boolean } }).value;
      },
      { token: session.token, headers: HEADERS, route: { path: apiRoutes.signIn.path, method: apiRoutes.signIn.method, moduleId: apiRoutes.signIn.moduleId } },
    );
    expect(again.credited).toBe(false);
    await page.reload();
    // The header starts from the balance last seen and then reads the wallet: it settles on one credit.
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + bonus, 2);

    const menuAfter = await openSideMenu(page);
    await expect(menuAfter.getByTestId('menu-sign-in')).toBeVisible();
    await expect(menuAfter.getByTestId('menu-sign-in').getByTestId('signin-dot')).toHaveCount(0);
  });

  test('a visitor sees the entry without a dot and is sent to log in', async ({ page }) => {
    await page.goto('/m/home');
    const menu = await openSideMenu(page);
    const entry = menu.getByTestId('menu-sign-in');
    await expect(entry).toBeVisible();
    await expect(entry.getByTestId('signin-dot')).toHaveCount(0);
    await entry.click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a trial account sees the entry without a dot and is refused with free_reject', async ({ page }) => {
    await signInTrial(page);
    await page.goto('/m/home');
    const menu = await openSideMenu(page);
    const entry = menu.getByTestId('menu-sign-in');
    await expect(entry).toBeVisible();
    await expect(entry.getByTestId('signin-dot')).toHaveCount(0);
    await entry.click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'free_reject'));
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('player1 sees a two-day streak with the two days before today marked', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/activity/signIn');
    await expect(page.getByTestId('signin-streak')).toHaveAttribute('data-streak', '2');
    await expect(page.getByTestId('signin-submit')).toBeEnabled();
    const today = await todayCell(page).getAttribute('data-date');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const back of [1, 2]) {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - back);
      const date = day.toISOString().slice(0, 10);
      // A day of last month is not on this month's calendar.
      if (date.slice(0, 7) !== today?.slice(0, 7)) continue;
      await expect(page.locator(`[data-testid="signin-day"][data-date="${date}"]`)).toHaveAttribute('data-signed', 'true');
    }
  });

  test('the merchant without the LOGIN promotion shows its member no sign-in entry', async ({ page }) => {
    const lite = baseUrl('lite.localhost');
    await signIn(page, ACCOUNTS.lite, 'LITE');
    // Absent before the counters answer proves nothing: wait for their answer.
    const counters = page.waitForResponse((r) => r.url().includes(apiRoutes.promoCounters.path) && r.ok());
    await page.goto(`${lite}/m/member/home`);
    await counters;
    await expect(page.getByTestId('member-nav-account')).toBeVisible();
    const menu = await openSideMenu(page);
    await expect(menu.getByTestId('side-menu-name')).toHaveText(ACCOUNTS.lite.nickname);
    await expect(menu.getByTestId('menu-sign-in')).toHaveCount(0);
    await expect(page.getByTestId('member-shortcut-activity-signIn')).toHaveCount(0);
    // Opened by its address, the screen leaves for home with the reason, as any screen the merchant does not offer.
    await page.goto(`${lite}/m/activity/signIn`);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('toast')).toHaveText(translation('TR', 'err_no_permission'));
  });
});
