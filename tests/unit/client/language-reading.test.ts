import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '#src/shared/contract/system';
import { siteConfigSchema } from '#src/shared/contract/system';
import { activateLanguage, applyLanguageReading, currentLanguage, currentOfferedLanguages, i18n, initI18n, languageReading } from '#src/shared/i18n/i18n';
import { bootReadingOf, LANGUAGE_CODES, languageInfo, offeredChoice, offeredLanguages, parseLanguageReading } from '#src/shared/i18n/languages';
import { keptLanguageReading } from '#src/shared/site/site-store';
import { STORAGE_KEYS, siteConfigKey } from '#src/shared/storage/keys';
import { siteConfigFixture } from '#tests/helpers/site-config';

vi.mock('#src/shared/api/api', () => ({ api: { call: vi.fn(), callServed: vi.fn() }, setMerchantCode: vi.fn() }));

/** Six languages (TY shown PH), or only TY and EN with TY labelled Turkish (product rule 3.15). */
describe('the readings of the languages', () => {
  it('six offers every language in its order; ty-en offers TY then EN', () => {
    expect(offeredLanguages('six')).toEqual(['CN', 'EN', 'TH', 'VI', 'TY', 'PT']);
    expect(offeredLanguages('ty-en')).toEqual(['TY', 'EN']);
  });

  it('TY is PH and Filipino under six, Türkçe and Turkish under ty-en; the other languages are the same in both', () => {
    expect(languageInfo('TY', 'six')).toEqual({ label: 'PH', htmlLang: 'fil', catalog: 'TY', dateOrder: 'YYYY/MM/DD' });
    expect(languageInfo('TY', 'ty-en')).toEqual({ label: 'Türkçe', htmlLang: 'tr', catalog: 'TR', dateOrder: 'DD/MM/YYYY' });
    expect(languageInfo('EN', 'ty-en')).toEqual(languageInfo('EN', 'six'));
    expect(LANGUAGE_CODES.filter((c) => c !== 'TY').map((c) => languageInfo(c, 'six').label)).toEqual(['中文', 'English', 'ไทย', 'VN', 'Brazil']);
  });

  it('a choice the reading does not offer falls back to TY', () => {
    expect(offeredChoice('CN', 'ty-en')).toBe('TY');
    expect(offeredChoice('PT', 'ty-en')).toBe('TY');
    expect(offeredChoice('EN', 'ty-en')).toBe('EN');
    expect(offeredChoice('CN', 'six')).toBe('CN');
  });

  it("a site config without a reading (kept from before, another server's) reads as six", () => {
    const { languageReading: _served, ...info } = siteConfigFixture().info;
    const config = siteConfigSchema.parse({ ...siteConfigFixture(), info });
    expect(config.info.languageReading).toBe('six');
  });
});

describe('the app under a reading', () => {
  afterEach(async () => {
    await applyLanguageReading('six');
    await activateLanguage('TY');
  });

  it('ty-en: TY reads the Turkish catalog, keeps its code and sets <html lang="tr">', async () => {
    initI18n();
    expect(i18n._('nav_members')).toBe('Miyembro');
    await applyLanguageReading('ty-en');
    expect(currentOfferedLanguages()).toEqual(['TY', 'EN']);
    expect(currentLanguage()).toBe('TY');
    expect(i18n._('nav_home')).toBe('Ana Sayfa');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    await activateLanguage('EN');
    expect(i18n._('nav_home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a stored choice the merchant does not offer becomes TY; back under six, TY is Filipino again', async () => {
    initI18n();
    await activateLanguage('CN');
    expect(currentLanguage()).toBe('CN');
    await applyLanguageReading('ty-en');
    expect(currentLanguage()).toBe('TY');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect(i18n._('nav_members')).toBe('Üye Merkezi');
    await applyLanguageReading('six');
    expect(languageReading()).toBe('six');
    expect(i18n._('nav_members')).toBe('Miyembro');
    expect(document.documentElement.lang).toBe('fil');
  });

  it("boots with the kept site config's reading: the stored language's copy, else any kept copy", () => {
    expect(keptLanguageReading('TY')).toBeNull();
    const kept = (reading: SiteConfig['info']['languageReading']) => ({
      merchantCode: 'LITE',
      merchantName: 'Lite Lobby',
      currency: 'PHP',
      currencySymbol: '₱',
      info: {
        customerService: [],
        domainRoute: 'default',
        mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: '0', dep_func: '0' },
        paths: {},
        register: [],
        resources: [],
        whitelabel: [],
        mainDomain: 'lite.localhost',
        imageCDNs: ['/cdn/a'],
        licenceText: '',
        theme: {},
        languageReading: reading,
      },
      location: { ip: '' },
      maintenance: false,
      regionRestriction: false,
    });
    localStorage.setItem(siteConfigKey('EN'), JSON.stringify(kept('ty-en')));
    expect(keptLanguageReading('TY')).toBe('ty-en');
    localStorage.setItem(siteConfigKey('TY'), JSON.stringify(kept('six')));
    expect(keptLanguageReading('TY')).toBe('six');
  });
});

/** What the first paint uses: a first visit has no kept site config, only the page the server wrote. */
describe('the reading a boot starts in', () => {
  it("a first visit takes the page's reading (the server's word for the host's merchant), not the default", () => {
    expect(bootReadingOf(null, 'ty-en')).toBe('ty-en');
    expect(bootReadingOf(null, 'six')).toBe('six');
  });

  it("a returning visit takes the kept site config's, fresher than a page the worker precached at its install", () => {
    expect(bootReadingOf('ty-en', 'six')).toBe('ty-en');
    expect(bootReadingOf('six', 'ty-en')).toBe('six');
    expect(bootReadingOf('ty-en', null)).toBe('ty-en');
  });

  it('a page as built (no reading written) and nothing kept boots in the default reading', () => {
    expect(bootReadingOf(null, null)).toBe('six');
  });

  it("reads the page's meta content strictly: anything else is no reading", () => {
    expect(parseLanguageReading('ty-en')).toBe('ty-en');
    expect(parseLanguageReading('six')).toBe('six');
    for (const bad of [undefined, null, '', 'TY-EN', 'tr', ' six']) expect(parseLanguageReading(bad)).toBeNull();
  });
});
