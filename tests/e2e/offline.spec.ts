import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { FAVOURITE_QUEUE } from '#src/shared/contract/offline-policy';
import { ACCOUNTS, apiLogin, apiRegister, baseUrl, expect, idbCount, signIn, test, translation, unique } from './fixtures';
import { controlled, deadConnection, setOffline } from './network';

/** The member's favourites as the server has them, read through the API as another device would. */
async function serverFavourites(username: string): Promise<string[]> {
  const { token } = await apiLogin({ username, password: 'Secret123' });
  const res = await fetch(`${baseUrl()}/api/games/favourites?pageNo=1&pageSize=25`, {
    headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO', 'Module-Id': 'GAMELOFAV3' },
  });
  return ((await res.json()) as { value: { games: { nodeId: string }[] } }).value.games.map((g) => g.nodeId);
}

/**
 * The favourite queue is empty and neither the page nor the worker holds or waits for its Web
 * Lock (both send under it, deleting each row once answered): nothing more can be sent, so a
 * count of writes taken now is final, with no wait for something not to happen.
 */
async function favouriteQueueSettled(page: Page): Promise<boolean> {
  const queued = await idbCount(page, 'favouriteQueue');
  const { held = [], pending = [] } = await page.evaluate(() => navigator.locks.query());
  return queued === 0 && ![...held, ...pending].some((lock) => lock.name === FAVOURITE_QUEUE);
}

/** Only the API fails, as when the server restarts or a portal swallows it; the browser reports online. */
async function blockApi(context: BrowserContext, blocked: boolean): Promise<void> {
  if (blocked) await context.route('**/api/**', deadConnection);
  else await context.unroute('**/api/**', deadConnection);
}

/**
 * The requests to `url` from now on, from the page or from the worker, in order, as "METHOD body
 * or nodeId" (a context route sees both in Chromium; the worker may deliver a queue by Background
 * Sync); `writes` leaves reads out. Each still goes on to the network, or to a dead connection.
 */
function requestsTo(context: BrowserContext, url: string, { writes }: { writes: boolean }): string[] {
  const sent: string[] = [];
  void context.route(url, (route) => {
    const request = route.request();
    if (!writes || request.method() !== 'GET') sent.push(`${request.method()} ${request.postData() ?? new URL(request.url()).searchParams.get('nodeId')}`);
    return route.fallback();
  });
  return sent;
}

/** The favourite writes from now on (requestsTo). */
const favouriteWritesOf = (context: BrowserContext) => requestsTo(context, '**/api/games/favourites**', { writes: true });

