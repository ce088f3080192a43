import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { moneyText } from '#src/shared/contract/amount';
import { GAME_TYPES, type Game, type GameListRequest, type GameType, type HotGamesRequest, PAGE_SIZE } from '#src/shared/contract/games';
import { type Db, engineOf } from '../db/database';
import type { Database } from '../db/schema';

/** Hot lists are short: the lobby shows a strip, not a catalogue. */
export const HOT_LIMIT = 50;

/** The columns a Game is built from, selected from `games as g`. */
export const GAME_COLUMNS = [
  'g.id',
  'g.node_id',
  'g.name',
  'g.game_type',
  'g.vendor_code',
  'g.game_code',
  'g.game_group_id',
  'g.lotto_mode',
  'g.icon',
  'g.is_new',
  'g.hot_rank',
  'g.min_bet_minor',
] as const;

export type GameRow = {
  id: number;
  node_id: string;
  name: string;
  game_type: string;
  vendor_code: string;
  game_code: string;
  game_group_id: string;
  lotto_mode: string | null;
  icon: string;
  is_new: number;
  hot_rank: number | null;
  min_bet_minor: number;
};

export function toGame(row: GameRow): Game {
  return {
    gameId: row.id,
    nodeId: row.node_id,
    gameName: row.name,
    gameType: row.game_type as GameType,
    vassalage: row.vendor_code,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    lottoMode: row.lotto_mode,
    iconUrl: row.icon,
    isNew: row.is_new === 1,
    hot: row.hot_rank !== null,
    minBet: moneyText(row.min_bet_minor),
    supportPlay: true,
  };
}

export type Paging = { pageNo: number; pageSize: number; offset: number };

