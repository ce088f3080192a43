import { screenTestId } from '../../src/shared/contract/app-routes';
import { routePath, routesOf } from '../helpers/app-routes';
import { baseUrl, expect, test, translation } from './fixtures';

// A visitor's first visit to a route the server draws (docs/decisions/018): the screen is in the
// page before any script runs, and the app takes that markup over where it stands.
test.describe('first view drawn by the server', () => {
  test('a visitor sees the login form before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/m/login');
    const screen = page.getByTestId('screen-login');
    await expect(screen.getByRole('heading', { name: translation('TY', 'login_title') })).toBeVisible();
    await expect(screen.getByTestId('login-forgot')).toBeVisible();
    await context.close();
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
    }
    // Taken over, not drawn again: the login screen's own link leads on.
    await page.goto('/m/login');
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    expect(errors.map((e) => e.slice(0, 300))).toEqual([]);
    await context.close();
  });
});
