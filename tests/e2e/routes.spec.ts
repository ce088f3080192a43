import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { ACCOUNTS, expect, signIn, test, translation } from './fixtures';
import { brokenWords, smallTapTargets } from './geometry';

/** The routes of product rule 2.1, written out here so the test is an independent statement of them. */
const ROUTES = [
  'login',
  'register',
  'forget',
  'home',
  'changePsw',
  'vip',
  'activity',
  'activityDetail',
  'applyReward',
  'notice',
  'message',
  'webEmail',
  'gameList',
  'lottery',
  'app',
  'startLottery',
  'launchGame',
  'voucherCenter',
  'withdraw',
  'member/home',
  'member/benefits',
  'activity/signIn',
  'inviteFriends',
  'slotsCenter',
  'game',
  'gameCenter',
  'trail',
  'set',
  'mall/mallHome',
  'gameRecord',
  'transaction/record',
  'profitandloss',
  'rewardCenter',
  'securityCenter',
  'member/agent/getSalaryContract',
  'member/agent/getDevidendContract',
  'member/agent/getHourContract',
];
const HEADER_HIDDEN = ['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip'];
const NAV_HIDDEN = ['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'activity', 'vip'];
const MEMBER_ONLY = [
  'changePsw',
  'vip',
  'webEmail',
  'lottery',
  'startLottery',
  'launchGame',
  'voucherCenter',
  'withdraw',
  'member/home',
  'activity/signIn',
  'inviteFriends',
  'mall/mallHome',
  'gameRecord',
  'transaction/record',
  'profitandloss',
  'rewardCenter',
  'securityCenter',
  'member/agent/getSalaryContract',
  'member/agent/getDevidendContract',
  'member/agent/getHourContract',
];

const screenId = (route: string) => `screen-${route.replace(/\//g, '-')}`;

test.describe('every route, as a member', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
  });

  for (const route of ROUTES) {
    // Without a promotion id the apply page has nothing to apply for: it goes to the promotions (product rule 2.21).
    // The lottery lobby route opens the lobby in the lottery frame.
    const landing = route === 'applyReward' ? 'activity' : route === 'startLottery' ? 'lottery' : route;
    test(`/m/${route} renders its screen with the right chrome`, async ({ page }) => {
      await page.goto(`/m/${route}`);
      await expect(page.getByTestId(screenId(landing))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/m/${landing}${route === 'startLottery' ? '\\?' : '$'}`));
      await expect(page.getByTestId('app-header')).toHaveCount(HEADER_HIDDEN.includes(landing) ? 0 : 1);
      await expect(page.getByTestId('bottom-nav')).toHaveCount(NAV_HIDDEN.includes(landing) ? 0 : 1);
      await expect(page.getByTestId('back-button')).toHaveCount(landing === 'home' ? 0 : 1);
      // Nothing may push the page wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // Nor at the narrowest and the widest phones the product is made for.
      for (const size of [
        { width: 360, height: 740 },
        { width: 430, height: 932 },
      ]) {
        await page.setViewportSize(size);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${size.width} px`).toBeLessThanOrEqual(0);
        // Every button, tab and link is a 44 x 44 px touch target (WCAG 2.5.5; the exceptions: smallTapTargets).
        expect(await smallTapTargets(page), `${size.width} px`).toEqual([]);
        // No word is cut without a hyphen.
        expect(await brokenWords(page), `${size.width} px`).toEqual([]);
      }
      await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    });
  }
});

test.describe('no placeholder is left', () => {
  // One device is enough: this walks all 37 routes per role.
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'android', 'runs on one device');
  });
  // At the narrowest phone, in the two languages with the longest words after the member walk's TY.
  test.use({ viewport: { width: 360, height: 740 } });
  for (const [role, language] of [
    ['visitor', 'PT'],
    ['agent', 'VI'],
  ] as const) {
    test(`as ${role === 'visitor' ? 'a visitor' : 'an agent'}, in ${language}, every route shows a screen of its own, with touch targets of 44 px and no word cut`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [STORAGE_KEYS.language, language] as const);
      if (role === 'agent') await signIn(page, ACCOUNTS.agent);
      for (const route of ROUTES) {
        await page.goto(`/m/${route}`);
        await expect(page.locator('main[data-testid^="screen-"]').first()).toBeAttached();
        await expect(page.locator('[data-placeholder]')).toHaveCount(0);
        // What a visitor or an agent sees that a member does not (log in and register links, guest prompts).
        expect(await smallTapTargets(page), route).toEqual([]);
        expect(await brokenWords(page), route).toEqual([]);
      }
    });
  }
});

