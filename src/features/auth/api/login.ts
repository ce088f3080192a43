import { api } from '../../../shared/api/api';
import { startSession } from '../../../shared/session/session-store';

/** Username + password login; the body travels sealed. Success starts the session. */
export async function loginWithPassword(username: string, password: string): Promise<void> {
  const value = await api.call('login', { username: username.trim(), password, type: 'username' });
  startSession({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  });
}
