import { describe, expect, it } from 'vitest';
import { installOffers, type OfferFacts } from '#src/features/install/lib/install-offers';
import {
  type BarFacts,
  downloadBarHiddenReason,
  installGuideKind,
  iosVersion,
  isIOSSafari,
  isLegacyIOS,
  showsDownloadPopup,
} from '#src/features/install/lib/install-rules';

/** Real user agents (Safari, other iOS browsers, in-app views, Android, desktop). */
const UA = {
  iphone17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iphone18_6: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
  iphone12_2: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iphone12_1_4: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone12_0: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone11: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iphone10: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_3 like Mac OS X) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.0 Mobile/14G60 Safari/602.1',
  ipad12_1: 'Mozilla/5.0 (iPad; CPU OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ipod9: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  crios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  fxios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  edgios:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.126 Mobile/15E148 Safari/605.1.15',
  opera: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 OPT/4.3.0',
  google: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/294.0.588683281 Mobile/15E148 Safari/604.1',
  duckduckgo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 Ddg/17.0',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.0;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.2.19.118 (iPhone14,5; iOS 17_0; en_US; en; scale=3.00; 1170x2532; 537288532)',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0',
  webview: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  nativeAppIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 InApp/3.2',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  nativeAppAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 InApp/3.2',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

const phone = (userAgent: string) => ({ userAgent, maxTouchPoints: 5 });
const desktop = (userAgent: string) => ({ userAgent, maxTouchPoints: 0 });

describe('iOS version', () => {
  it.each([
    [UA.iphone17, { major: 17, minor: 0, patch: 0 }],
    [UA.iphone12_1_4, { major: 12, minor: 1, patch: 4 }],
    [UA.iphone12_2, { major: 12, minor: 2, patch: 0 }],
    [UA.iphone11, { major: 11, minor: 4, patch: 1 }],
    [UA.ipad12_1, { major: 12, minor: 1, patch: 0 }],
    [UA.ipod9, { major: 9, minor: 3, patch: 5 }],
    [UA.crios, { major: 17, minor: 0, patch: 0 }],
    // An iPad asking for desktop sites reads as a Mac: Safari's own version stands in for iOS's.
    [UA.ipadDesktop, { major: 17, minor: 2, patch: 0 }],
  ])('reads %s', (ua, version) => {
    expect(iosVersion(phone(ua))).toEqual(version);
  });

  it('is null off iOS, and for a Mac (no touch points)', () => {
    expect(iosVersion(phone(UA.android))).toBeNull();
    expect(iosVersion(desktop(UA.mac))).toBeNull();
    expect(iosVersion(desktop(UA.desktopChrome))).toBeNull();
  });

  it('is null when the version cannot be read', () => {
    expect(iosVersion(phone('Mozilla/5.0 (iPhone; U; like Mac OS X) Safari/604.1'))).toBeNull();
  });

  it('puts iOS below 12.2 on the legacy side, 12.2 and later not', () => {
    expect(isLegacyIOS({ major: 12, minor: 1, patch: 4 })).toBe(true);
    expect(isLegacyIOS({ major: 12, minor: 0, patch: 0 })).toBe(true);
    expect(isLegacyIOS({ major: 11, minor: 4, patch: 1 })).toBe(true);
    expect(isLegacyIOS({ major: 9, minor: 3, patch: 0 })).toBe(true);
    expect(isLegacyIOS({ major: 12, minor: 2, patch: 0 })).toBe(false);
    expect(isLegacyIOS({ major: 12, minor: 4, patch: 0 })).toBe(false);
    expect(isLegacyIOS({ major: 13, minor: 0, patch: 0 })).toBe(false);
    expect(isLegacyIOS({ major: 17, minor: 0, patch: 0 })).toBe(false);
  });
});

describe('Safari on iOS', () => {
  it.each([UA.iphone17, UA.iphone18_6, UA.iphone12_1_4, UA.iphone11, UA.ipad12_1, UA.ipod9])('%s is Safari', (ua) => {
    expect(isIOSSafari(phone(ua))).toBe(true);
  });

  it.each([UA.crios, UA.fxios, UA.edgios, UA.opera, UA.google, UA.duckduckgo, UA.facebook, UA.instagram, UA.wechat, UA.line, UA.webview])(
    '%s is not Safari',
    (ua) => {
      expect(isIOSSafari(phone(ua))).toBe(false);
    },
  );

  it('an iPad in desktop mode is; a Mac and Android are not iOS at all', () => {
    expect(isIOSSafari(phone(UA.ipadDesktop))).toBe(true);
    expect(isIOSSafari(desktop(UA.mac))).toBe(false);
    expect(isIOSSafari(phone(UA.android))).toBe(false);
  });
});

