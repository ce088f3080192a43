import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, languageCodeSchema } from '../contract/platform';

/**
 * The six languages and their labels (SPEC section 3). TY is shown as PH and holds Filipino; the
 * SPEC's other reading (TY labelled Turkish, only TY and EN offered) is not the default here.
 */
export const LANGUAGES: Record<LanguageCode, { label: string; htmlLang: string }> = {
  CN: { label: '中文', htmlLang: 'zh-CN' },
  EN: { label: 'English', htmlLang: 'en' },
  TH: { label: 'ไทย', htmlLang: 'th' },
  VI: { label: 'VN', htmlLang: 'vi' },
  TY: { label: 'PH', htmlLang: 'fil' },
  PT: { label: 'Brazil', htmlLang: 'pt-BR' },
};

export { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode };

export function parseLanguage(value: unknown): LanguageCode | null {
  const parsed = languageCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
