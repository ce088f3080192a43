import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, HEADERS, type LanguageCode, languageCodeSchema } from '../../src/shared/contract/platform';

/** The player's language, from the header every call of the app carries; the product default otherwise. */
export function requestLanguage(c: Context): LanguageCode {
  const parsed = languageCodeSchema.safeParse(c.req.header(HEADERS.language));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