describe('which add-to-home-screen guide', () => {
  it.each([
    ['iPhone Safari, iOS 17', UA.iphone17, 'ios-share'],
    ['iPhone Safari, iOS 26 (frozen 18_6 string)', UA.iphone18_6, 'ios-share'],
    ['iPhone Safari, iOS 12.2', UA.iphone12_2, 'ios-share'],
    ['iPad Safari in desktop mode, iPadOS 17', UA.ipadDesktop, 'ios-share'],
    ['iPhone Safari, iOS 12.1.4', UA.iphone12_1_4, 'ios-legacy'],
    ['iPhone Safari, iOS 12.0', UA.iphone12_0, 'ios-legacy'],
    ['iPad Safari, iOS 12.1', UA.ipad12_1, 'ios-legacy'],
    ['iPhone Safari, iOS 11', UA.iphone11, 'ios-legacy'],
    ['iPhone Safari, iOS 10', UA.iphone10, 'ios-legacy'],
    ['iPod Safari, iOS 9', UA.ipod9, 'ios-legacy'],
    ['Chrome on iOS', UA.crios, 'use-safari'],
    ['Firefox on iOS', UA.fxios, 'use-safari'],
    ['Edge on iOS', UA.edgios, 'use-safari'],
    ['Opera on iOS', UA.opera, 'use-safari'],
    ['the Google app on iOS', UA.google, 'use-safari'],
    ['DuckDuckGo on iOS', UA.duckduckgo, 'use-safari'],
    ['Facebook in-app on iOS', UA.facebook, 'use-safari'],
    ['Instagram in-app on iOS', UA.instagram, 'use-safari'],
    ['WeChat in-app on iOS', UA.wechat, 'use-safari'],
    ['LINE in-app on iOS', UA.line, 'use-safari'],
    ['a bare iOS web view', UA.webview, 'use-safari'],
    ['Android Chrome', UA.android, 'prompt'],
    ['desktop Chrome', UA.desktopChrome, 'prompt'],
    ['the native app (iOS)', UA.nativeAppIOS, 'none'],
    ['the native app (Android)', UA.nativeAppAndroid, 'none'],
  ] as const)('%s: %s', (_name, ua, kind) => {
    expect(installGuideKind(phone(ua), false)).toBe(kind);
  });

  it('a Mac gets the browser prompt, not an iOS guide', () => {
    expect(installGuideKind(desktop(UA.mac), false)).toBe('prompt');
  });

  it.each([UA.iphone17, UA.iphone11, UA.crios, UA.android, UA.desktopChrome])('nothing when already standalone: %s', (ua) => {
    expect(installGuideKind(phone(ua), true)).toBe('none');
  });

  it('an unreadable iOS version gets the current guide', () => {
    expect(installGuideKind(phone('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/99.0 Mobile/15E148 Safari/604.1'), false)).toBe('ios-share');
  });
});

describe('download bar visibility', () => {
  const shown: BarFacts = { closed: false, inApp: false, standalone: false, ios: false, iosAppLink: true, hasOffer: true };

  it('shows with something to offer and no reason to hide', () => {
    expect(downloadBarHiddenReason(shown)).toBeNull();
    expect(downloadBarHiddenReason({ ...shown, ios: true })).toBeNull();
  });

  it('is hidden by the local flag (closed before, or closed now)', () => {
    expect(downloadBarHiddenReason({ ...shown, closed: true })).toBe('closed');
    expect(downloadBarHiddenReason({ ...shown, closed: true, ios: true, standalone: true })).toBe('closed');
  });

  it('is hidden inside the native app', () => {
    expect(downloadBarHiddenReason({ ...shown, inApp: true })).toBe('in-app');
    expect(downloadBarHiddenReason({ ...shown, inApp: true, ios: true })).toBe('in-app');
  });

  it('is hidden in an installed web app (standalone, Android or desktop)', () => {
    expect(downloadBarHiddenReason({ ...shown, standalone: true })).toBe('installed');
    expect(downloadBarHiddenReason({ ...shown, standalone: true, iosAppLink: false })).toBe('installed');
  });

  it('is hidden in home-screen mode on iOS without an iOS link, kept with one', () => {
    expect(downloadBarHiddenReason({ ...shown, standalone: true, ios: true, iosAppLink: false })).toBe('home-screen-without-ios-link');
    expect(downloadBarHiddenReason({ ...shown, standalone: true, ios: true, iosAppLink: true })).toBeNull();
  });

  it('is hidden with nothing to offer', () => {
    expect(downloadBarHiddenReason({ ...shown, hasOffer: false })).toBe('nothing-to-offer');
  });
});

