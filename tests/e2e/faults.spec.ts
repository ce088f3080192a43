import type { BrowserContext, Page } from '@playwright/test';
import { CASES, LIMIT, setFaults } from './fault-cookie';
import { ACCOUNTS, apiMemberWithGift, apiRegister, baseUrl, expect, setUpWithdrawals, signIn, test, translation, unique } from './fixtures';

/**
 * The main journeys with the server misbehaving, through the test controls' fault cookie (this
 * context only). Each fault must end in a translated word and a way on, never a white screen or a
 * spinner past the 10 s limit, and nothing the player typed is lost; once the fault is gone the
 * same screen goes on. The service worker stays out of it: its cache would hide the faults
 * (tests/e2e/offline.spec.ts covers it). Rules the transport keeps (what is retried, time limits)
 * are unit tests (tests/unit/client/api-transport.test.ts).
 */
test.use({ serviceWorkers: 'block' });
// One device is enough: the faults are the server's, not the screen's.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'android', 'runs on one device'));

/**
 * A list that fails: with no copy on the device, the retry; once a page was served, the kept copy
 * marked offline (the first fault comes before any page was kept, so both ways are taken).
 */
async function lists(page: Page, context: BrowserContext, route: string, path: string) {
  const retry = page.getByTestId('list-retry');
  const kept = page.getByTestId('offline-mark');
  const ways = new Set<string>();
  for (const c of CASES) {
    await setFaults(context, [{ path, method: 'GET', ...c.fault }]);
    await page.goto(route);
    await expect(page.getByTestId(`screen-${route.slice(3)}`), c.name).toBeVisible();
    if (c.message) {
      await expect(retry.or(kept).first(), c.name).toBeVisible(LIMIT);
      // Read while the fault lasts: once it is gone, the app's probe of the connection may find
      // the server again and read the list anew before a check here could see the mark.
      if (await retry.isVisible()) {
        ways.add('retry');
        await expect(retry, c.name).toHaveText(translation('TY', 'loading_failed_retry'));
        await setFaults(context, []);
        await retry.click();
      } else {
        ways.add('kept');
        await expect(kept, c.name).toHaveText(translation('TY', 'offline_list_mark'));
        await setFaults(context, []);
        await page.reload();
        await expect(kept, c.name).toHaveCount(0, LIMIT);
      }
    }
    await expect(page.getByTestId('game-card').first(), c.name).toBeVisible(LIMIT);
  }
  expect([...ways].sort()).toEqual(['kept', 'retry']);
}

