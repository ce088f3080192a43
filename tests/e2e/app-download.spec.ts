import { webClipProfilePath } from '#src/shared/contract/platform';
import { siteConfigIn } from './content';
import { DEVICE_TAG } from './device-tag';
import { baseUrl, expect, test, translation } from './fixtures';

test.describe('app download page', () => {
  test("shows the template's description and the phone's own download first, without header or navigation", { tag: DEVICE_TAG }, async ({ page }, testInfo) => {
    await page.goto('/m/app');
    const screen = page.getByTestId('screen-app');
    // The merchant's description, in the app's language.
    await expect(screen.getByTestId('app-desc')).toHaveText((await siteConfigIn()).info.mobileTemplate.app_desc);
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    const first = testInfo.project.name === 'iphone' ? 'app-download-ios' : 'app-download-android';
    await expect(screen.getByRole('link').first()).toHaveAttribute('data-testid', first);
    // Package files and the configuration profile download in this tab (Safari hands the profile to Settings).
    await expect(screen.getByTestId(first)).not.toHaveAttribute('target');
    await expect(screen.getByTestId('app-download-mobileconfig')).not.toHaveAttribute('target');
    await expect(screen.getByTestId('app-download-mobileconfig')).toHaveAttribute('href', webClipProfilePath('DEMO'));
    await expect(screen.getByTestId('app-download-qr')).toHaveCount(0);
  });

  test('offers a QR code of the page to a visitor on a computer', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto('/m/app');
    const qr = page.getByTestId('app-download-qr');
    await expect(qr).toHaveAttribute('data-value', /\/m\/app$/);
    await expect(qr.getByRole('img', { name: translation('TY', 'app_download_qr') })).toBeVisible();
    await context.close();
  });
});
