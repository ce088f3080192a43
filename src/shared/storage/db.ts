import type { Dexie, Table } from 'dexie';
import { moneyText, parseAmount } from '../contract/amount';

/**
 * The app's IndexedDB (the only Dexie import). Rows belong to an `owner` (the member's user
 * name) so that a shared phone never shows one member's games to another.
 *
 * Stored values are untrusted on the way out (another version of the app, a hand edit): the
 * queries that read them validate what they return. Dexie itself is loaded on first use, so it
 * stays out of the first paint's JavaScript.
 */
export type FavouriteRow = { owner: string; nodeId: string; vendor: string; game: unknown; savedAt: number };
export type RecentRow = { owner: string; nodeId: string; game: unknown; playedAt: number };
/**
 * The member info last seen, so the header and side menu have a name offline; `language` is the
 * one it was served in (its VIP label is the server's words), so another language never reads it.
 */
export type MemberRow = { owner: string; info: unknown; savedAt: number; language?: unknown };
/** One page of a game list as last served (`list` is the query key), shown offline. */
export type ListPageRow = { list: string; page: number; value: unknown; savedAt: number };
/**
 * A favourite toggled offline, replayed in `seq` order once online, then deleted. `headers` (not
 * indexed: no new schema version) are the session's as it was queued, for the worker's delivery.
 */
export type FavouriteChangeRow = { seq?: number; owner: string; nodeId: string; vendor: string; on: boolean; queuedAt: number; headers?: unknown };

/** A reward application not yet sent: what was typed and picked, kept across reloads and restarts. */
export type RewardDraftRow = { owner: string; promotionId: number; remark: unknown; pictures: unknown; sendKey?: unknown; savedAt: number };

/**
 * The last answer of a read-only screen (a promotion, the inbox, the VIP club...), shown offline
 * with the time it was fetched. `key` names the screen and what it shows; `language` is the one
 * it was served in (its texts are the server's words), so another language never reads it.
 */
export type ScreenCopyRow = { owner: string; key: string; language: unknown; value: unknown; savedAt: number };

export const DB_NAME = 'lobby';

/**
 * Schema history. A version is never edited once shipped: a change is a new version (with an
 * `upgrade` when rows must be rewritten), so a phone that skipped releases still upgrades.
 */
export const SCHEMA_VERSION = 5;

/** Declares versions 1..`upTo` (tests open an older schema to check the upgrade from it). */
export function defineSchema(db: Dexie, upTo = SCHEMA_VERSION): void {
  // 1: favourites and recent games, local-first copies of the server's lists.
  db.version(1).stores({
    favourites: '&[owner+nodeId], owner',
    recentGames: '&[owner+nodeId], [owner+playedAt]',
  });
  if (upTo < 2) return;
  // 2: offline use. Member info, the last pages of each game list and the favourites queue;
  // recent rows without a numeric playedAt (none were written so, but a v1 row is untrusted)
  // are dropped rather than sorted wrongly.
  db.version(2)
    .stores({
      members: '&owner',
      listPages: '&[list+page], savedAt',
      favouriteQueue: '++seq, owner',
    })
    .upgrade((tx) =>
      tx
        .table<RecentRow, OwnedKey>('recentGames')
        .filter((row) => typeof row.playedAt !== 'number' || !Number.isFinite(row.playedAt))
        .delete(),
    );
  if (upTo < 3) return;
  // 3: reward application drafts, one per member and promotion.
  db.version(3).stores({ rewardDrafts: '&[owner+promotionId]' });
  if (upTo < 4) return;
  // 4: the last copy of each read-only screen, per member (or visitor), for offline reading.
  db.version(4).stores({ screenCopies: '&[owner+key], [owner+savedAt]' });
  if (upTo < 5) return;
  // 5: money travels as text ("1.00"), no longer a number. A stored game's minBet is rewritten
  // (so favourites and recent games stay on a phone that is offline after the update); the
  // screen copies, whose money is all over their answers, are dropped: the next visit keeps new ones.
  db.version(5)
    .stores({})
    .upgrade(async (tx) => {
      await tx
        .table<FavouriteRow, OwnedKey>('favourites')
        .toCollection()
        .modify((row) => {
          row.game = withMinBetText(row.game);
        });
      await tx
        .table<RecentRow, OwnedKey>('recentGames')
        .toCollection()
        .modify((row) => {
          row.game = withMinBetText(row.game);
        });
      await tx
        .table<ListPageRow, [string, number]>('listPages')
        .toCollection()
        .modify((row) => {
          const value = row.value as { games?: unknown } | null;
          if (value && typeof value === 'object' && Array.isArray(value.games)) row.value = { ...value, games: value.games.map(withMinBetText) };
        });
      await tx.table<ScreenCopyRow, [string, string]>('screenCopies').clear();
    });
}

/**
 * A stored game as version 5 keeps it: a numeric minBet (major units, as answers sent it) becomes
 * money text, read from its decimal digits as a typed amount is. Anything else is left as it is
 * (the reads validate and skip what does not fit).
 */
export function withMinBetText(game: unknown): unknown {
  if (!game || typeof game !== 'object') return game;
  const { minBet } = game as { minBet?: unknown };
  if (typeof minBet !== 'number') return game;
  const parsed = parseAmount(String(minBet), { minMinor: 0, maxMinor: Number.MAX_SAFE_INTEGER });
  return parsed.ok ? { ...game, minBet: moneyText(parsed.minor) } : game;
}

/** Compound primary key: [owner, nodeId]. */
export type OwnedKey = [string, string];

export type LobbyDb = Dexie & {
  favourites: Table<FavouriteRow, OwnedKey>;
  recentGames: Table<RecentRow, OwnedKey>;
  members: Table<MemberRow, string>;
  listPages: Table<ListPageRow, [string, number]>;
  favouriteQueue: Table<FavouriteChangeRow, number>;
  rewardDrafts: Table<RewardDraftRow, [string, number]>;
  screenCopies: Table<ScreenCopyRow, [string, string]>;
};

export async function openDb(name = DB_NAME): Promise<LobbyDb> {
  const { Dexie } = await import('dexie');
  const db = new Dexie(name) as LobbyDb;
  defineSchema(db);
  return db;
}

let shared: Promise<LobbyDb> | null = null;

function sharedDb(): Promise<LobbyDb> {
  shared ??= openDb();
  return shared;
}

/**
 * Why the database may be out of reach with nothing wrong in the app: IndexedDB missing, blocked
 * (some private modes), full, or wiped under us (Safari evicts idle sites' storage).
 */
const UNAVAILABLE = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'QuotaExceededError',
  'AbortError',
  'UnknownError',
  'VersionError',
]);

/**
 * Runs a query and never throws: with the database out of reach the app goes on from the network
 * and the query answers `fallback`. Any other failure (a row IndexedDB cannot clone, a broken
 * key) is the app's own fault: it is logged, so tests fail on it, and the fallback answers.
 */
export async function withDb<T>(query: (db: LobbyDb) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await query(await sharedDb());
  } catch (error) {
    if (!(error instanceof Error && UNAVAILABLE.has(error.name))) console.error('Device database query failed:', error);
    return fallback;
  }
}
