import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { webClipProfilePath } from '#src/shared/contract/platform';
import { STORAGE_KEYS, siteConfigKey } from '#src/shared/storage/keys';
import { DEVICE_TAG } from './device-tag';
import { expect, test } from './fixtures';

/**
 * Install (product rules 2.29, 4.8 and 8.9): the manifest, the download popup and
 * bar on home, the add-to-home-screen guide. Each test names its browser by user agent, and both
 * phone projects run every case (DEVICE_TAG), at a phone's and a bigger phone's size.
 */

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iphone12_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  crios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
} as const;

/** The DEMO merchant's download links (server/db/seed/site.ts). */
const LINKS = {
  ios: 'https://apps.example.com/demo-lobby.ipa',
  android: 'https://apps.example.com/demo-lobby.apk',
  profile: webClipProfilePath('DEMO'),
};

/**
 * Opens home with the install offers free to show. Whatever the shared fixtures preset to keep the
 * popup or the bar away from other specs is undone on the tab's first load only, so that a reload
 * sees what the app itself stored. `popup: false` starts as if the popup was already seen in this
 * session (the bar alone).
 */
async function openHome(page: Page, { popup }: { popup: boolean }): Promise<void> {
  await page.addInitScript(
    ({ closed, seen, popup: showPopup }) => {
      if (sessionStorage.getItem('e2e-install-started')) return;
      sessionStorage.setItem('e2e-install-started', '1');
      localStorage.removeItem(closed);
      if (showPopup) sessionStorage.removeItem(seen);
      else sessionStorage.setItem(seen, '1');
    },
    { closed: STORAGE_KEYS.downloadBarClosed, seen: STORAGE_KEYS.downloadPopupSeen, popup },
  );
  await page.goto('/m/home');
  await expect(page.getByTestId('screen-home')).toBeVisible();
}

/** Home has rendered with the site config (which the offers depend on): an absence now means something. */
async function homeSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, siteConfigKey('TY'))).toBe(true);
  await page.waitForTimeout(300);
}

/** Launched from the home screen: display-mode standalone (an installed web app) and/or iOS's navigator.standalone. */
async function emulateStandalone(page: Page, { iosWebClip }: { iosWebClip: boolean }): Promise<void> {
  await page.addInitScript((webClip) => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!/display-mode:\s*standalone/.test(query)) return original(query);
      const list = original('(min-width: 0px)');
      return Object.defineProperties(list, { matches: { value: true }, media: { value: query } });
    };
    if (webClip) Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
  }, iosWebClip);
}

