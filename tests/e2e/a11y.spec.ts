import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, devices, type Page } from '@playwright/test';
import type { RouteName } from '#src/shared/contract/app-routes';
import { appRoutes, routePath, screenTestId, visitorSees } from '../helpers/app-routes';
import { applyStartingStorage, startingStorage } from '../helpers/starting-storage';
import { ACCOUNTS, baseUrl, expect, signIn, test, translation } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The critical and serious axe findings of the page (or of one part) as it is now, one readable line each. */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // label-content-name-mismatch is experimental in axe, so off by default: a control whose name
  // hides the text it shows (a button named "Account" showing the balance) is exactly what we check.
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (within) builder.include(within);
  // A new screen fades in over 300 ms: axe would measure its text half transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

/** Loads a route and waits until its screen (or, for a route the role may not open, the one it leads to) settles. */
async function open(page: Page, key: RouteName): Promise<void> {
  await page.goto(`${baseUrl()}${routePath(key)}`);
  await expect(page.locator('main, [data-testid^="screen-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
}

// One role per describe, one page for all its routes, on an iPhone's screen of its own making:
// it runs once, in the project that runs every journey.
for (const role of ['visitor', 'member', 'agent'] as const) {
  test.describe(`accessibility as a ${role}`, () => {
    // axe over a long game list takes a while on a busy machine.
    test.describe.configure({ timeout: 60_000 });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'android', 'checked once, on its own iPhone screen');
      const { defaultBrowserType: _browser, ...iphone } = devices['iPhone 13'];
      context = await browser.newContext(iphone);
      await context.addInitScript(applyStartingStorage, startingStorage());
      page = await context.newPage();
      if (role !== 'visitor') await signIn(page, role === 'agent' ? ACCOUNTS.agent : ACCOUNTS.player);
    });

    test.afterAll(async () => {
      await context?.close();
    });

    // A visitor sent from a member-only route to login would only scan login again.
    const routes = appRoutes().filter((r) => (role === 'visitor' ? visitorSees(r) : !(role === 'agent' && r.rejectAgent)));
    for (const route of routes) {
      test(`/m/${route.key} has no critical or serious violation`, async () => {
        await open(page, route.key);
        // The lottery lobby route replaces itself with the lottery frame.
        const shown = route.key === 'startLottery' ? 'lottery' : route.key;
        if (role !== 'visitor' || route.access === 'public') {
          await expect(page.getByTestId(screenTestId(shown))).toBeVisible();
          // The document is named for the screen, in the language on show (TY by default).
          if (shown === route.key) await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(translation('TY', route.titleId))}`));
          // One h1 names the screen (the header's merchant name is not a heading).
          await expect(page.locator('h1')).toHaveCount(1);
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    // The pages were scanned above; here only the part holding the list, closed (the side menu
    // opens over the page) and open, on a light page (the list is the same on every route).
    test('the language list closed and open has no critical or serious violation', async () => {
      await open(page, 'trail');
      if (role !== 'visitor') await page.getByTestId('side-menu-open').click();
      const region = role !== 'visitor' ? '[data-testid="side-menu"]' : '[data-testid="app-header"]';
      // The drawer's code loads on its first opening.
      await expect(page.locator(region)).toBeVisible();
      const closed = await seriousViolations(page, region);
      await page.locator(region).getByTestId('lang-switcher').click();
      await expect(page.getByTestId('lang-option-EN')).toBeVisible();
      expect([...closed, ...(await seriousViolations(page, region))]).toEqual([]);
      // Choosing English names the document and the page's language anew.
      await page.getByTestId('lang-option-EN').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(translation('EN', 'route_trail'))}`));
    });

    if (role === 'visitor') {
      test('the login screen with its language list open has no critical or serious violation', async () => {
        await open(page, 'login');
        await page.getByTestId('screen-login').getByTestId('lang-switcher').click();
        await expect(page.getByTestId('lang-option-EN')).toBeVisible();
        expect(await seriousViolations(page, '[data-testid="screen-login"]')).toEqual([]);
      });
    }
  });
}