test.describe('offline', () => {
  test('home opens offline from the caches, with the offline indicator and marked lists', async ({ page, context }) => {
    await page.goto('/m/home');
    await controlled(page);
    // Seen once online, through the worker.
    await page.reload();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('offline-mark')).toHaveCount(0);

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('offline-mark')).toBeVisible();

    await setOffline(context, false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  });

  test('the promotions seen once open offline, and the offline strip never covers their last card', async ({ page, context }) => {
    await page.goto('/m/activity');
    await controlled(page);
    await page.reload();
    await expect(page.getByTestId('promo-card').first()).toBeVisible();

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    const last = page.getByTestId('promo-card').last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('offline-mark')).toBeAttached();
    // At the end of the page, the last card ends above the strip's top edge.
    await expect
      .poll(async () => {
        const card = await last.boundingBox();
        const strip = await page.getByTestId('offline-indicator').boundingBox();
        return card && strip ? strip.y - (card.y + card.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await setOffline(context, false);
  });

  test('a deep link opens offline from the precached shell', async ({ page, context }) => {
    await page.goto('/m/home');
    await controlled(page);
    await setOffline(context, true);
    await page.goto('/m/gameCenter');
    await expect(page.getByTestId('screen-gameCenter')).toBeVisible();
    await page.goto('/m/login');
    await expect(page.getByTestId('screen-login')).toBeVisible();
    // The fallback is for /m/ pages only: an API address never gets the app's HTML.
    await setOffline(context, false);
    const type = await page.evaluate(() => fetch('/api/no-such-call').then((r) => r.headers.get('Content-Type')));
    expect(type).toContain('application/json');
  });

  test('launching a game offline says a connection is needed and queues nothing', async ({ page, context }) => {
    await signIn(page, { username: 'player1', password: 'Player1234' });
    await page.goto('/m/home');
    await controlled(page);
    await page.reload();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await page.getByTestId('category-RNG').click();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^(?!TCG|LOTT)/);
    await setOffline(context, true);
    await page.getByTestId('game-card').first().getByTestId('game-icon').click();
    await expect(page.getByTestId('launch-error')).toHaveText(translation('TY', 'err_offline'));
  });

  test('money screens say a connection is needed, send nothing, and come back online by themselves', async ({ page, context }) => {
    const username = unique('off');
    await apiRegister(username, 'Secret123');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/voucherCenter');
    await controlled(page);
    await page.getByTestId('deposit-amount').fill('123');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && r.method() !== 'GET' && sent.push(`${r.method()} ${r.url()}`));

    await setOffline(context, true);
    await expect(page.getByTestId('needs-connection')).toBeVisible();
    // A short spell keeps what was typed, out of reach until the connection is back.
    await expect(page.getByTestId('needs-connection-body')).toHaveAttribute('inert');
    await setOffline(context, false);
    await expect(page.getByTestId('needs-connection')).toHaveCount(0);
    await expect(page.getByTestId('deposit-amount')).toHaveValue('123');
    await setOffline(context, true);
    // Through the app's own links, as a player would: withdraw and the transaction record.
    await page.getByTestId('side-menu-open').click();
    await page
      .getByTestId('side-menu')
      .getByRole('link', { name: translation('TY', 'withdraw'), exact: true })
      .click();
    await expect(page.getByTestId('screen-withdraw').getByTestId('needs-connection')).toBeVisible();
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('menu-transaction-record').click();
    const records = page.getByTestId('screen-transaction-record');
    await expect(records.getByTestId('needs-connection')).toBeVisible();

    await setOffline(context, false);
    await expect(records.getByTestId('record-range-today')).toBeVisible();
    await expect(records.getByTestId('needs-connection')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

test.describe('member info offline', () => {
  test('an offline relaunch shows the nickname, VIP level and head icon last seen, with the offline indicator', async ({ page, context }) => {
    // agent1 has a preset head icon.
    await signIn(page, ACCOUNTS.agent);
    await page.goto('/m/member/home');
    await controlled(page);
    // Once more under the worker, so the head icon is in its image cache.
    await page.reload();
    const name = page.getByTestId('member-name');
    const vip = page.getByTestId('member-vip-label');
    await expect(name).toHaveText(ACCOUNTS.agent.nickname);
    await expect(vip).not.toBeEmpty();
    // The icon's path; each page life picks its own image CDN.
    const iconPath = async (p: Page) => (await p.getByTestId('avatar-image').first().getAttribute('src'))?.replace(/^.*\/cdn\/[^/]+/, '');
    const seen = { vip: await vip.textContent(), icon: await iconPath(page) };
    expect(seen.icon).toMatch(/preset-5/);
    // Kept on the device as it was served.
    await expect.poll(() => idbCount(page, 'members')).toBe(1);
    // The worker keeps a CDN image by its path, which any CDN's address finds, once it has seen the
    // site config name the CDNs; a page life that fetched the icon before that kept it by its
    // address alone, so the member page is opened again until the path's copy is there.
    const keptByPath = () =>
      page.evaluate(async (path) => (await (await caches.open('images-v1')).keys()).some((r) => r.url.endsWith(`/__cdn-image__${path}`)), seen.icon ?? '');
    await expect.poll(async () => (await keptByPath()) || (await page.reload().then(keptByPath)), { timeout: 15_000 }).toBe(true);

    await setOffline(context, true);
    const relaunched = await context.newPage();
    await relaunched.goto('/m/member/home');
    await expect(relaunched.getByTestId('member-name')).toHaveText(ACCOUNTS.agent.nickname);
    await expect(relaunched.getByTestId('member-vip-label')).toHaveText(seen.vip ?? '');
    expect(await iconPath(relaunched)).toBe(seen.icon);
    await expect(relaunched.getByTestId('offline-indicator')).toBeVisible();
    await setOffline(context, false);
  });
});

test.describe('favourites offline', () => {
  test('toggled offline, kept across a reload, replayed once and in order when back online', async ({ page, context }) => {
    const username = unique('off');
    await apiRegister(username, 'Secret123');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/gameCenter');
    await controlled(page);
    // Once more under the worker, so the vendor tabs are in its cache for the offline reload.
    await page.reload();
    const fishList = page.waitForResponse((r) => r.url().includes('/api/games?gameType=FISH') && r.ok());
    await page.getByTestId('game-tab-FISH').click();
    await fishList;
    const cards = page.getByTestId('game-card');
    // The fishing list's own cards (its vendors are OCK and DPB), not the tab before's still on screen.
    await expect(cards.first()).toHaveAttribute('data-game-id', /^(OCK|DPB)-/);
    const first = await cards.nth(0).getAttribute('data-game-id');
    const second = await cards.nth(1).getAttribute('data-game-id');

    await setOffline(context, true);
    await cards.nth(0).getByTestId('favourite-toggle').click();
    await cards.nth(1).getByTestId('favourite-toggle').click();
    // On, off, on again: the server must end with it on, after three calls in this order.
    await cards.nth(1).getByTestId('favourite-toggle').click();
    await cards.nth(1).getByTestId('favourite-toggle').click();
    await expect(cards.nth(0).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.nth(1).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await page.getByTestId('game-tab-FISH').click();
    await expect(page.locator(`[data-game-id="${first}"]`).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

    // Counted where both the page and the worker pass (Background Sync may deliver the queue too).
    const sent = favouriteWritesOf(context);
    await setOffline(context, false);
    // The four calls go one after another; a busy machine takes longer than the default wait.
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(4);
    await expect.poll(() => favouriteQueueSettled(page)).toBe(true);
    expect(sent).toHaveLength(4);
    expect(sent.map((s) => s.split(' ')[0])).toEqual(['POST', 'POST', 'DELETE', 'POST']);

    expect((await serverFavourites(username)).sort()).toEqual([first, second].sort());
  });
});

test.describe('favourites queued on a dead connection that reports online', () => {
  async function starOnGameCentre(page: Page, username: string) {
    await apiRegister(username, 'Secret123');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/gameCenter');
    const card = page.getByTestId('game-card').first();
    await expect(card).toBeVisible();
    return { card, id: await card.getAttribute('data-game-id') };
  }

  test('a star tapped while the API fails reaches the server once the API answers again, with no online event', async ({ page, context }) => {
    const username = unique('dead');
    const { card, id } = await starOnGameCentre(page, username);
    await blockApi(context, true);
    const refused = favouriteWritesOf(context);
    await card.getByTestId('favourite-toggle').click();
    await expect(card.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    // The write was tried and refused, and the star stays queued for later.
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect.poll(() => idbCount(page, 'favouriteQueue')).toBe(1);
    const writes = favouriteWritesOf(context);
    await blockApi(context, false);
    await expect.poll(() => serverFavourites(username), { timeout: 10_000 }).toEqual([id]);
    await expect.poll(() => favouriteQueueSettled(page)).toBe(true);
    expect(writes.map((w) => w.split(' ')[0])).toEqual(['POST']);
  });

  test('an online event while the server is still unreachable: the star arrives once the server answers', async ({ page, context }) => {
    const username = unique('late');
    const { card, id } = await starOnGameCentre(page, username);
    await setOffline(context, true);
    await card.getByTestId('favourite-toggle').click();
    await expect.poll(() => idbCount(page, 'favouriteQueue')).toBe(1);
    // The radio comes back (online fires) but the server does not answer yet: what the app asks
    // on the online event (a probe, or the write itself) is refused, and the star stays queued.
    await blockApi(context, true);
    const refused = requestsTo(context, '**/api/**', { writes: false });
    await setOffline(context, false);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(await idbCount(page, 'favouriteQueue')).toBe(1);
    expect(await serverFavourites(username)).toEqual([]);
    await blockApi(context, false);
    await expect.poll(() => serverFavourites(username), { timeout: 10_000 }).toEqual([id]);
  });
});

test.describe('favourites delivered by the worker', () => {
  test('with no tab of the app open, Background Sync wakes the worker and it sends the queued star', async ({ page, context }) => {
    const username = unique('bgs');
    await apiRegister(username, 'Secret123');
    await signIn(page, { username, password: 'Secret123' });
    await page.goto('/m/gameCenter');
    await controlled(page);
    const card = page.getByTestId('game-card').first();
    await expect(card).toBeVisible();
    const id = await card.getAttribute('data-game-id');
    // The worker's registration, as DevTools sees it.
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseUrl()) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;

    await setOffline(context, true);
    await card.getByTestId('favourite-toggle').click();
    await expect.poll(() => idbCount(page, 'favouriteQueue')).toBe(1);
    // The player leaves: no tab of the app is open when the network comes back.
    await page.close();
    await setOffline(context, false);
    const blank = await context.newPage();
    const browserSide = await context.newCDPSession(blank);
    await browserSide.send('ServiceWorker.enable');
    await browserSide.send('ServiceWorker.dispatchSyncEvent', { origin: baseUrl(), registrationId, tag: 'favourite-queue', lastChance: false });
    await expect.poll(() => serverFavourites(username), { timeout: 10_000 }).toEqual([id]);
    // Delivered, the row is gone: the next open tab sends nothing again.
    const back = await context.newPage();
    await back.goto('/m/home');
    await expect.poll(() => idbCount(back, 'favouriteQueue')).toBe(0);
  });
});

test.describe('favourites offline, over a browser restart', () => {
  test('a star toggled offline is kept when the browser closes, and after an offline relaunch reaches the server when the network is back', async ({
    playwright,
    browser,
    baseURL,
  }, testInfo) => {
    // Two browser launches and a second device.
    test.setTimeout(60_000);
    const username = unique('rst');
    await apiRegister(username, 'Secret123');
    // A real profile on disk, closed and opened again.
    const profile = mkdtempSync(join(tmpdir(), 'lobby-restart-'));
    const open = async (offline: boolean) => {
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...testInfo.project.use.launchOptions,
        baseURL,
        viewport: { width: 390, height: 844 },
      });
      if (offline) await setOffline(context, true);
      const tab = context.pages()[0] ?? (await context.newPage());
      await signIn(tab, { username, password: 'Secret123' });
      return { context, tab };
    };
    let { context, tab } = await open(false);
    try {
      await tab.goto('/m/gameCenter');
      await controlled(tab);
      await tab.reload();
      const card = tab.getByTestId('game-card').first();
      await expect(card).toBeVisible();
      const id = await card.getAttribute('data-game-id');

      await setOffline(context, true);
      await card.getByTestId('favourite-toggle').click();
      await expect(card.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
      const queued = () => idbCount(tab, 'favouriteQueue');
      await expect.poll(queued).toBe(1);
      await context.close();
      expect(await serverFavourites(username)).toEqual([]);

      // Relaunched on the train: still offline, the app opens from its caches and keeps the star.
      ({ context, tab } = await open(true));
      await tab.goto('/m/home');
      await expect(tab.getByTestId('screen-home')).toBeVisible();
      // (Chromium may already have woken the worker for it at launch, before the emulated
      // network was cut: either way it must be on the server once the network is back.)
      await setOffline(context, false);
      await expect.poll(() => serverFavourites(username), { timeout: 10_000 }).toEqual([id]);
      await expect.poll(queued).toBe(0);

      // Another device of the same member sees it.
      const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      const otherTab = await other.newPage();
      await signIn(otherTab, { username, password: 'Secret123' });
      await otherTab.goto('/m/gameCenter');
      await expect(otherTab.locator(`[data-game-id="${id}"]`).first().getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
      await other.close();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('images', () => {
  /** Pins the app's random CDN choice: 0 picks the first CDN (/cdn/a), 0.99 the last (/cdn/b). */
  async function pinRandom(page: Page, value: number) {
    await page.addInitScript((v) => {
      Math.random = () => v;
    }, value);
  }

  test('a failed CDN falls over to another, and a cached icon serves any CDN', async ({ page, context }) => {
    await context.addCookies([{ name: 'test-cdn-down', value: 'a', url: baseUrl() }]);
    await pinRandom(page, 0);
    await page.goto('/m/home');
    await controlled(page);
    await page.reload();
    const icon = page.getByTestId('game-card').first().getByTestId('game-icon');
    await expect(icon).toHaveAttribute('data-state', 'loaded');
    expect(await icon.locator('img').getAttribute('src')).toContain('/cdn/a/');

    // Offline, the page now asks CDN b for the same icon: the copy fetched for CDN a answers.
    await context.clearCookies();
    await setOffline(context, true);
    const other = await context.newPage();
    await pinRandom(other, 0.99);
    await other.goto('/m/home');
    const otherIcon = other.getByTestId('game-card').first().getByTestId('game-icon');
    await expect(otherIcon).toHaveAttribute('data-state', 'loaded');
    // The page draws from the CDN its HTML names, and the worker may answer this navigation with
    // the first page's painted HTML (CDN a): so the icon is asked of CDN b directly, as an image,
    // and only the copy the worker fetched from CDN a can answer it offline.
    const onB = String(await icon.locator('img').getAttribute('src')).replace('/cdn/a/', '/cdn/b/');
    expect(onB).toContain('/cdn/b/');
    const loaded = await other.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = src;
        }),
      onB,
    );
    expect(loaded).toBe(true);
  });
});

test.describe('images without the worker', () => {
  test('a first visit with one CDN down: the page itself asks another, and every icon and banner loads', async ({ browser, baseURL }) => {
    // No worker at all, as on a first visit before it installs or in a browser without one.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'test-cdn-down', value: 'a', url: baseUrl() }]);
    const page = await context.newPage();
    // The app's random choice lands on the CDN that is down.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await page.goto('/m/home');
    const icons = page.getByTestId('game-card').getByTestId('game-icon');
    await expect(icons.first()).toBeVisible();
    const states = () =>
      icons.evaluateAll((boxes) => boxes.filter((b) => b.getBoundingClientRect().top < window.innerHeight).map((b) => (b as HTMLElement).dataset.state));
    // Several icons on screen (laid out), and every one of them loaded.
    await expect
      .poll(
        async () => {
          const seen = await states();
          return seen.length > 3 && seen.every((s) => s === 'loaded');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const banners = () =>
      page
        .getByTestId('banner')
        .locator('img')
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => (img.complete ? (img.naturalWidth > 0 ? 'loaded' : 'failed') : 'waiting')));
    await expect.poll(async () => (await banners())[0], { timeout: 10_000 }).toBe('loaded');
    expect(await banners()).not.toContain('failed');
    // What loaded came from the CDN that answers.
    expect(await icons.first().locator('img').getAttribute('src')).toContain('/cdn/b/');
    await context.close();
  });
});

test.describe('updates', () => {
  test('a new worker is offered with a prompt and the page reloads only when the player accepts', async ({ page, context }) => {
    await page.goto('/m/login');
    await controlled(page);
    await page.getByTestId('login-username').fill('typed before the update');
    // A "deploy": the worker script changes; the app checks when it returns to the foreground.
    await context.addCookies([{ name: 'test-sw-revision', value: 'r2', url: baseUrl() }]);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 15_000 });
    // Offered, not forced: the new worker waits (so no takeover can reload the page) and what the
    // player typed is still there.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    await expect(page.getByTestId('login-username')).toHaveValue('typed before the update');

    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-reload').click();
    await reloaded;
    await expect(page.getByTestId('screen-login')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  });
});
