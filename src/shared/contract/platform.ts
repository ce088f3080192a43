import * as z from 'zod/mini';

/** Whitelabel flags (product rules 3.9 and 9.16). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MOBVERFLOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'DIRECTREG3',
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'PERSREP',
  'REWCEN3',
  'PTSYS3',
  'SECPRIV',
  'CBS3',
  /** The live chat entry's flag; chat also needs the CBS3 module (product rule 6.9). */
  'LIVECHAT3',
  'VIP3',
] as const;
export const whitelabelFlagSchema = z.enum(WHITELABEL_FLAGS);
export type WhitelabelFlag = z.infer<typeof whitelabelFlagSchema>;

/** Module ids each call carries in the Module-Id header (product rule 9.17). */
export const MODULE_IDS = [
  'COMM3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'GAMELO3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'GAMELOHOT3',
  'CBS3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Language codes; TY is the default (product rule 3.14). */
export const LANGUAGE_CODES = ['CN', 'EN', 'TH', 'VI', 'TY', 'PT'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const DEFAULT_LANGUAGE: LanguageCode = 'TY';

/**
 * The languages read two ways (product rule 3.15): all six, TY shown as PH (Filipino), or
 * only TY and EN with TY labelled Turkish. A merchant's site config names the reading it uses
 * (docs/decisions/015); the language codes stay the same in both.
 */
export const LANGUAGE_READINGS = ['six', 'ty-en'] as const;
export const languageReadingSchema = z.enum(LANGUAGE_READINGS);
export type LanguageReading = z.infer<typeof languageReadingSchema>;
export const DEFAULT_LANGUAGE_READING: LanguageReading = 'six';
/**
 * The <meta name> under which the server writes the merchant's reading into the app's HTML, so
 * that a first visit, with no site config kept on the device, paints in the right one.
 */
export const LANGUAGE_READING_META = 'language-reading';

/** The languages a reading offers, in the order they are listed: the six in their order, or TY then EN (product rule 3.15). */
export function offeredLanguages(reading: LanguageReading): readonly LanguageCode[] {
  return reading === 'ty-en' ? TY_EN_LANGUAGES : LANGUAGE_CODES;
}
const TY_EN_LANGUAGES: readonly LanguageCode[] = ['TY', 'EN'];

export function isOffered(reading: LanguageReading, language: LanguageCode): boolean {
  return offeredLanguages(reading).includes(language);
}

/** Account types: 4 is trial/free play; agents are 1, 2, 41, 42 (product rule 6.1). */
export const TRIAL_TYPE = 4;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** The `launch` query of the iOS profile's Web Clip (the app's base path with `?launch=webclip`): such a launch registers as WEBCLIP. */
export const WEB_CLIP_LAUNCH = 'webclip';

/** Where the server serves a merchant's iOS configuration profile (the MOBILECONFIG download link). */
export const webClipProfilePath = (merchantCode: string): string => `/apps/${merchantCode}.mobileconfig`;

export const HEADERS = {
  authorization: 'Authorization',
  merchant: 'Merchant',
  moduleId: 'Module-Id',
  language: 'Language',
  device: 'Device',
  idempotencyKey: 'Idempotency-Key',
  encryption: 'Encryption',
  /** Set by the service worker on a response it answered from its cache because the network failed. */
  servedFromCache: 'X-Served-From-Cache',
} as const;

/** Device header value: OTHERS in a standalone (home-screen) launch, else MOBILE. */
export const DEVICES = ['MOBILE', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];
