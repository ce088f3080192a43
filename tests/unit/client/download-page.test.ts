import { describe, expect, it } from 'vitest';
import { downloadPageLinks, templateBackground, templateColor } from '#src/features/install/lib/download-page';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IN_APP = `${ANDROID} InApp`;

const ALL = [
  { resourceType: 'IOS', url: 'https://apps.example/lobby.ipa' },
  { resourceType: 'Android', url: 'https://apps.example/lobby.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://apps.example/lobby.mobileconfig' },
] as const;
const NO_IOS = ALL.filter((r) => r.resourceType !== 'IOS');

const platforms = (links: ReturnType<typeof downloadPageLinks>) => links.map((l) => `${l.platform}:${l.sameTab ? 'same' : 'new'}`);

describe('download page links (the APP-link rules of product rule 2.27, per platform)', () => {
  it.each([
    ['iPhone, every link', ALL, IPHONE, ['ios:same', 'mobileconfig:same', 'android:same']],
    ['Android, every link', ALL, ANDROID, ['android:same', 'ios:same', 'mobileconfig:same']],
    ['a computer, every link', ALL, DESKTOP, ['android:same', 'ios:same', 'mobileconfig:same']],
    ['iPhone without an IOS link: the profile stands in, once', NO_IOS, IPHONE, ['ios:same', 'android:same']],
    ['inside the app: none', ALL, IN_APP, []],
    ['no links at all', [], ANDROID, []],
  ] as const)('%s', (_name, resources, userAgent, expected) => {
    expect(platforms(downloadPageLinks(resources, userAgent))).toEqual(expected);
  });

  it('opens a store page in a new tab and a package file in this one', () => {
    const store = downloadPageLinks([{ resourceType: 'Android', url: 'https://play.example/store?id=lobby' }], ANDROID);
    expect(store).toEqual([{ platform: 'android', url: 'https://play.example/store?id=lobby', sameTab: false }]);
    expect(downloadPageLinks([{ resourceType: 'Android', url: '/files/lobby.APK?v=2' }], ANDROID)[0]?.sameTab).toBe(true);
  });
});

describe('mobile template styles', () => {
  it.each([
    ['#0f1115', { background: '#0f1115' }],
    ['rgb(10, 20, 30)', { background: 'rgb(10, 20, 30)' }],
    ['https://cdn.example/bg.jpg', { backgroundImage: 'url("https://cdn.example/bg.jpg")' }],
    ['red;position:fixed', {}],
    ['url(javascript:alert(1))', {}],
    ['https://x.example/a.jpg") ; background:red', {}],
  ])('app_background %j', (value, style) => {
    expect(templateBackground(value)).toEqual(style);
  });

  it('takes a colour for the description and ignores anything else', () => {
    expect(templateColor('#f5c542')).toBe('#f5c542');
    expect(templateColor('expression(alert(1))')).toBeUndefined();
  });
});
