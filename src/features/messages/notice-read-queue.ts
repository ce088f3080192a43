import type { QueueReplay } from '#src/shared/api/replay-queue';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { markNoticeRead } from './api/notices';
import { hasStoredReads, replayStoredReads } from './lib/use-read-marks';

/**
 * Announcements read offline and kept on the device: the session delivers them whether or not
 * the announcements screen is open (keepReplaying in the app's session effects).
 */
export function noticeReadQueue(token: string): QueueReplay {
  return {
    flush: () => replayStoredReads(STORAGE_KEYS.noticeReads, token, markNoticeRead),
    pending: async () => hasStoredReads(STORAGE_KEYS.noticeReads, token),
  };
}