test.describe('under faults', () => {
  test('home: the game list fails with a retry, then loads', async ({ page, context }) => {
    test.setTimeout(120_000);
    await lists(page, context, '/m/home', '/api/games');
  });

  test('game centre: the hot games fail with a retry, then load', async ({ page, context }) => {
    test.setTimeout(120_000);
    await lists(page, context, '/m/gameCenter', '/api/games/hot');
  });

  test('login: says why, keeps what was typed, and logs in once the server is back', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/m/login');
    const username = page.getByTestId('login-username');
    const password = page.getByTestId('login-password');
    await username.fill(ACCOUNTS.player.username);
    await password.fill(ACCOUNTS.player.password);
    for (const c of CASES.filter((x) => x.message)) {
      await setFaults(context, [{ path: '/api/auth/login', method: 'POST', ...c.fault }]);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error'), c.name).toHaveText(translation('TY', c.message ?? ''), LIMIT);
      await expect(username).toHaveValue(ACCOUNTS.player.username);
      await expect(password).toHaveValue(ACCOUNTS.player.password);
      await expect(page.getByTestId('login-submit')).toBeEnabled();
    }
    await setFaults(context, [{ path: '/api/auth/login', method: 'POST', kind: 'latency', ms: 3_000 }]);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('screen-home')).toBeVisible(LIMIT);
  });

  test('launch: says why with a retry, and opens the game once the server is back', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.player);
    for (const c of CASES.filter((x) => x.message)) {
      await setFaults(context, [{ path: '/api/games/launch', method: 'POST', ...c.fault }]);
      await page.goto('/m/launchGame?nodeId=SPW-0001');
      await expect(page.getByTestId('launch-error'), c.name).toHaveText(translation('TY', c.message ?? ''), LIMIT);
      await expect(page.getByTestId('launch-retry')).toBeVisible();
    }
    await setFaults(context, []);
    await page.getByTestId('launch-retry').click();
    await expect(page).toHaveURL(/\/demo\/game\//, LIMIT);
  });

  test('deposit: says why, keeps the amount, and the order is made once when the server is back', async ({ page, context }) => {
    test.setTimeout(120_000);
    const account = { username: unique('flt'), password: 'Player1234' };
    await apiRegister(account.username, account.password);
    const { token } = await signIn(page, account);
    await page.goto('/m/voucherCenter');
    const screen = page.getByTestId('screen-voucherCenter');
    await screen.getByTestId('deposit-channel-BANK').click();
    await screen.getByTestId('deposit-amount').fill('500');
    for (const c of CASES.filter((x) => x.message)) {
      // The last case's word gone first, so this case's is its own.
      await expect(page.getByTestId('toast')).toHaveCount(0, LIMIT);
      await setFaults(context, [{ path: '/api/wallet/deposits', method: 'POST', ...c.fault }]);
      await screen.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('toast'), c.name).toHaveText(translation('TY', c.message ?? ''), LIMIT);
      await expect(screen.getByTestId('deposit-amount')).toHaveValue('500');
      await expect(screen.getByTestId('deposit-submit')).toBeEnabled();
    }
    await setFaults(context, [{ path: '/api/wallet/deposits', method: 'POST', kind: 'latency', ms: 3_000 }]);
    await screen.getByTestId('deposit-submit').click();
    await expect(screen.getByTestId('deposit-order')).toHaveAttribute('data-status', 'pending', LIMIT);
    // Every failed submit and the last one carried one key: one order.
    const listed = await fetch(`${baseUrl()}/api/wallet/deposits`, { headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO' } });
    expect(((await listed.json()) as { value: { orders: unknown[] } }).value.orders).toHaveLength(1);
  });

  test('withdraw: says why, keeps the amount, and holds the money once when the server is back', async ({ page, context }) => {
    test.setTimeout(120_000);
    const { account, token } = await apiMemberWithGift('flw');
    await signIn(page, account);
    await page.goto('/m/securityCenter');
    await setUpWithdrawals(page);

    await page.goto('/m/withdraw');
    const screen = page.getByTestId('screen-withdraw');
    await screen.getByTestId('withdraw-amount').fill('300');
    for (const c of CASES.filter((x) => x.message)) {
      await expect(page.getByTestId('toast')).toHaveCount(0, LIMIT);
      await setFaults(context, [{ path: '/api/wallet/withdrawals', method: 'POST', ...c.fault }]);
      await screen.getByTestId('payment-password').fill('246810');
      await screen.getByTestId('withdraw-submit').click();
      await expect(page.getByText(translation('TY', c.message ?? '')).first(), c.name).toBeVisible(LIMIT);
      await expect(screen.getByTestId('withdraw-amount')).toHaveValue('300');
    }
    await setFaults(context, [{ path: '/api/wallet/withdrawals', method: 'POST', kind: 'latency', ms: 3_000 }]);
    await screen.getByTestId('payment-password').fill('246810');
    await screen.getByTestId('withdraw-submit').click();
    await expect(screen.getByTestId('withdraw-order')).toHaveAttribute('data-status', 'pending', LIMIT);
    const listed = await fetch(`${baseUrl()}/api/wallet/withdrawals`, { headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO' } });
    expect(((await listed.json()) as { value: { orders: unknown[] } }).value.orders).toHaveLength(1);
  });
});
