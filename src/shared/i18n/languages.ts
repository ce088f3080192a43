import {
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGE_READING,
  isOffered,
  LANGUAGE_CODES,
  type LanguageCode,
  type LanguageReading,
  languageCodeSchema,
  offeredLanguages,
} from '../contract/platform';

/** A catalog under locales/: one per language code, and TR, which TY reads from under the 'ty-en' reading. */
export const CATALOG_CODES = [...LANGUAGE_CODES, 'TR'] as const;
export type CatalogCode = (typeof CATALOG_CODES)[number];

export type LanguageInfo = { label: string; htmlLang: string; catalog: CatalogCode };

/**
 * The six languages and their labels (SPEC section 3), the default reading ('six'): TY is shown
 * as PH and holds Filipino.
 */
export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  CN: { label: '中文', htmlLang: 'zh-CN', catalog: 'CN' },
  EN: { label: 'English', htmlLang: 'en', catalog: 'EN' },
  TH: { label: 'ไทย', htmlLang: 'th', catalog: 'TH' },
  VI: { label: 'VN', htmlLang: 'vi', catalog: 'VI' },
  TY: { label: 'PH', htmlLang: 'fil', catalog: 'TY' },
  PT: { label: 'Brazil', htmlLang: 'pt-BR', catalog: 'PT' },
};

/**
 * The SPEC's other reading ('ty-en', docs/decisions/015): only TY and EN, and TY is Turkish. The
 * code stays TY (stored choice, Language header, ?lang=); only its label, <html lang> and catalog change.
 */
const TURKISH: LanguageInfo = { label: 'Türkçe', htmlLang: 'tr', catalog: 'TR' };

/** A language's label, <html lang> and catalog under a reading. */
export function languageInfo(code: LanguageCode, reading: LanguageReading): LanguageInfo {
  return reading === 'ty-en' && code === 'TY' ? TURKISH : LANGUAGES[code];
}

/** A choice the reading offers: itself, else the default language (CN kept from before, on a 'ty-en' merchant, becomes TY). */
export function offeredChoice(code: LanguageCode, reading: LanguageReading): LanguageCode {
  return isOffered(reading, code) ? code : DEFAULT_LANGUAGE;
}

export { DEFAULT_LANGUAGE, DEFAULT_LANGUAGE_READING, LANGUAGE_CODES, type LanguageCode, type LanguageReading, offeredLanguages };

export function parseLanguage(value: unknown): LanguageCode | null {
  const parsed = languageCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