test.describe('aliases and unknown paths', () => {
  for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
    test(`${alias} shows home`, async ({ page }) => {
      await page.goto(alias);
      await expect(page.getByTestId('screen-home')).toBeVisible();
      await expect(page.getByTestId('app-header')).toBeVisible();
      await expect(page.getByTestId('bottom-nav')).toBeVisible();
    });
  }

  test('/m/register.html shows registration', async ({ page }) => {
    await page.goto('/m/register.html');
    await expect(page.getByTestId('screen-register')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
  });

  test('an unknown path lands on home', async ({ page }) => {
    await page.goto('/m/no/such/page?x=1');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('screen-home')).toBeVisible();
  });
});

test.describe('visitors', () => {
  for (const route of ['voucherCenter', 'withdraw', 'vip', 'launchGame', 'lottery', 'activity/signIn', 'inviteFriends']) {
    test(`are sent to login from /m/${route}`, async ({ page }) => {
      await page.goto(`/m/${route}`);
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByTestId('screen-login')).toBeVisible();
      // With the reason, in the player's language.
      await expect(page.getByTestId('login-reason')).toHaveText(translation('TY', 'in_logged_login'));
    });
  }

  test('see every member-only route guarded (count matches product rule 6.2)', async ({ page }) => {
    for (const route of MEMBER_ONLY.filter((r) => r !== 'member/home')) {
      await page.goto(`/m/${route}`);
      await expect(page.getByTestId('screen-login')).toBeVisible();
    }
  });

  test('opening the member centre see its screen and logged-out nav bar behind the prompt, online and offline', async ({ page, context }) => {
    await page.goto('/m/member/home');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      await page.reload();
      await expect(page.getByTestId('guest-prompt')).toBeVisible();
      await expect(page.getByTestId('screen-member-home')).toBeAttached();
      await expect(page.getByTestId('member-nav-bar').getByTestId('member-nav-login')).toBeAttached();
      await expect(page.getByTestId('member-nav-bar').getByTestId('member-nav-register')).toBeAttached();
    }
    await context.setOffline(false);
  });

  test('opening the member centre are asked to log in or register; cancel goes back, or home when opened by its address', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('nav-members').click();
    await page.getByTestId('guest-prompt-cancel').click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
    await page.getByTestId('nav-members').click();
    await expect(page.getByTestId('guest-prompt')).toBeVisible();
    await page.getByTestId('guest-prompt-register').click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await page.goto('/m/member/home');
    await page.getByTestId('guest-prompt-cancel').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('tapping deposit or share in the footer are sent to login', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('nav-deposit').click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await page.getByTestId('nav-share').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('are sent from apply-reward to promotions', async ({ page }) => {
    await page.goto('/m/applyReward?id=1');
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});

test.describe('back button', () => {
  for (const route of ['login', 'register', 'trail', 'notice', 'forget']) {
    test(`goes home from /m/${route}`, async ({ page }) => {
      await page.goto('/m/gameCenter');
      await page.goto(`/m/${route}`);
      await page.getByTestId('back-button').click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('goes one step back elsewhere', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-menu-promotions').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
  });

  test('goes home when the page was opened directly', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('bottom navigation', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('keeps every label on one line inside its item at 360 px, in all six languages', async ({ page }) => {
    // Six starts of the app, one per language: about 30 s on a busy machine.
    test.setTimeout(75_000);
    await signIn(page, ACCOUNTS.player);
    for (const language of ['CN', 'EN', 'TH', 'VI', 'TY', 'PT'] as const) {
      await page.goto('/m/home');
      // Once the app runs (it keeps the language it started in): then the choice is set for the reload.
      await expect(page.getByTestId('bottom-nav')).toBeVisible();
      await page.evaluate((code) => localStorage.setItem('MC_LANGUAGE', code), language);
      await page.reload();
      const nav = page.getByTestId('bottom-nav');
      // The member's share entry joins once the promo counters are in: measure all five.
      await expect(nav.getByTestId('nav-share')).toBeVisible();
      await expect(nav.getByTestId('nav-home')).toHaveText(translation(language, 'nav_home'));
      const items = await nav.evaluate((el) =>
        [...el.children].map((item) => {
          // Text lines only (the icon is no line): one client rect top per line of the label.
          const tops = new Set<number>();
          let width = 0;
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            width = Math.max(width, range.getBoundingClientRect().width);
          }
          return { text: item.textContent ?? '', lines: tops.size, width, room: item.getBoundingClientRect().width };
        }),
      );
      expect(items, language).toHaveLength(5);
      for (const item of items) {
        expect(item.lines, `${language} ${item.text}`).toBe(1);
        expect(item.width, `${language} ${item.text}`).toBeLessThanOrEqual(item.room);
      }
    }
  });
});
