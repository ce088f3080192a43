import { type Db, transact } from '../db/database';
import { GAME_COLUMNS, type GamePageResult, paging, toGame, totalPages } from './game-catalogue';

/** How many recently launched games a member keeps. */
export const RECENT_LIMIT = 50;

type PageInput = { pageNo?: number | undefined; pageSize?: number | undefined };

/** A member's favourites, newest first, paged like the game list. */
export async function listFavourites(db: Db, memberId: number, input: PageInput): Promise<GamePageResult> {
  const page = paging(input);
  const { total } = await db
    .selectFrom('favourites as f')
    .innerJoin('games as g', 'g.node_id', 'f.node_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('f.member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('games as g', 'g.node_id', 'f.node_id')
    .select(GAME_COLUMNS)
    .where('f.member_id', '=', memberId)
    .orderBy('f.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { games: rows.map(toGame), pageNum: page.pageNo, totalPages: totalPages(Number(total), page.pageSize), total: Number(total) };
}

/**
 * Stars the catalogue's game `nodeId` (of `vendor`, when given) for the member, in one statement
 * that reads the game as it writes. Adding an existing favourite keeps the one row (and its place
 * in the list). False when no such game is in the catalogue.
 */
export async function addFavourite(db: Db, memberId: number, nodeId: string, vendor: string | null, now = new Date()): Promise<boolean> {
  let game = db
    .selectFrom('games')
    .select((eb) => [eb.val(memberId).as('member_id'), 'node_id', eb.val(now.toISOString()).as('created_at')])
    .where('node_id', '=', nodeId);
  if (vendor !== null) game = game.where('vendor_code', '=', vendor);
  const added = await db
    .insertInto('favourites')
    .columns(['member_id', 'node_id', 'created_at'])
    .expression(game)
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .returning('node_id')
    .executeTakeFirst();
  // Nothing added: a favourite already, or no such game.
  return added !== undefined || (await game.executeTakeFirst()) !== undefined;
}

export async function removeFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.deleteFrom('favourites').where('member_id', '=', memberId).where('node_id', '=', nodeId).execute();
}

/** A member's recently launched games, latest first (each game once). */
export async function listRecent(db: Db, memberId: number, input: PageInput): Promise<GamePageResult> {
  const page = paging(input);
  const { total } = await db
    .selectFrom('recent_games as r')
    .innerJoin('games as g', 'g.node_id', 'r.node_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('r.member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('recent_games as r')
    .innerJoin('games as g', 'g.node_id', 'r.node_id')
    .select(GAME_COLUMNS)
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { games: rows.map(toGame), pageNum: page.pageNo, totalPages: totalPages(Number(total), page.pageSize), total: Number(total) };
}

/**
 * Moves a game to the top of the member's recent list and trims the list to RECENT_LIMIT.
 * Call inside a transaction (the delete, insert and trim belong together).
 */
export async function recordRecentInTransaction(trx: Db, memberId: number, nodeId: string, now = new Date()): Promise<void> {
  await trx.deleteFrom('recent_games').where('member_id', '=', memberId).where('node_id', '=', nodeId).execute();
  await trx.insertInto('recent_games').values({ member_id: memberId, node_id: nodeId, launched_at: now.toISOString() }).execute();
  const oldestKept = await trx
    .selectFrom('recent_games')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(RECENT_LIMIT - 1)
    .executeTakeFirst();
  if (oldestKept) await trx.deleteFrom('recent_games').where('member_id', '=', memberId).where('id', '<', oldestKept.id).execute();
}

export async function recordRecent(db: Db, memberId: number, nodeId: string, now = new Date()): Promise<void> {
  await transact(db, (trx) => recordRecentInTransaction(trx, memberId, nodeId, now));
}
