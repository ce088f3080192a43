import type { Context } from 'hono';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGE_READING,
  HEADERS,
  isOffered,
  LANGUAGE_CODES,
  type LanguageCode,
  type LanguageReading,
  languageCodeSchema,
} from '#src/shared/contract/platform';
import type { AppEnv } from './env';

/**
 * The player's language, from the header every call of the app carries; the product default
 * otherwise. A language the merchant does not offer (CN to a merchant of the 'ty-en' reading,
 * product rule 3.15) is answered in English, the content's own language, rather than refused: a
 * device that kept an older choice, or another client, still reads the content.
 */
export function requestLanguage(c: Context): LanguageCode {
  const parsed = languageCodeSchema.safeParse(c.req.header(HEADERS.language));
  // Outside /api no merchant is resolved: the six languages.
  const reading = (c as Context<AppEnv>).get('languageReading') ?? DEFAULT_LANGUAGE_READING;
  return servedLanguage(parsed.success ? parsed.data : DEFAULT_LANGUAGE, reading);
}

/** The language the server answers in when `asked` is asked of a merchant of `reading`: itself where offered, else English. */
export function servedLanguage(asked: LanguageCode, reading: LanguageReading): LanguageCode {
  return isOffered(reading, asked) ? asked : 'EN';
}

/** The query parameter that names the language of a page the app opens by its address (the demo game, the chat). */
export const PAGE_LANGUAGE_PARAM = 'lang';

/** The base of a BCP 47 language tag (the Accept-Language header's words) -> our code. */
const TAG_LANGUAGES: Readonly<Record<string, LanguageCode>> = { zh: 'CN', en: 'EN', th: 'TH', vi: 'VI', fil: 'TY', tl: 'TY', pt: 'PT' };

/** Our code for a language tag (th, pt-BR, zh-Hant, fil), or null. */
export function languageOfTag(tag: string): LanguageCode | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(TAG_LANGUAGES, base) ? (TAG_LANGUAGES[base] ?? null) : null;
}

/** One of our codes (CN, EN, TH, VI, TY, PT, any case), or a language tag, as the `lang` parameter may say it. */
export function languageOfParam(value: string): LanguageCode | null {
  const upper = value.trim().toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper) ? (upper as LanguageCode) : languageOfTag(value);
}

/** The first of the Accept-Language header's languages (by its q weights) that is one of ours, or null. */
export function acceptedLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const language = languageOfTag(r.tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language of a page opened by its address, which carries no Language header: the `lang`
 * query parameter the app adds, else the browser's Accept-Language, else the product default.
 */
export function pageLanguage(c: Context): LanguageCode {
  const asked = c.req.query(PAGE_LANGUAGE_PARAM);
  return (asked ? languageOfParam(asked) : null) ?? acceptedLanguage(c.req.header('Accept-Language')) ?? DEFAULT_LANGUAGE;
}
