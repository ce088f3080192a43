import { describe, expect, it } from 'vitest';
import { appDownload } from '#src/shared/lib/app-download';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('APP download link', () => {
  const all = [
    { resourceType: 'IOS' as const, url: 'https://apps.example.com/lobby.ipa' },
    { resourceType: 'Android' as const, url: 'https://apps.example.com/lobby.apk' },
    { resourceType: 'MOBILECONFIG' as const, url: 'https://apps.example.com/lobby.mobileconfig' },
  ];

  it('gives iOS the .ipa and Android the .apk, both in the same tab', () => {
    expect(appDownload(all, IPHONE)).toEqual({ url: 'https://apps.example.com/lobby.ipa', sameTab: true });
    expect(appDownload(all, ANDROID)).toEqual({ url: 'https://apps.example.com/lobby.apk', sameTab: true });
  });

  it('falls back to the configuration profile on iOS, in a new tab', () => {
    expect(
      appDownload(
        all.filter((r) => r.resourceType !== 'IOS'),
        IPHONE,
      ),
    ).toEqual({ url: 'https://apps.example.com/lobby.mobileconfig', sameTab: true });
  });

  it('opens a store page in a new tab', () => {
    expect(appDownload([{ resourceType: 'Android', url: 'https://play.example.com/store/apps/lobby' }], ANDROID)?.sameTab).toBe(false);
  });

  it('is hidden inside the app and when there is nothing to download', () => {
    expect(appDownload(all, `${ANDROID} InApp/3.2`)).toBeNull();
    expect(appDownload([], ANDROID)).toBeNull();
    expect(appDownload([{ resourceType: 'IOS', url: '' }], IPHONE)).toBeNull();
  });
});
