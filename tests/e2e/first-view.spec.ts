import type { Page } from '@playwright/test';
import { APP_BASE, ROUTES, screenTestId } from '#src/shared/contract/app-routes';
import type { SessionInfo } from '#src/shared/contract/auth';
import { FIRST_PICTURE_TIMING, VIEW_SESSION_COOKIE } from '#src/shared/contract/first-view';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { routePath, routesOf } from '../helpers/app-routes';
import { ACCOUNTS, apiLogin, baseUrl, expect, signIn, test, translation } from './fixtures';

/** Holds the code of a screen (its chunk) until the returned function lets it through. */
async function holdScreenCode(page: Page, screen: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${screen}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The screen the server drew into the page: inert, without the app's test hooks. */
const drawnScreen = (page: Page) => page.locator('#root [data-screen][inert]');

// A visitor's first visit to a route the server draws (docs/decisions/018): the screen is in the
// page before any script runs, and stays on show until the app's own screen takes its place.
test.describe('first view drawn by the server', () => {
  test('a visitor sees the login form before any script runs, as a picture that takes no input', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/m/login');
    await expect(drawnScreen(page).getByText(translation('TY', 'login_title'), { exact: true }).first()).toBeVisible();
    await expect(drawnScreen(page).getByText(translation('TY', 'forgot_password'))).toBeVisible();
    await expect(page.locator('#root [data-testid]')).toHaveCount(0);
    await context.close();
  });

  test("the drawn screen stays until the app's own is ready, then gives way to it", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const release = await holdScreenCode(page, 'LoginScreen');
    await page.goto('/m/login');
    // The app runs (its chrome is live) while the screen's code is held: the drawn screen is on show.
    await expect(page.getByTestId('back-button')).toBeVisible();
    await expect(drawnScreen(page).getByText(translation('TY', 'forgot_password'))).toBeVisible();
    await expect(page.getByTestId('screen-login')).toHaveCount(0);
    release();
    await expect(page.getByTestId('screen-login')).toBeVisible();
    await expect(drawnScreen(page)).toHaveCount(0);
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await context.close();
  });

  test("home's painted banner stays until the app's home screen is ready", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const release = await holdScreenCode(page, 'HomeScreen');
    await page.goto('/m/home');
    await expect(page.getByTestId('app-header')).toBeVisible();
    const banner = drawnScreen(page).locator('img');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('screen-home')).toHaveCount(0);
    release();
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await expect(drawnScreen(page)).toHaveCount(0);
    await context.close();
  });

  test("the app's scripts are asked for once the page's first picture, or else its first text, has been shown", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    // A drawn screen with a picture (the activity's banner), and one of text alone (the member centre behind its prompt).
    for (const [route, type] of [
      ['activityDetail', 'element'],
      ['member/home', 'paint'],
    ] as const) {
      const page = await context.newPage();
      await page.goto(routePath(route));
      await expect(page.getByTestId(screenTestId(route))).toBeVisible();
      const times = await page.evaluate(
        ({ entryType, picture }) =>
          new Promise<{ shown: number; script: number }>((resolve) => {
            new PerformanceObserver((list) => {
              type Shown = PerformanceEntry & { identifier?: string; renderTime?: number };
              const entry = (list.getEntries() as Shown[]).find((e) => e.identifier === picture || e.name === 'first-contentful-paint');
              if (!entry) return;
              const scripts = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.js'));
              resolve({ shown: entry.renderTime || entry.startTime, script: Math.min(...scripts.map((r) => r.startTime)) });
            }).observe({ type: entryType, buffered: true });
          }),
        { entryType: type, picture: FIRST_PICTURE_TIMING },
      );
      expect(times.script, route).toBeGreaterThanOrEqual(times.shown);
      await page.close();
    }
    await context.close();
  });

  const cases: [who: string, storage: Record<string, string>, drawn: boolean][] = [
    ['a visitor', {}, true],
    ['a member', { [STORAGE_KEYS.sessionInfo]: '{}' }, false],
    ['a player who chose another language', { [STORAGE_KEYS.language]: 'EN' }, false],
  ];
  for (const [who, storage, drawn] of cases) {
    test(`${who} ${drawn ? 'sees' : 'never sees'} the visitor's screen drawn in the default language`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      // The app's scripts never arrive: what shows is the page's own doing.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto('/m/member/benefits');
      await expect(drawnScreen(page)).toHaveCount(1);
      if (drawn) await expect(drawnScreen(page)).toBeVisible();
      else await expect(drawnScreen(page)).toBeHidden();
      await context.close();
    });
  }

  test("a member's page carries their own screen drawn, shown on the device holding that session alone", async ({ browser }) => {
    const session = await apiLogin(ACCOUNTS.player);
    // The same player's other session, as on another device.
    const other = await apiLogin(ACCOUNTS.player);
    const devices: [who: string, stored: SessionInfo | null, shown: boolean][] = [
      ['the same session', session, true],
      ['another session', other, false],
      ['no session', null, false],
    ];
    for (const [who, stored, shown] of devices) {
      const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
      await context.addCookies([{ name: VIEW_SESSION_COOKIE, value: encodeURIComponent(session.token), domain: 'localhost', path: APP_BASE }]);
      const page = await context.newPage();
      if (stored) await page.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), stored);
      // The app's scripts never arrive: what shows is the page's own doing.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      const response = await page.goto('/m/member/home');
      // Theirs alone: no cache keeps it.
      expect(response?.headers()['cache-control'], who).toBe('private, no-store');
      await expect(drawnScreen(page).getByText(ACCOUNTS.player.nickname)).toHaveCount(1);
      if (shown) await expect(drawnScreen(page), who).toBeVisible();
      else await expect(drawnScreen(page), who).toBeHidden();
      await context.close();
    }
  });

  test("the app takes every drawn screen over without an error, and the screen answers the player's taps", async ({ browser }) => {
    // Every page from the server, none from the worker's copy (which has no screen drawn into it).
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of routesOf('visitor')) {
      await page.goto(routePath(route.key));
      await expect(page.getByTestId(screenTestId(route.key))).toBeVisible();
      await expect(drawnScreen(page)).toHaveCount(0);
    }
    expect(errors.map((e) => e.slice(0, 300))).toEqual([]);
    await context.close();
  });

  test('the app takes every screen drawn for a member over without an error', async ({ browser }) => {
    // Thirty-odd pages, each drawn for the member and taken over.
    test.slow();
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await signIn(page, ACCOUNTS.player);
    // The first page stores the session's cookie; every later one is drawn for the member.
    await page.goto('/m/member/home');
    await expect(page.getByTestId(screenTestId('member/home'))).toBeVisible();
    // All but the two that leave for a game as soon as the app runs them.
    for (const route of routesOf('member').filter((r) => r.key !== 'launchGame' && r.key !== 'startLottery')) {
      const response = await page.goto(routePath(route.key));
      await expect(page.getByTestId(screenTestId(route.key)), route.key).toBeVisible();
      await expect(drawnScreen(page), route.key).toHaveCount(0);
      // Drawn for the member, so theirs alone; the painted shells are everyone's.
      expect(response?.headers()['cache-control'], route.key).toBe(ROUTES[route.key].shell ? 'no-cache' : 'private, no-store');
    }
    expect(errors.map((e) => e.slice(0, 300))).toEqual([]);
    await context.close();
  });
});
