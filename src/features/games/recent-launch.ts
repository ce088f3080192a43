import * as z from 'zod/mini';
import { gameSchema } from '#src/shared/contract/games';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readJson, removeKey, writeJson } from '#src/shared/storage/web-storage';
import { saveRecent } from './storage';

const launchingSchema = z.object({ owner: z.string(), game: gameSchema });

/**
 * A game joins the device's Recent list once it has opened, not when it is tapped: a launch that
 * fails (offline, refused) leaves Recent as it was. The tapped game waits in session storage, which
 * a launch in a new tab opened from this one starts with too.
 */
export function launching(owner: string, game: z.infer<typeof gameSchema>): void {
  writeJson(STORAGE_KEYS.launchingGame, { owner, game }, 'session');
}

/** The launch of `nodeId` succeeded: the game it was tapped as becomes the most recent one. */
export async function launched(nodeId: string): Promise<void> {
  const tapped = readJson(STORAGE_KEYS.launchingGame, launchingSchema, 'session');
  if (tapped?.game.nodeId !== nodeId) return;
  removeKey(STORAGE_KEYS.launchingGame, 'session');
  await saveRecent(tapped.owner, tapped.game);
}