test.describe('web app manifest', () => {
  test('has zero installability errors, with PNG icons 192, 512, a maskable 512 and the apple-touch-icon', async ({ page, playwright, baseURL }, testInfo) => {
    // Starts a second browser with a persistent profile: slow on a busy 2-core machine.
    test.slow();
    await page.goto('/m/home');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/m/manifest.webmanifest');
    const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
      name: string;
      short_name: string;
      id: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Lobby', short_name: 'Lobby', id: '/m/home', start_url: '/m/home', scope: '/m/', display: 'standalone' });
    // The design tokens' --color-bg: the splash screen and the status bar match the app.
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim());
    expect(manifest.theme_color).toBe(bg);
    expect(manifest.background_color).toBe(bg);

    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icons = [...pngs.map((i) => ({ src: i.src, size: Number(i.sizes.split('x')[0]) })), { src: appleTouch ?? '', size: 180 }];
    for (const icon of icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toContain('image/png');
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return [bitmap.width, bitmap.height];
      }, icon.src);
      expect(size, icon.src).toEqual([icon.size, icon.size]);
    }

    // Playwright's contexts are off the record, for which Chromium always adds "in-incognito": the
    // check runs in a persistent profile, once the service worker controls the page.
    const profile = mkdtempSync(join(tmpdir(), 'lobby-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
    try {
      const tab = context.pages()[0] ?? (await context.newPage());
      await tab.goto('/m/home');
      await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await tab.reload();
      await expect.poll(() => tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await context.newCDPSession(tab);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('iPhone Safari', { tag: DEVICE_TAG }, () => {
  test.use({ userAgent: UA.iphone });

  test('the popup offers the app, the share-sheet guide and the profile, once per session; the bar opens the guide', async ({ page }) => {
    await openHome(page, { popup: true });
    const popup = page.getByTestId('download-popup');
    await expect(popup).toBeVisible();
    // A package file downloads in the same tab.
    await expect(popup.getByTestId('download-popup-app')).toHaveAttribute('href', LINKS.ios);
    await expect(popup.getByTestId('download-popup-app')).not.toHaveAttribute('target', /./);
    const guide = popup.getByTestId('install-guide');
    await expect(guide).toHaveAttribute('data-kind', 'ios-share');
    await expect(guide.getByTestId('install-share-steps').locator('li')).toHaveCount(3);
    await expect(guide.getByTestId('ios-share-icon')).toBeVisible();
    // The configuration profile, in the same tab (Safari hands it to Settings).
    await expect(guide.getByTestId('install-profile')).toHaveAttribute('href', LINKS.profile);
    await expect(guide.getByTestId('install-profile')).not.toHaveAttribute('target', /./);

    await page.getByTestId('download-popup-close').click();
    await expect(popup).toHaveCount(0);
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();

    // Once per session: a reload keeps the tab's session, the bar stays, the popup does not return.
    await page.reload();
    await expect(bar).toBeVisible();
    await homeSettled(page);
    await expect(popup).toHaveCount(0);

    await bar.getByTestId('download-bar-guide').click();
    const dialog = page.getByTestId('install-guide-dialog');
    await expect(dialog.getByTestId('install-guide')).toHaveAttribute('data-kind', 'ios-share');
    await page.getByTestId('install-guide-close').click();
    await expect(dialog).toHaveCount(0);
  });

  test('the guide’s configuration profile downloads as a profile, and a launch from its Web Clip calls as a standalone app', async ({ page }) => {
    await openHome(page, { popup: true });
    const link = page.getByTestId('download-popup').getByTestId('install-profile');
    await expect(link).toHaveAttribute('href', LINKS.profile);
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('DEMO.mobileconfig');
    const profile = await page.request.get(LINKS.profile);
    expect(profile.headers()['content-type']).toBe('application/x-apple-aspen-config');
    const url = /<key>URL<\/key>\s*<string>([^<]+)<\/string>/.exec(await profile.text())?.[1] ?? '';
    expect(new URL(url).pathname + new URL(url).search).toBe('/m/?launch=webclip');

    // Opened from the Web Clip: full screen, so every call says Device OTHERS, on later screens too.
    const devices = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) devices.add(r.headers().device ?? '');
    });
    await page.goto('/m/?launch=webclip');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    // A later page load of the same launch has lost the query, not the launch.
    await page.goto('/m/activity');
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
    expect([...devices]).toEqual(['OTHERS']);
  });

  test('the download bar closes and stays closed after a reload and in a new tab', async ({ page, context }) => {
    await openHome(page, { popup: false });
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('download-bar-app')).toHaveAttribute('href', LINKS.ios);
    await bar.getByTestId('download-bar-close').click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.downloadBarClosed)).toBe('1');

    await page.reload();
    await homeSettled(page);
    await expect(bar).toHaveCount(0);

    // A new tab is a new session, but the flag is local: neither popup nor bar.
    const tab = await context.newPage();
    await tab.goto('/m/home');
    await homeSettled(tab);
    await expect(tab.getByTestId('download-popup')).toHaveCount(0);
    await expect(tab.getByTestId('download-bar')).toHaveCount(0);
    await tab.close();
  });

  test('does not block the lobby: categories, vendor tiles and games still take taps with the bar shown', async ({ page }) => {
    await openHome(page, { popup: false });
    await expect(page.getByTestId('download-bar')).toBeVisible();
    await page.getByTestId('category-RNG').click();
    await expect(page.getByTestId('category-RNG')).toHaveAttribute('aria-current', 'true');
    const tile = page.getByTestId('vendor-tile').first();
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    // The last game card of the first page, scrolled to the bottom edge: the spacer lets it clear the bar.
    const last = page.getByTestId('game-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeVisible();
    await last.getByRole('button').first().click({ trial: true });
  });

  test('in home-screen mode with an iOS link, the bar offers the native app only, and no popup', async ({ page }) => {
    await emulateStandalone(page, { iosWebClip: true });
    await openHome(page, { popup: true });
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('download-bar-app')).toHaveAttribute('href', LINKS.ios);
    await expect(bar.getByTestId('download-bar-guide')).toHaveCount(0);
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
  });
});

