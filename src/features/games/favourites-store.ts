import { proxy } from 'valtio';
import { ApiError, isConnectionFailure } from '#src/shared/api/api-error';
import { queuedCallHeaders, requestBackgroundDelivery } from '#src/shared/api/background-delivery';
import type { Game } from '#src/shared/contract/games';
import { FAVOURITE_QUEUE } from '#src/shared/contract/offline-policy';
import { getFavourites, setFavourite } from './api/games';
import {
  dropFavouriteChange,
  type FavouriteChange,
  pendingFavouriteChanges,
  queuedFavouriteCount,
  queueFavouriteChange,
  readFavouriteIds,
  replaceFavourites,
  saveFavourite,
} from './storage';

/** The member's favourite games (node ids, product rule 3.4), loaded after login. */
export const favouritesStore = proxy<{ ids: Set<string> }>({ ids: new Set() });

/** Enough pages for any real list of favourites; the server pages by 25. */
const MAX_PAGES = 20;

function applyChanges(ids: ReadonlySet<string>, changes: readonly Pick<FavouriteChange, 'nodeId' | 'on'>[]): Set<string> {
  const next = new Set(ids);
  for (const change of changes) {
    if (change.on) next.add(change.nodeId);
    else next.delete(change.nodeId);
  }
  return next;
}

/** The toggles made while a load is under way, one list per load: its answer may predate them. */
type Made = { game: Game; nodeId: string; on: boolean };
const loadsUnderWay = new Set<Made[]>();

/**
 * The device's copy shows at once; the server's list then replaces it, here and on the device,
 * with any changes still queued offline laid over it, and any toggle made while it was read (a
 * tap right after login: the list may have left the server before that toggle reached it).
 */
export async function loadFavourites(owner: string): Promise<void> {
  const madeMeanwhile: Made[] = [];
  loadsUnderWay.add(madeMeanwhile);
  try {
    const local = await readFavouriteIds(owner);
    if (local.length > 0 && favouritesStore.ids.size === 0) favouritesStore.ids = new Set(local);
    const games: Game[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await getFavourites(page);
      games.push(...result.games);
      if (page >= result.totalPages) break;
    }
    await replaceFavourites(owner, games);
    const served = applyChanges(new Set(games.map((g) => g.nodeId)), await pendingFavouriteChanges(owner));
    favouritesStore.ids = applyChanges(served, madeMeanwhile);
    for (const made of madeMeanwhile) await saveFavourite(owner, made.game, made.on);
  } finally {
    loadsUnderWay.delete(madeMeanwhile);
  }
}

export function clearFavourites(): void {
  favouritesStore.ids = new Set();
}

export type ToggleOutcome = 'saved' | 'queued';

/**
 * Toggles a favourite. Online it goes to the server first; without a connection (or behind
 * changes still queued, so the server sees them in the order they were made) it is queued on
 * the device and replayed later. Either way the mark changes here and on the device at once.
 */
export function toggleFavourite(owner: string, game: Game): Promise<ToggleOutcome> {
  // One toggle at a time, in the order tapped: each reads the mark the one before it left, so
  // quick taps on one star (on, off, on) end as the player saw them, and reach the server so.
  const run = toggles.then(() => toggleNow(owner, game));
  toggles = run.catch(() => undefined);
  return run;
}

let toggles: Promise<unknown> = Promise.resolve();

async function toggleNow(owner: string, game: Game): Promise<ToggleOutcome> {
  const on = !favouritesStore.ids.has(game.nodeId);
  let queued = (await pendingFavouriteChanges(owner)).length > 0;
  if (!queued) {
    try {
      await setFavourite(game.nodeId, game.vassalage, on);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      queued = true;
    }
  }
  // Without IndexedDB an offline toggle cannot be kept: say so rather than pretend.
  if (queued && !(await queueFavouriteChange(owner, game, on, queuedCallHeaders()))) throw new ApiError('err_offline', 0);
  if (queued) requestBackgroundDelivery(FAVOURITE_QUEUE);
  favouritesStore.ids = applyChanges(favouritesStore.ids, [{ nodeId: game.nodeId, on }]);
  for (const made of loadsUnderWay) made.push({ game, nodeId: game.nodeId, on });
  await saveFavourite(owner, game, on);
  if (!queued) return 'saved';
  await replayFavouriteChanges(owner);
  return (await pendingFavouriteChanges(owner)).length > 0 ? 'queued' : 'saved';
}

/** Whether any toggle waits on the device for the server. */
export async function hasQueuedFavourites(owner: string): Promise<boolean> {
  return (await queuedFavouriteCount(owner)) > 0;
}

let replaying: Promise<void> | null = null;

/**
 * Sends queued changes in order, each deleted once the server has it. A change whose answer
 * was lost stays queued and is sent again: adding and removing a favourite are idempotent on
 * the server, so the effect happens exactly once. One replay at a time, across tabs too.
 */
export function replayFavouriteChanges(owner: string): Promise<void> {
  replaying ??= exclusive(FAVOURITE_QUEUE, () => drain(owner)).finally(() => {
    replaying = null;
  });
  return replaying;
}

async function drain(owner: string): Promise<void> {
  let refused = false;
  for (const change of await pendingFavouriteChanges(owner)) {
    try {
      await setFavourite(change.nodeId, change.vendor, change.on);
    } catch (error) {
      // Still offline, or signed out: keep this change and the ones after it for later.
      if (isConnectionFailure(error) || (error instanceof ApiError && error.status === 401)) return;
      refused = true;
    }
    await dropFavouriteChange(change.seq);
  }
  // The server refused a change for good (the game left the catalogue): its list is the truth.
  if (refused) await loadFavourites(owner);
}

/** Web Locks where the browser has them (another tab may replay the same queue), else in-tab only. */
async function exclusive(name: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(name, work);
  else await work();
}
