import { proxy } from 'valtio';
import { type SessionInfo, sessionInfoSchema } from '../contract/auth';
import { STORAGE_KEYS } from '../storage/keys';
import { readJson, removeKey, writeJson } from '../storage/web-storage';
import { keepViewCookie } from './view-cookie';

/** Logged in = session info present (product rule 4.1). Kept in local storage as MC_SESSION_INFO. */
export const sessionStore = proxy<{ info: SessionInfo | null }>({
  info: readJson(STORAGE_KEYS.sessionInfo, sessionInfoSchema),
});
// A session stored before the page cookie existed, or one ended in another way (storage cleared).
keepViewCookie(sessionStore.info?.token ?? null);

export function startSession(info: SessionInfo): void {
  sessionStore.info = info;
  writeJson(STORAGE_KEYS.sessionInfo, info);
  keepViewCookie(info.token);
}

/** Forgets the session: token, session info and the trial name. */
export function endSession(): void {
  sessionStore.info = null;
  removeKey(STORAGE_KEYS.sessionInfo);
  removeKey(STORAGE_KEYS.trialName, 'session');
  keepViewCookie(null);
}

export function currentToken(): string | null {
  return sessionStore.info?.token ?? null;
}