describe('download popup', () => {
  const opens = { barHidden: null, seenThisSession: false, standalone: false, mobile: true, hasImmediateOffer: true } as const;

  it('opens on a phone, once per session, in the browser, with something to offer at once', () => {
    expect(showsDownloadPopup(opens)).toBe(true);
    expect(showsDownloadPopup({ ...opens, seenThisSession: true })).toBe(false);
    expect(showsDownloadPopup({ ...opens, standalone: true })).toBe(false);
    expect(showsDownloadPopup({ ...opens, mobile: false })).toBe(false);
    expect(showsDownloadPopup({ ...opens, hasImmediateOffer: false })).toBe(false);
  });

  it.each(['closed', 'in-app', 'installed', 'home-screen-without-ios-link', 'nothing-to-offer'] as const)('never where the bar is hidden (%s)', (reason) => {
    expect(showsDownloadPopup({ ...opens, barHidden: reason })).toBe(false);
  });
});

describe('install offers (facts to decisions)', () => {
  const all = [
    { resourceType: 'IOS' as const, url: 'https://apps.example.com/lobby.ipa' },
    { resourceType: 'Android' as const, url: 'https://apps.example.com/lobby.apk' },
    { resourceType: 'MOBILECONFIG' as const, url: 'https://apps.example.com/lobby.mobileconfig' },
  ];
  const facts = (over: Partial<OfferFacts>): OfferFacts => ({
    userAgent: UA.iphone17,
    maxTouchPoints: 5,
    resources: all,
    standalone: false,
    closed: false,
    canPrompt: false,
    ...over,
  });

  it('iPhone Safari: the .ipa, the share-sheet guide and the profile button', () => {
    const o = installOffers(facts({}));
    expect(o).toMatchObject({
      guide: 'ios-share',
      app: { url: all[0]?.url, sameTab: true },
      profileUrl: all[2]?.url,
      barHidden: null,
      hasImmediateOffer: true,
      mobile: true,
    });
  });

  it('legacy iOS keeps the profile button; other iOS browsers do not get it (only Safari installs it)', () => {
    expect(installOffers(facts({ userAgent: UA.iphone12_1_4 })).profileUrl).toBe(all[2]?.url);
    expect(installOffers(facts({ userAgent: UA.crios }))).toMatchObject({ guide: 'use-safari', profileUrl: null, barHidden: null });
  });

  it('one button for the profile when it is already the app link (no IOS resource)', () => {
    const o = installOffers(facts({ resources: all.filter((r) => r.resourceType !== 'IOS') }));
    expect(o.app?.url).toBe(all[2]?.url);
    expect(o.profileUrl).toBeNull();
  });

  it('an iPad in desktop mode gets the iOS app, not the Android one', () => {
    expect(installOffers(facts({ userAgent: UA.ipadDesktop })).app?.url).toBe(all[0]?.url);
  });

  it('Android: the .apk at once; the install button only once the browser prompt is kept', () => {
    const o = installOffers(facts({ userAgent: UA.android }));
    expect(o).toMatchObject({ guide: 'prompt', app: { url: all[1]?.url }, profileUrl: null, barHidden: null, hasImmediateOffer: true });
    // Without links, the bar waits for the prompt.
    expect(installOffers(facts({ userAgent: UA.android, resources: [] })).barHidden).toBe('nothing-to-offer');
    expect(installOffers(facts({ userAgent: UA.android, resources: [], canPrompt: true })).barHidden).toBeNull();
  });

  it('desktop: no phone packages, the prompt only', () => {
    const o = installOffers(facts({ userAgent: UA.desktopChrome, maxTouchPoints: 0 }));
    expect(o.app).toBeNull();
    expect(o.mobile).toBe(false);
    expect(o.barHidden).toBe('nothing-to-offer');
    expect(installOffers(facts({ userAgent: UA.desktopChrome, maxTouchPoints: 0, canPrompt: true })).barHidden).toBeNull();
  });

  it('iOS home-screen mode: nothing to install but the native iOS app, and only if there is one', () => {
    expect(installOffers(facts({ standalone: true }))).toMatchObject({ guide: 'none', app: { url: all[0]?.url }, profileUrl: null, barHidden: null });
    expect(installOffers(facts({ standalone: true, resources: all.filter((r) => r.resourceType !== 'IOS') })).barHidden).toBe('home-screen-without-ios-link');
  });

  it('an installed web app on Android, the native app, the local flag: hidden', () => {
    expect(installOffers(facts({ userAgent: UA.android, standalone: true, canPrompt: true })).barHidden).toBe('installed');
    expect(installOffers(facts({ userAgent: UA.nativeAppAndroid })).barHidden).toBe('in-app');
    expect(installOffers(facts({ closed: true })).barHidden).toBe('closed');
  });

  it('a site without links still offers the iOS guide in Safari', () => {
    expect(installOffers(facts({ resources: [] }))).toMatchObject({ app: null, guide: 'ios-share', barHidden: null, hasImmediateOffer: true });
  });
});