test.describe('with the notice popup', { tag: DEVICE_TAG }, () => {
  test.use({ userAgent: UA.iphone, noticePopup: true });

  test('one at a time on the first visit: the notices first, the download popup once they are closed', async ({ page }) => {
    await openHome(page, { popup: true });
    await expect(page.getByTestId('notice-popup')).toBeVisible();
    await homeSettled(page);
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await page.getByTestId('notice-popup-close').click();
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);
    await expect(page.getByTestId('download-popup')).toBeVisible();
    await page.getByTestId('download-popup-close').click();
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await expect(page.getByTestId('download-bar')).toBeVisible();
  });
});

test.describe('iPhone Safari on iOS 12.1', { tag: DEVICE_TAG }, () => {
  test.use({ userAgent: UA.iphone12_1 });

  test('shows the legacy tip', async ({ page }) => {
    await openHome(page, { popup: true });
    const guide = page.getByTestId('download-popup').getByTestId('install-guide');
    await expect(guide).toHaveAttribute('data-kind', 'ios-legacy');
    await expect(guide.getByTestId('install-legacy-tip').locator('li')).toHaveCount(3);
    await expect(guide.getByTestId('ios-share-icon')).toBeVisible();
    await expect(guide.getByTestId('install-share-steps')).toHaveCount(0);
  });
});

test.describe('Chrome on iOS', { tag: DEVICE_TAG }, () => {
  test.use({ userAgent: UA.crios });

  test('says "Please use Safari for download App" instead of a download that cannot finish', async ({ page }) => {
    await openHome(page, { popup: true });
    const popup = page.getByTestId('download-popup');
    await expect(popup.getByTestId('install-guide')).toHaveAttribute('data-kind', 'use-safari');
    await expect(popup.getByTestId('install-use-safari')).toBeVisible();
    await expect(popup.getByTestId('install-use-safari')).not.toBeEmpty();
    await expect(popup.getByTestId('download-popup-app')).toHaveCount(0);
    await expect(popup.getByTestId('install-profile')).toHaveCount(0);
    await page.getByTestId('download-popup-close').click();

    // The bar's Download says the same.
    await page.getByTestId('download-bar').getByTestId('download-bar-app').click();
    await expect(page.getByTestId('install-guide-dialog').getByTestId('install-use-safari')).toBeVisible();
  });
});

test.describe('Android Chrome', { tag: DEVICE_TAG }, () => {
  test.use({ userAgent: UA.android });

  test('beforeinstallprompt shows an install button that calls prompt() and goes after the answer', async ({ page }) => {
    await openHome(page, { popup: false });
    const bar = page.getByTestId('download-bar');
    await expect(bar.getByTestId('download-bar-app')).toHaveAttribute('href', LINKS.android);
    // The real event fires only if Chromium judges the page installable and engaging; this run
    // brings its own, with a stub prompt() that counts its calls.
    const prevented = await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          const w = window as Window & { e2ePrompts?: number };
          w.e2ePrompts = (w.e2ePrompts ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: new Promise((resolve) => setTimeout(() => resolve({ outcome: 'dismissed', platform: 'web' }), 300)),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    // Kept for the player's tap: Chrome's own mini-infobar is stopped.
    expect(prevented).toBe(true);
    const install = bar.getByTestId('install-button');
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as Window & { e2ePrompts?: number }).e2ePrompts ?? 0)).toBe(1);
    await expect(install).toHaveCount(0);
    // The app link is still offered.
    await expect(bar.getByTestId('download-bar-app')).toBeVisible();
  });

  test('appinstalled hides the popup and the bar', async ({ page }) => {
    await openHome(page, { popup: true });
    await expect(page.getByTestId('download-popup')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });

  test('an installed web app (display-mode standalone) shows neither popup nor bar', async ({ page }) => {
    await emulateStandalone(page, { iosWebClip: false });
    await openHome(page, { popup: true });
    await homeSettled(page);
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });
});
