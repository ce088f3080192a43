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
import type { DateFormat } from '../contract/system';

/** A catalog under locales/: one per language code, and TR, which TY reads from under the 'ty-en' reading. */
export const CATALOG_CODES = [...LANGUAGE_CODES, 'TR'] as const;
export type CatalogCode = (typeof CATALOG_CODES)[number];

/**
 * How a language is shown: its label in the switcher, its <html lang> (also the locale numbers are
 * written in), its catalog, and the order it writes a date in when the merchant sets none
 * (docs/decisions/016): day first where the language writes the day first, else year first, so a
 * date never reads month-first in one language and day-first in another.
 */
export type LanguageInfo = { label: string; htmlLang: string; catalog: CatalogCode; dateOrder: DateFormat };

/**
 * The six languages and their labels (SPEC section 3), the default reading ('six'): TY is shown
 * as PH and holds Filipino.
 */
export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  CN: { label: '中文', htmlLang: 'zh-CN', catalog: 'CN', dateOrder: 'YYYY/MM/DD' },
  EN: { label: 'English', htmlLang: 'en', catalog: 'EN', dateOrder: 'YYYY/MM/DD' },
  TH: { label: 'ไทย', htmlLang: 'th', catalog: 'TH', dateOrder: 'DD/MM/YYYY' },
  VI: { label: 'VN', htmlLang: 'vi', catalog: 'VI', dateOrder: 'DD/MM/YYYY' },
  TY: { label: 'PH', htmlLang: 'fil', catalog: 'TY', dateOrder: 'YYYY/MM/DD' },
  PT: { label: 'Brazil', htmlLang: 'pt-BR', catalog: 'PT', dateOrder: 'DD/MM/YYYY' },
};

/**
 * The SPEC's other reading ('ty-en', docs/decisions/015): only TY and EN, and TY is Turkish. The
 * code stays TY (stored choice, Language header, ?lang=); only its label, <html lang> and catalog change.
 */
const TURKISH: LanguageInfo = { label: 'Türkçe', htmlLang: 'tr', catalog: 'TR', dateOrder: 'DD/MM/YYYY' };

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
