import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { LanguageCode } from '#src/shared/contract/platform';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { tappable44 } from './geometry';

const LANGUAGES: LanguageCode[] = ['CN', 'EN', 'TH', 'VI', 'TY', 'PT'];

async function useLanguage(page: Page, language: LanguageCode) {
  await page.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), language);
}

test.describe('header', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    test(`keeps the whole merchant name visible at 360 px in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      // The game centre has the back button too: the narrowest header there is.
      await page.goto('/m/gameCenter');
      const brand = page.getByTestId('app-header').getByRole('link', { name: 'Demo Lobby' });
      await expect(brand).toHaveText('Demo Lobby');
      await expect(page.getByTestId('header-login')).toBeVisible();
      const fit = await brand.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return { text: range.getBoundingClientRect().width, box: el.getBoundingClientRect().width, scroll: el.scrollWidth, client: el.clientWidth };
      });
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);
      expect(fit.text).toBeLessThanOrEqual(fit.box + 0.5);
      // Nothing of the actions lies over the name.
      const brandBox = await brand.boundingBox();
      const loginBox = await page.getByTestId('header-login').boundingBox();
      expect((loginBox?.x ?? 0) + 0.5).toBeGreaterThanOrEqual((brandBox?.x ?? 0) + (brandBox?.width ?? 0));
    });
  }

  test('log in and register are single links, each tappable over 44 x 44', async ({ page }) => {
    await page.goto('/m/home');
    for (const [id, path] of [
      ['header-login', '/m/login'],
      ['header-register', '/m/register'],
    ] as const) {
      const action = page.getByTestId(id);
      await expect(action).toHaveAttribute('href', path);
      await expect(action.locator('button, a, [tabindex]')).toHaveCount(0);
      expect(await tappable44(action)).toBe(true);
    }
    const header = page.getByTestId('app-header');
    for (const id of ['side-menu-open', 'lang-switcher', 'header-brand']) expect(await tappable44(header.getByTestId(id))).toBe(true);
    await page.getByTestId('header-register').click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('the language list is a listbox the keyboard drives, and axe finds nothing serious in the header', async ({ page }) => {
    await page.goto('/m/home');
    const switcher = page.getByTestId('app-header').getByTestId('lang-switcher');
    await switcher.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(6);
    await expect(page.getByTestId('lang-option-TY')).toBeFocused();
    const open = await new AxeBuilder({ page }).include('[data-testid="app-header"]').analyze();
    expect(open.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(switcher).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('lang-option-TY')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('lang-option-VI')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(switcher).toHaveAccessibleName(/VN/);
  });

  test("a member's account button is named by the balance it shows", async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/home');
    const account = page.getByTestId('header-account');
    await expect(account).toContainText(ACCOUNTS.player.balance);
    await expect(account).toHaveAccessibleName(new RegExp(ACCOUNTS.player.balance.replace(/[.$]/g, '\\$&')));
    expect(await tappable44(account)).toBe(true);
    const scan = await new AxeBuilder({ page }).include('[data-testid="app-header"]').analyze();
    expect(scan.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
  });
});
