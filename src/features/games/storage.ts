import { type Game, type GamePage, gamePageSchema, gameSchema } from '#src/shared/contract/games';
import type { QueuedCallHeaders } from '#src/shared/contract/offline-policy';
import { type LobbyDb, withDb } from '#src/shared/storage/db';

/** Recent games kept on the device per member: about two pages of the recent filter. */
export const RECENT_LIMIT = 50;

/** Rows written by another app version, or edited by hand, are skipped rather than shown. */
function games(values: readonly unknown[]): Game[] {
  return values.flatMap((v) => {
    const parsed = gameSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readFavouriteIds(owner: string): Promise<string[]> {
  return withDb(async (db) => (await db.favourites.where('owner').equals(owner).toArray()).map((r) => r.nodeId), []);
}

/** The member's favourites, newest first, for the favourites filter before the server answers. */
export function readFavouriteGames(owner: string): Promise<Game[]> {
  return withDb(async (db) => {
    const rows = await db.favourites.where('owner').equals(owner).toArray();
    return games(rows.sort((a, b) => b.savedAt - a.savedAt).map((r) => r.game));
  }, []);
}

/** The server's list is the truth: the device's copy becomes exactly that (order kept). */
export function replaceFavourites(owner: string, list: readonly Game[]): Promise<void> {
  const now = Date.now();
  return withDb(
    (db) =>
      db.transaction('rw', db.favourites, async () => {
        await db.favourites.where('owner').equals(owner).delete();
        await db.favourites.bulkPut(list.map((game, i) => ({ owner, nodeId: game.nodeId, vendor: game.vassalage, game, savedAt: now - i })));
      }),
    undefined,
  );
}

export function saveFavourite(owner: string, game: Game, on: boolean): Promise<void> {
  return withDb(async (db) => {
    if (on) await db.favourites.put({ owner, nodeId: game.nodeId, vendor: game.vassalage, game, savedAt: Date.now() });
    else await db.favourites.delete([owner, game.nodeId]);
  }, undefined);
}

/** One member's recent games, oldest first (reverse() for the newest). */
const recentOf = (db: LobbyDb, owner: string) => db.recentGames.where('[owner+playedAt]').between([owner, -Infinity], [owner, Infinity]);

/** Recent games, most recent first. */
export function readRecentGames(owner: string): Promise<Game[]> {
  return withDb(async (db) => {
    const rows = await recentOf(db, owner).reverse().limit(RECENT_LIMIT).toArray();
    return games(rows.map((r) => r.game));
  }, []);
}

/** A launch makes the game the most recent one; the oldest beyond the limit are dropped. */
export function saveRecent(owner: string, game: Game, playedAt = Date.now()): Promise<void> {
  return withDb(
    (db) =>
      db.transaction('rw', db.recentGames, async () => {
        await db.recentGames.put({ owner, nodeId: game.nodeId, game, playedAt });
        const stale = await recentOf(db, owner).reverse().offset(RECENT_LIMIT).primaryKeys();
        await db.recentGames.bulkDelete(stale);
      }),
    undefined,
  );
}

/** The server's first page of recent games replaces the device's copy (it knows other devices' plays). */
export function replaceRecent(owner: string, list: readonly Game[]): Promise<void> {
  const now = Date.now();
  return withDb(
    (db) =>
      db.transaction('rw', db.recentGames, async () => {
        await recentOf(db, owner).delete();
        await db.recentGames.bulkPut(list.slice(0, RECENT_LIMIT).map((game, i) => ({ owner, nodeId: game.nodeId, game, playedAt: now - i })));
      }),
    undefined,
  );
}

/** Pages of each list kept for offline use: the first screens a player scrolls through. */
export const CACHED_PAGES = 4;
/** All lists together: the oldest pages beyond this are dropped. */
export const CACHED_PAGE_LIMIT = 240;

export function saveListPage(list: string, page: GamePage): Promise<void> {
  if (page.pageNum > CACHED_PAGES) return Promise.resolve();
  return withDb(async (db) => {
    await db.listPages.put({ list, page: page.pageNum, value: page, savedAt: Date.now() });
    const count = await db.listPages.count();
    if (count > CACHED_PAGE_LIMIT)
      await db.listPages
        .orderBy('savedAt')
        .limit(count - CACHED_PAGE_LIMIT)
        .delete();
  }, undefined);
}

export function readListPage(list: string, page: number): Promise<GamePage | null> {
  return withDb(async (db) => {
    const parsed = gamePageSchema.safeParse((await db.listPages.get([list, page]))?.value);
    return parsed.success ? parsed.data : null;
  }, null);
}

export type FavouriteChange = { seq: number; nodeId: string; vendor: string; on: boolean };

/**
 * A favourite toggled without a connection, kept until the server has it, with the session's
 * headers so that the worker can send it with no tab open.
 */
export function queueFavouriteChange(owner: string, game: Game, on: boolean, headers?: QueuedCallHeaders): Promise<boolean> {
  return withDb(async (db) => {
    await db.favouriteQueue.add({ owner, nodeId: game.nodeId, vendor: game.vassalage, on, queuedAt: Date.now(), headers });
    return true;
  }, false);
}

/** The member's queued changes in the order they were made. */
export function pendingFavouriteChanges(owner: string): Promise<FavouriteChange[]> {
  return withDb(async (db) => {
    const rows = await db.favouriteQueue.where('owner').equals(owner).sortBy('seq');
    return rows.flatMap((r) => (typeof r.seq === 'number' ? [{ seq: r.seq, nodeId: r.nodeId, vendor: r.vendor, on: r.on }] : []));
  }, []);
}

/** How many changes wait for the server: an index count, asked at every chance the connection gives. */
export function queuedFavouriteCount(owner: string): Promise<number> {
  return withDb((db) => db.favouriteQueue.where('owner').equals(owner).count(), 0);
}

export function dropFavouriteChange(seq: number): Promise<void> {
  return withDb((db) => db.favouriteQueue.delete(seq), undefined);
}
