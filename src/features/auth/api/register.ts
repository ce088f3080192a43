import { api } from '#src/shared/api/api';
import type { RegisterRequest } from '#src/shared/contract/account';
import { startSession } from '#src/shared/session/session-store';

/** Registers (sealed body) and, as the server logs the new member in, starts the session. */
export async function register(input: RegisterRequest): Promise<void> {
  const value = await api.call('register', input);
  startSession(value);
}

export function checkAffiliateCode(code: string, domain: string) {
  return api.call('affiliateCheck', { code, domain });
}
