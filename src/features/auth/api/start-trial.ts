import { api } from '../../../shared/api/api';
import { startSession } from '../../../shared/session/session-store';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import { writeText } from '../../../shared/storage/web-storage';

/** Free play: the server makes a type-4 account; its name is kept as trialName for this tab. */
export async function startTrial(): Promise<void> {
  const value = await api.call('createTrialUser', {});
  startSession(value);
  writeText(STORAGE_KEYS.trialName, value.userName, 'session');
}
