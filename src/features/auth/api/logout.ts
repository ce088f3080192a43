import { api } from '#src/shared/api/api';
import { endSession } from '#src/shared/session/session-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { writeText } from '#src/shared/storage/web-storage';
import { holdSessionPassword } from '../lib/session-password';

/**
 * Tells the server, then forgets the session whatever the server said: a player who asked to
 * sign out is signed out on this device even offline.
 */
export async function logout(): Promise<void> {
  try {
    await api.call('logout', {});
  } catch {
    // The token is forgotten below; an unreachable server expires it on its own.
  } finally {
    endSession();
    holdSessionPassword(null);
    writeText(STORAGE_KEYS.autoLogin, '0');
    try {
      sessionStorage.clear();
    } catch {
      // storage unavailable: nothing to clear
    }
  }
}
