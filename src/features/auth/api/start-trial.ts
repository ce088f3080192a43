import { api } from '#src/shared/api/api';
import { DEVICE_ID_PATTERN } from '#src/shared/contract/auth';
import { startSession } from '#src/shared/session/session-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readText, writeText } from '#src/shared/storage/web-storage';

/** This device's random id, made on first use and kept: the server limits trial accounts per device. */
function deviceId(): string {
  const kept = readText(STORAGE_KEYS.deviceId);
  if (kept && DEVICE_ID_PATTERN.test(kept)) return kept;
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  writeText(STORAGE_KEYS.deviceId, made);
  return made;
}

/** Free play: the server makes a type-4 account; its name is kept as trialName for this tab. */
export async function startTrial(): Promise<void> {
  const value = await api.call('createTrialUser', { deviceId: deviceId() });
  startSession(value);
  writeText(STORAGE_KEYS.trialName, value.userName, 'session');
}
