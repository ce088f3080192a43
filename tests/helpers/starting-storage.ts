import type { SessionInfo } from '#src/shared/contract/auth';
import type { LanguageCode } from '#src/shared/contract/platform';
import { STORAGE_KEYS } from '#src/shared/storage/keys';

/**
 * `visitor`: every document starts without a stored session, for one-navigation pages of a
 * browser whose earlier pages kept a member's (Lighthouse's storage reset leaves localStorage).
 */
export type StartingStorage = { keys: typeof STORAGE_KEYS; language?: LanguageCode; session?: SessionInfo | null; visitor?: boolean };

/**
 * An init script (Playwright's addInitScript, Puppeteer's evaluateOnNewDocument): every document
 * starts as after closing the once-a-session popups, and with a language and a session when given.
 * Self-contained, since it is sent to the page as source.
 */
export function applyStartingStorage({ keys, language, session, visitor }: StartingStorage): void {
  try {
    sessionStorage.setItem(keys.noticePopupSeen, '1');
    sessionStorage.setItem(keys.downloadPopupSeen, '1');
    if (language) localStorage.setItem(keys.language, language);
    if (session && !localStorage.getItem(keys.sessionInfo)) localStorage.setItem(keys.sessionInfo, JSON.stringify(session));
    if (visitor) localStorage.removeItem(keys.sessionInfo);
  } catch {
    // a frame without storage (sandboxed, opaque origin) shows no popup anyway
  }
}

/** The argument for applyStartingStorage. */
export const startingStorage = (options: Omit<StartingStorage, 'keys'> = {}): StartingStorage => ({ keys: STORAGE_KEYS, ...options });
