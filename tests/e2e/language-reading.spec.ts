import { siteConfigIn } from './content';
import { baseUrl, expect, test, translation } from './fixtures';

/**
 * SPEC section 3 reads the languages two ways; a merchant's site config names its reading
 * (docs/decisions/015). DEMO: six languages, TY shown PH (Filipino). LITE: only TY and EN, and
 * TY is Turkish, for the app's words and the server's.
 */
test.describe('the second reading of the languages', () => {
  test('on LITE, TY is Türkçe for the app and the server, beside English; on DEMO the six stay', async ({ page }) => {
    const [turkish, english] = await Promise.all([siteConfigIn('TY', 'LITE'), siteConfigIn('EN', 'LITE')]);
    expect(turkish.info.languageReading).toBe('ty-en');
    expect(turkish.info.licenceText).not.toBe(english.info.licenceText);

    await page.goto(`${baseUrl('lite.localhost')}/m/home`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByTestId('nav-home')).toHaveText(translation('TR', 'nav_home'));
    await expect(page.getByTestId('marquee')).toHaveText(translation('TR', 'no_announcement'));
    const licence = page.getByTestId('licence-footer').locator('p');
    await expect(licence).toHaveText(turkish.info.licenceText);

    const switcher = page.getByTestId('app-header').getByTestId('lang-switcher');
    await expect(switcher).toHaveAccessibleName(/Türkçe/);
    await switcher.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText(['Türkçe', 'English']);
    await expect(page.getByTestId('lang-option-TY')).toHaveAttribute('lang', 'tr');
    await page.getByTestId('lang-option-EN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('nav-home')).toHaveText(translation('EN', 'nav_home'));
    await expect(licence).toHaveText(english.info.licenceText);
    // The code kept is the product's, whatever the label.
    expect(await page.evaluate(() => localStorage.getItem('MC_LANGUAGE'))).toBe('EN');

    // Back in Turkish, a returning player gets it from the first paint (the kept site config's reading).
    await page.getByTestId('app-header').getByTestId('lang-switcher').click();
    await page.getByTestId('lang-option-TY').click();
    await expect(page.getByTestId('nav-home')).toHaveText(translation('TR', 'nav_home'));
    expect(await page.evaluate(() => localStorage.getItem('MC_LANGUAGE'))).toBe('TY');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByTestId('nav-home')).toHaveText(translation('TR', 'nav_home'));

    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await page.getByTestId('app-header').getByTestId('lang-switcher').click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['中文', 'English', 'ไทย', 'VN', 'PH', 'Brazil']);
  });
});
