import { api } from '#src/shared/api/api';
import type { LoginRequest } from '#src/shared/contract/auth';
import { startSession } from '#src/shared/session/session-store';
import { holdSessionPassword } from '../lib/session-password';

/** Logs in (sealed body) by username + password or by mobile + SMS code, and starts the session. */
export async function login(input: LoginRequest): Promise<void> {
  const value = await api.call('login', input);
  startSession({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  });
  holdSessionPassword(input.type === 'username' ? input.password : null);
}
