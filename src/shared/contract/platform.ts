import * as z from 'zod/mini';

/** Whitelabel flags (SPEC section 9 and the side-menu / login gates of section 2). */
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
  /** The live chat entry (SPEC section 2's chat flag); chat also needs the CBS3 module (section 6). */
  'LIVECHAT3',
  'VIP3',
] as const;
export const whitelabelFlagSchema = z.enum(WHITELABEL_FLAGS);
export type WhitelabelFlag = z.infer<typeof whitelabelFlagSchema>;

/** Module ids each call carries in the Module-Id header (SPEC section 9). */
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

/** Language codes of SPEC section 3; TY is the default. */
export const LANGUAGE_CODES = ['CN', 'EN', 'TH', 'VI', 'TY', 'PT'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const DEFAULT_LANGUAGE: LanguageCode = 'TY';

/**
 * SPEC section 3 reads two ways: six languages, TY shown as PH (Filipino), or, in "another part",
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

/** The languages a reading offers, in the order they are listed: the SPEC's order, or TY then EN. */
export function offeredLanguages(reading: LanguageReading): readonly LanguageCode[] {
  return reading === 'ty-en' ? TY_EN_LANGUAGES : LANGUAGE_CODES;
}
const TY_EN_LANGUAGES: readonly LanguageCode[] = ['TY', 'EN'];

export function isOffered(reading: LanguageReading, language: LanguageCode): boolean {
  return offeredLanguages(reading).includes(language);
}

/** Account types: 4 is trial/free play; agents are 1, 2, 41, 42 (SPEC sections 3 and 6). */
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
