import { i18n, type Messages } from '@lingui/core';
import { messages as defaultMessages } from '#locales/TY/messages.po';
import { STORAGE_KEYS } from '../storage/keys';
import { readText, writeText } from '../storage/web-storage';
import {
  type CatalogCode,
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGE_READING,
  type LanguageCode,
  type LanguageInfo,
  type LanguageReading,
  languageInfo,
  offeredChoice,
  offeredLanguages,
  parseLanguage,
} from './languages';

export { i18n };

// The default language's catalog ships with the first load; the others (Turkish too) are their own chunks.
const loaders: Record<CatalogCode, () => Promise<{ messages: Messages }>> = {
  CN: () => import('#locales/CN/messages.po'),
  EN: () => import('#locales/EN/messages.po'),
  TH: () => import('#locales/TH/messages.po'),
  VI: () => import('#locales/VI/messages.po'),
  TY: async () => ({ messages: defaultMessages }),
  PT: () => import('#locales/PT/messages.po'),
  TR: () => import('#locales/TR/messages.po'),
};

/**
 * The merchant's reading of the languages (product rule 3.15) in use: from the site config kept on
 * the device at boot, then from the served one (applyLanguageReading). Lingui's locale stays the
 * product's code; the catalog loaded under it is the reading's (TY: Filipino or Turkish).
 */
let reading: LanguageReading = DEFAULT_LANGUAGE_READING;
const loadedCatalogs: Partial<Record<LanguageCode, CatalogCode>> = {};

export function languageReading(): LanguageReading {
  return reading;
}

/** The languages offered now, in the order the switcher lists them. */
export function currentOfferedLanguages(): readonly LanguageCode[] {
  return offeredLanguages(reading);
}

/** A language's label, <html lang> and catalog under the reading in use. */
export function currentLanguageInfo(code: LanguageCode = currentLanguage()): LanguageInfo {
  return languageInfo(code, reading);
}

export function storedLanguage(): LanguageCode {
  return parseLanguage(readText(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE;
}

/** The product's code of the language in use (TY under both readings). */
export function currentLanguage(): LanguageCode {
  return parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
}

/**
 * Loads (once per catalog) and activates a language, keeps the choice and sets <html lang>. A
 * language the reading does not offer activates the default language instead.
 */
export async function activateLanguage(asked: LanguageCode): Promise<void> {
  const code = offeredChoice(asked, reading);
  const info = languageInfo(code, reading);
  if (loadedCatalogs[code] !== info.catalog || Object.keys(i18n.messages[code] ?? {}).length === 0) {
    const { messages } = await loaders[info.catalog]();
    // A copy: Lingui merges a second load into the object it holds, which must not be a catalog's own.
    i18n.load(code, { ...messages });
    loadedCatalogs[code] = info.catalog;
  }
  i18n.activate(code);
  writeText(STORAGE_KEYS.language, code);
  if (typeof document !== 'undefined') document.documentElement.lang = info.htmlLang;
}

/**
 * Sets the reading; when it differs from the one in use, the current language is activated again
 * under it (its label, catalog and <html lang>; a language it does not offer becomes the default).
 */
export async function applyLanguageReading(next: LanguageReading): Promise<void> {
  if (next === reading) return;
  reading = next;
  await activateLanguage(currentLanguage());
}

/** The reading to boot with (the kept site config's), set before the first activation: no catalog is loaded twice. */
export function bootLanguageReading(kept: LanguageReading): void {
  reading = kept;
}

/** Synchronous start in the default language so the first paint never waits for a catalog. */
export function initI18n(): void {
  i18n.load(DEFAULT_LANGUAGE, { ...defaultMessages });
  loadedCatalogs[DEFAULT_LANGUAGE] = 'TY';
  i18n.activate(DEFAULT_LANGUAGE);
}
