import type { ChatLaunchRequest } from '#src/shared/contract/messages';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '#src/shared/contract/platform';
import { isTrial } from '#src/shared/contract/roles';

/** The chat opens 500 ms after its URL is known (product rule 9.8). */
export const CHAT_REDIRECT_MS = 500;
/** The lobby's default accent (tokens.css), for a merchant colour the chat cannot take. */
export const DEFAULT_HEADER_COLOR = '#f5c542';
const HEX_COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const MAX_TITLE = 64;
const MAX_BACK_URL = 2048;

/** Language tags of other spellings that mean one of ours (Filipino is TY, as the app labels it PH). */
const ALIASES: Record<string, LanguageCode> = { ZH: 'CN', FIL: 'TY', TL: 'TY', PH: 'TY', VN: 'VI' };

function ours(code: string): LanguageCode | null {
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : null;
}

/**
 * Product rule 7.12: the chat's language is upper-cased, every Chinese variant (zh, zh-CN,
 * zh-Hans, zh_TW, cn...) is CN; anything unknown is the default language.
 */
export function chatLanguage(locale: string): LanguageCode {
  const base = locale.trim().toUpperCase().split(/[-_]/)[0] ?? '';
  return ours(base) ?? ALIASES[base] ?? DEFAULT_LANGUAGE;
}

/**
 * The launch call's parameters: b2c=1, the language, where the chat's back link returns (the
 * page the player is on; its own path when the address is too long to send), the header in
 * the merchant's accent colour and the translated title.
 */
export function chatLaunchParams(p: { locale: string; pageUrl: string; accent: string; title: string }): ChatLaunchRequest {
  const accent = p.accent.trim();
  const page = new URL(p.pageUrl);
  return {
    b2c: '1',
    language: chatLanguage(p.locale),
    backUrl: p.pageUrl.length <= MAX_BACK_URL ? p.pageUrl : page.origin + page.pathname,
    headerColor: HEX_COLOUR.test(accent) ? accent : DEFAULT_HEADER_COLOR,
    title: p.title.trim().slice(0, MAX_TITLE),
  };
}

/** How the live chat entry meets an account: not there, there and refused (a trial), or there. */
export type ChatEntry = 'hidden' | 'free_reject' | 'allowed';

/**
 * Product rule 6.9: the chat entry needs the chat flag (LIVECHAT3) and the CBS3 module; a
 * trial account sees it and is refused on the tap (free_reject, as the inbox), with no call made
 * ("chat calls only with CBS3 and non-type-4"); for a member the server's chatPermission has the
 * last word.
 */
export function chatEntry(flags: { chat: boolean; cbs3: boolean }, memberType: number | undefined): ChatEntry {
  if (!flags.chat || !flags.cbs3 || memberType === undefined) return 'hidden';
  return isTrial(memberType) ? 'free_reject' : 'allowed';
}