export function paging(input: { pageNo?: number | undefined; pageSize?: number | undefined }): Paging {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? PAGE_SIZE;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/**
 * The game centre's "electronic" family: the RNG tab also reaches the in-house vendor
 * (INHOUSE is RNG with vassalage BGS) and bingo (BINGO is RNG with classify BG), product rule 4.13.
 */
const RNG_FAMILY: readonly GameType[] = ['RNG', 'INHOUSE', 'BINGO'];

/** gameClassify BG: bingo-classified games. */
const BINGO_CLASSIFY = 'BG';

export type GameFilter = {
  /** null: any type. */
  types: readonly GameType[] | null;
  vendor: string | null;
  /** LIKE pattern, wildcards of the search escaped. */
  namePattern: string | null;
  onlyNew: boolean;
};

/** Reads a game list query into one filter; null when the query contradicts itself (no games). */
export function gameFilter(input: GameListRequest): GameFilter | null {
  const vendor = input.vassalage?.trim().toUpperCase() || null;
  const name = input.gameName?.trim() ?? '';
  let types: readonly GameType[] | null = input.gameType ? [input.gameType] : null;
  if (input.gameClassify?.trim().toUpperCase() === BINGO_CLASSIFY) {
    if (input.gameType && input.gameType !== 'RNG' && input.gameType !== 'BINGO') return null;
    types = ['BINGO'];
  } else if (input.gameType === 'RNG' && vendor) {
    // A named vendor of the family (BGS is INHOUSE) is listed under the RNG tab; a vendor of
    // another category (a live casino) still yields nothing.
    types = RNG_FAMILY;
  }
  // Unknown gameClassify values are not a filter of ours: they are ignored.
  return {
    types,
    vendor,
    namePattern: name ? `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null,
    onlyNew: input.isNew === '1',
  };
}

type GamesEb = ExpressionBuilder<Database & { g: Database['games'] }, 'g'>;

/**
 * The case-insensitive substring search of product rule 5.12: SQLite's LIKE ignores the case of ASCII
 * letters, PostgreSQL's ILIKE that of every letter.
 */
function caseInsensitiveLike(db: Db) {
  return sql.raw(engineOf(db) === 'postgres' ? 'ilike' : 'like');
}

function matches(db: Db, eb: GamesEb, filter: GameFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.types) conditions.push(eb('g.game_type', 'in', [...filter.types]));
  if (filter.vendor) conditions.push(eb('g.vendor_code', '=', filter.vendor));
  if (filter.onlyNew) conditions.push(eb('g.is_new', '=', 1));
  if (filter.namePattern) conditions.push(sql<SqlBool>`${eb.ref('g.name')} ${caseInsensitiveLike(db)} ${filter.namePattern} escape '\\'`);
  return eb.and(conditions);
}

/**
 * The ordered list query. CROSS JOIN makes SQLite keep vendors as the outer loop (SQLite never
 * reorders a CROSS JOIN), so it walks vendors_sort and, per vendor, games_vendor_sort: rows
 * come out already in order and LIMIT stops the walk.
 */
export function gamePageQuery(db: Db, filter: GameFilter) {
  return db
    .selectFrom('vendors as v')
    .crossJoin('games as g')
    .whereRef('g.vendor_code', '=', 'v.code')
    .where((eb) => matches(db, eb, filter))
    .select(GAME_COLUMNS)
    .orderBy('v.sort')
    .orderBy('g.sort')
    .orderBy('g.id');
}

export type GamePageResult = { games: Game[]; pageNum: number; totalPages: number; total: number };

/**
 * One page of the catalogue in the lobby's stable order: vendor order, then the vendor's own
 * game order, then id. SQLite walks vendors_sort and games_vendor_sort for it (no sort step),
 * so a page costs its offset plus its size, never the whole table.
 */
export async function listGames(db: Db, input: GameListRequest): Promise<GamePageResult> {
  const page = paging(input);
  const filter = gameFilter(input);
  if (!filter) return { games: [], pageNum: page.pageNo, totalPages: 0, total: 0 };

  const counted = await db
    .selectFrom('games as g')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => matches(db, eb, filter))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = page.offset >= total ? [] : await gamePageQuery(db, filter).limit(page.pageSize).offset(page.offset).execute();
  return { games: rows.map(toGame), pageNum: page.pageNo, totalPages: totalPages(total, page.pageSize), total };
}

/** Hot games by rank (the games_hot partial index), at most HOT_LIMIT; of one type and one vendor when given. */
export async function hotGames(db: Db, { gameType, vassalage }: HotGamesRequest): Promise<Game[]> {
  let q = db.selectFrom('games as g').select(GAME_COLUMNS).where('g.hot_rank', 'is not', null);
  if (gameType) q = q.where('g.game_type', '=', gameType);
  const vendor = vassalage?.trim().toUpperCase();
  if (vendor) q = q.where('g.vendor_code', '=', vendor);
  const rows = await q.orderBy('g.hot_rank').orderBy('g.id').limit(HOT_LIMIT).execute();
  return rows.map(toGame);
}

/** The game centre's category order; categories without vendors are left out. */
export const CATEGORY_ORDER: readonly GameType[] = GAME_TYPES;

export async function vendorData(db: Db) {
  const vendors = await db.selectFrom('vendors').select(['code', 'name', 'logo', 'game_type']).orderBy('sort').orderBy('code').execute();
  return {
    sorting: CATEGORY_ORDER.map((category) => ({
      gameCategory: category,
      vendorNames: vendors
        .filter((v) => v.game_type === category)
        .map((v) => ({ accountTypeName: v.code, displayName: v.name, logo: v.logo, gameType: category })),
    })).filter((c) => c.vendorNames.length > 0),
  };
}

/** A game by node id, or undefined. */
export async function findGame(db: Db, nodeId: string): Promise<GameRow | undefined> {
  return db.selectFrom('games as g').select(GAME_COLUMNS).where('g.node_id', '=', nodeId).executeTakeFirst();
}

/** A vendor's name by its code, or undefined for a code that names none. */
export async function vendorNameOf(db: Db, code: string): Promise<string | undefined> {
  return (await db.selectFrom('vendors').select('name').where('code', '=', code).executeTakeFirst())?.name;
}
