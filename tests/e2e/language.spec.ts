import { playerNoticeTitles, siteConfigIn } from './content';
import { expect, test, translation } from './fixtures';

test.describe('languages', () => {
  test('the default is TY (shown PH) and the page says so in <html lang>', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByTestId('lang-switcher')).toHaveAccessibleName(/PH/);
    await expect(page.getByTestId('nav-home')).toHaveText(translation('TY', 'nav_home'));
  });

  test('choosing a language switches texts, loads its catalog, and is kept across reloads', async ({ page }) => {
    await page.goto('/m/home');
    const catalog = page.waitForResponse((r) => /\/assets\/messages-.*\.js$/.test(r.url()));
    await page.getByTestId('lang-switcher').click();
    await page.getByTestId('lang-option-CN').click();
    await catalog;
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('nav-home')).toHaveText(translation('CN', 'nav_home'));
    await expect(page.getByTestId('lang-switcher')).toHaveAccessibleName(/中文/);

    await page.reload();
    await expect(page.getByTestId('nav-home')).toHaveText(translation('CN', 'nav_home'));
    expect(await page.evaluate(() => localStorage.getItem('MC_LANGUAGE'))).toBe('CN');
  });

  test('offers the six languages with their labels (product rule 3.14), also in the side menu', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('side-menu-open').click();
    const menu = page.getByTestId('side-menu');
    await menu.getByTestId('lang-switcher').click();
    const labels = { CN: '中文', EN: 'English', TH: 'ไทย', VI: 'VN', TY: 'PH', PT: 'Brazil' };
    for (const [code, label] of Object.entries(labels)) {
      await expect(menu.getByTestId(`lang-option-${code}`)).toHaveText(label);
    }
    await menu.getByTestId('lang-option-TH').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByTestId('nav-home')).toHaveText(translation('TH', 'nav_home'));
  });

  test("the server's words (the licence, the ticker) follow the language and stay in it after a reload", async ({ page }) => {
    const [ty, en, [tyNotice], [enNotice]] = await Promise.all([siteConfigIn('TY'), siteConfigIn('EN'), playerNoticeTitles('TY'), playerNoticeTitles('EN')]);
    expect(ty.info.licenceText).not.toBe(en.info.licenceText);
    expect(tyNotice).not.toBe(enNotice);
    await page.goto('/m/home');
    const licence = page.getByTestId('licence-footer').locator('p');
    await expect(licence).toHaveText(ty.info.licenceText);
    await expect(page.getByTestId('marquee')).toContainText(tyNotice ?? '');
    await page.getByTestId('lang-switcher').click();
    await page.getByTestId('lang-option-EN').click();
    await expect(licence).toHaveText(en.info.licenceText);
    // Home asks for its ticker again in the new language, without a reload.
    await expect(page.getByTestId('marquee')).toContainText(enNotice ?? '');
    await page.reload();
    await expect(licence).toHaveText(en.info.licenceText);
  });
});
