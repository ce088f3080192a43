import { siteConfigIn } from './content';
import { baseUrl, expect, test, translation } from './fixtures';

/**
 * The languages read two ways (product rule 3.15); a merchant's site config names its reading
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

  test('a first visit to LITE, with nothing kept, is in Turkish from the first paint of text: Filipino never shows', async ({ page, context }) => {
    // Words of home's first screen whose Filipino is neither their Turkish nor their English.
    const ids = ['nav_members', 'nav_deposit', 'nav_share', 'login_button', 'register_button', 'no_announcement'];
    const filipino = ids
      .map((id) => translation('TY', id))
      .filter((text, i) => text !== translation('TR', ids[i] ?? '') && text !== translation('EN', ids[i] ?? ''));
    const turkish = ids.map((id) => translation('TR', id));
    expect(filipino.length).toBeGreaterThanOrEqual(4);

    // Every state of the document a frame could paint: a mutation observer's callback runs before
    // the browser renders the changes it reports. Installed before any of the page's scripts.
    await page.addInitScript(() => {
      const seen: { lang: string; text: string }[] = [];
      (window as unknown as { seenTexts: typeof seen }).seenTexts = seen;
      const record = () => seen.push({ lang: document.documentElement?.lang ?? '', text: document.body?.textContent ?? '' });
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['lang'] });
      new PerformanceObserver(record).observe({ type: 'paint', buffered: true });
    });
    await page.goto(`${baseUrl('lite.localhost')}/m/home`);
    await expect(page.getByTestId('nav-members')).toHaveText(translation('TR', 'nav_members'));
    await expect(page.getByTestId('marquee')).toHaveText(translation('TR', 'no_announcement'));

    const seen = await page.evaluate(() => (window as unknown as { seenTexts: { lang: string; text: string }[] }).seenTexts);
    const shownFilipino = seen.flatMap(({ text }) => filipino.filter((word) => text.includes(word)));
    expect(shownFilipino).toEqual([]);
    // The page the server sent says Turkish already (its shell has no words but the merchant's name).
    expect([...new Set(seen.map(({ lang }) => lang).filter(Boolean))]).toEqual(['tr']);
    const firstWords = seen.findIndex(({ text }) => turkish.some((word) => text.includes(word)));
    expect(firstWords).toBeGreaterThanOrEqual(0);

    // The worker's copy of the page came from this origin, so it names LITE's reading too: with the
    // kept site configs gone (as "clear cached data" leaves it) and offline, still no Filipino.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(async () => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('MC_SITE_CONFIG')) localStorage.removeItem(key);
      for (const name of await caches.keys()) if (!name.startsWith('workbox-precache')) await caches.delete(name);
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('nav-members')).toHaveText(translation('TR', 'nav_members'));
    const offline = await page.evaluate(() => (window as unknown as { seenTexts: { lang: string; text: string }[] }).seenTexts);
    expect(offline.flatMap(({ text }) => filipino.filter((word) => text.includes(word)))).toEqual([]);
    await context.setOffline(false);
  });
});
