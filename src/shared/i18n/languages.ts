import {
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGE_READING,
  isOffered,
  LANGUAGE_CODES,
  type LanguageCode,
  type LanguageReading,
  languageCodeSchema,
  languageReadingSchema,
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
 * The six languages and their labels (product rule 3.14), the default reading ('six'): TY is shown
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
 * The other reading ('ty-en', product rule 3.15, docs/decisions/015): only TY and EN, and TY is Turkish. The
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

export function parseLanguageReading(value: unknown): LanguageReading | null {
  const parsed = languageReadingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The reading the app boots in, before its first paint of text (docs/decisions/015):
 * - the site config kept on the device (the merchant's word as last served here; a returning
 *   player, online or offline, with no wait);
 * - else the page's: the server writes the merchant of the address's host into every copy of
 *   index.html it serves (a first visit has no kept config, and paints in the right reading
 *   instead of TY's Filipino until the config answers). The worker's precached copy came from the
 *   same origin, so it names the same merchant, but it is as old as the worker's install: a kept
 *   config is fresher, hence second;
 * - else the default (the page as built, e.g. the development server).
 * Chosen over holding the first paint until the site config answers: that would cost every first
 * visit of every merchant a round trip (or a timeout offline or on a slow link) for what the
 * server already knows when it sends the page.
 */
export function bootReadingOf(kept: LanguageReading | null, page: LanguageReading | null): LanguageReading {
  return kept ?? page ?? DEFAULT_LANGUAGE_READING;
}
