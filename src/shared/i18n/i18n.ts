import { i18n, type Messages } from '@lingui/core';
import { messages as defaultMessages } from '../../../locales/TY/messages.po';
import { STORAGE_KEYS } from '../storage/keys';
import { readText, writeText } from '../storage/web-storage';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, parseLanguage } from './languages';

export { i18n };

// The default language's catalog ships with the first load; the others are their own chunks.
const loaders: Record<LanguageCode, () => Promise<{ messages: Messages }>> = {
  CN: () => import('../../../locales/CN/messages.po'),
  EN: () => import('../../../locales/EN/messages.po'),
  TH: () => import('../../../locales/TH/messages.po'),
  VI: () => import('../../../locales/VI/messages.po'),
  TY: async () => ({ messages: defaultMessages }),
  PT: () => import('../../../locales/PT/messages.po'),
};

export function storedLanguage(): LanguageCode {
  return parseLanguage(readText(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE;
}

export function currentLanguage(): LanguageCode {
  return parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
}

/** Loads (once) and activates a language, keeps the choice and sets <html lang>. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (!i18n.messages[code] || Object.keys(i18n.messages[code] ?? {}).length === 0) {
    const { messages } = await loaders[code]();
    i18n.load(code, messages);
  }
  i18n.activate(code);
  writeText(STORAGE_KEYS.language, code);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGES[code].htmlLang;
}

/** Synchronous start in the default language so the first paint never waits for a catalog. */
export function initI18n(): void {
  i18n.load(DEFAULT_LANGUAGE, defaultMessages);
  i18n.activate(DEFAULT_LANGUAGE);
}
