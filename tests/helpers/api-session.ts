import { createApiClient } from '#src/shared/api/client';
import type { SessionInfo } from '#src/shared/contract/auth';

/** The real API client of a server, as a guest of a merchant (null: the host decides). */
export function guestClient(baseUrl: string, merchantCode: string | null = null) {
  return createApiClient({ baseUrl, context: () => ({ token: null, merchantCode, language: 'EN', device: 'MOBILE' }) });
}

/** Logs in through the real (sealed) login call, as the app would, and returns the session info it keeps. */
export async function loginSession(baseUrl: string, account: { username: string; password: string }, merchantCode: string | null = null): Promise<SessionInfo> {
  const value = await guestClient(baseUrl, merchantCode).call('login', { username: account.username, password: account.password, type: 'username' });
  return { token: value.token, merchantCode: value.merchantCode, userName: value.userName, type: value.type, firstTimeLogin: value.firstTimeLogin };
}
