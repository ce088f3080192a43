import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { LanguageCode } from '#src/shared/contract/platform';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { DEVICE_TAG } from './device-tag';
import { expect, test, translation } from './fixtures';

/** Home, in a language, with its first game cards shown. */
async function openHome(page: Page, language: LanguageCode = 'TY'): Promise<void> {
  await page.addInitScript(([key, code]) => localStorage.setItem(key, code), [STORAGE_KEYS.language, language] as const);
  await page.goto('/m/home');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
}

/**
 * The favourite stars whose centre is on screen between the header and the bottom chrome, and
 * which of them a tap at that centre would not reach (the element there is outside the star).
 */
function unreachableStars(page: Page): Promise<{ visible: number; covered: string[] }> {
  return page.evaluate(() => {
    const top = document.querySelector('[data-testid="app-header"]')?.getBoundingClientRect().bottom ?? 0;
    const chrome = ['bottom-nav', 'download-bar'].map((id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? innerHeight);
    const bottom = Math.min(innerHeight, ...chrome);
    let visible = 0;
    const covered: string[] = [];
    for (const star of document.querySelectorAll<HTMLElement>('[data-testid="favourite-toggle"]')) {
      const r = star.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y <= top || y >= bottom || x <= 0 || x >= innerWidth) continue;
      visible += 1;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !star.contains(hit)) covered.push(hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName ?? 'nothing');
    }
    return { visible, covered };
  });
}

const box = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox()) ?? { width: 0, height: 0 };

test.describe('home layout', { tag: DEVICE_TAG }, () => {
  test('the floating promo banner stays in view but covers no favourite star, at rest and while the list scrolls', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('popup-banner')).toBeAttached();
    for (const y of [0, 300, 900, 2000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(200);
      const { visible, covered } = await unreachableStars(page);
      expect(visible, `stars on screen at ${y}`).toBeGreaterThan(0);
      expect(covered, `scrolled to ${y}`).toEqual([]);
    }
    // Scrolled into the list, the banner is on screen with its toggle.
    await expect(page.getByTestId('popup-banner-image')).toBeInViewport();
  });

  test("a tap on the middle of a game icon plays the game: the star's touch target stays in its corner, at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/m/home', '/m/gameCenter']) {
      await page.goto(path);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      // The grid's first rows in the middle of the screen, clear of the banners above it.
      await page.getByTestId('game-grid').evaluate((grid) => window.scrollTo(0, grid.getBoundingClientRect().top + window.scrollY - 150));
      const tapsOnIcons = () =>
        page.evaluate(() => {
          const top = document.querySelector('[data-testid="app-header"]')?.getBoundingClientRect().bottom ?? 0;
          const bottom = Math.min(
            innerHeight,
            ...['bottom-nav', 'download-bar'].map((id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? innerHeight),
          );
          const missed: string[] = [];
          let tapped = 0;
          for (const icon of document.querySelectorAll<HTMLElement>('[data-testid="game-icon"]')) {
            const r = icon.getBoundingClientRect();
            const y = r.top + r.height / 2;
            if (y <= top || y >= bottom) continue;
            tapped += 1;
            const hit = document.elementFromPoint(r.left + r.width / 2, y);
            if (!hit?.closest('button')?.contains(icon)) missed.push(hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? 'nothing');
          }
          return { tapped, missed };
        });
      await expect.poll(async () => (await tapsOnIcons()).tapped, path).toBeGreaterThan(0);
      expect((await tapsOnIcons()).missed, path).toEqual([]);
    }
  });

  test('favourite stars, the promo toggle and the category items are touch targets of 44 x 44 px at least', async ({ page }) => {
    await openHome(page);
    for (const id of ['favourite-toggle', 'category-ELOTT', 'category-RNG']) {
      const b = await box(page, id);
      expect(b.width, id).toBeGreaterThanOrEqual(44);
      expect(b.height, id).toBeGreaterThanOrEqual(44);
    }
    for (const state of ['open', 'closed']) {
      await page.getByTestId('popup-banner-toggle').scrollIntoViewIfNeeded();
      const b = await box(page, 'popup-banner-toggle');
      expect(b.width, state).toBeGreaterThanOrEqual(44);
      expect(b.height, state).toBeGreaterThanOrEqual(44);
      await page.getByTestId('popup-banner-toggle').click();
    }
  });

  for (const language of ['TY', 'CN', 'EN', 'TH', 'VI', 'PT'] as const) {
    test(`${language}: no category name is smaller than the type scale, sticks out of its item, or breaks a word that fits whole`, async ({ page }) => {
      await openHome(page, language);
      const problems = await page.getByTestId('game-lobby').evaluate((lobby) => {
        const found: string[] = [];
        // The type scale's smallest step (--font-size-2xs), in CSS px.
        const smallest = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--font-size-2xs')) * 16;
        for (const item of lobby.querySelectorAll<HTMLElement>('[data-testid^="category-"]')) {
          if (item.scrollWidth > item.clientWidth) found.push(`${item.textContent} sticks out`);
          const size = Number.parseFloat(getComputedStyle(item).fontSize);
          if (size < smallest) found.push(`${item.textContent} is ${size} px`);
          // A word may break where its translation marks syllables (soft hyphens, shown as a hyphen
          // when used), or anywhere when it is too long for the box even at the smallest size.
          const mayBreak = (word: string) => word.includes('\u00ad') || (item.dataset.fit === 'break' && size === smallest);
          const text = item.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) continue;
          // Words as the language knows them (Thai and Chinese have no spaces between words).
          const words = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' }).segment(text.textContent ?? '');
          for (const word of words) {
            if (!word.isWordLike) continue;
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word.segment.length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1 && !mayBreak(word.segment)) found.push(`${word.segment} breaks`);
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }

  test('the NEW badge is translated and readable (contrast)', async ({ page }) => {
    // The first game of each page is new, whatever the seed says.
    await page.route('**/api/games?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value?: { games?: { isNew: boolean }[] } };
      const first = body.value?.games?.[0];
      if (first) first.isNew = true;
      await route.fulfill({ response, json: body });
    });
    await openHome(page, 'TY');
    const badge = page.getByTestId('game-new-badge').first();
    await expect(badge).toHaveText(translation('TY', 'game_new_badge'));
    const results = await new AxeBuilder({ page }).include('[data-testid="game-new-badge"]').withRules(['color-contrast']).analyze();
    expect(results.violations).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });

  test('every banner link has a name, and the footer shows the age badge and the regulator logos with alt text', async ({ page }) => {
    await openHome(page, 'EN');
    const links = page.getByTestId('banner').getByRole('link');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) expect((await link.getAttribute('aria-label')) ?? (await link.locator('img').getAttribute('alt'))).toBeTruthy();
    const footer = page.getByTestId('licence-footer');
    await footer.scrollIntoViewIfNeeded();
    const logos = footer.getByTestId('regulator-logo').locator('img');
    await expect(logos).toHaveCount(2);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('alt', /\w/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const results = await new AxeBuilder({ page }).include('[data-testid="banner"]').include('[data-testid="licence-footer"]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('a language change on home fetches the vendors again', async ({ page }) => {
    await openHome(page, 'TY');
    await expect(page.getByTestId('category-RNG')).toBeVisible();
    const vendors = page.waitForRequest((r) => r.url().includes('/api/games/vendors'));
    await page.getByTestId('lang-switcher').click();
    await page.getByTestId('lang-option-EN').click();
    await vendors;
    await expect(page.getByTestId('category-RNG')).toHaveText(translation('EN', 'category_RNG'));
  });
});
