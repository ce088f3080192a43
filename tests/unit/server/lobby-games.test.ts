// @vitest-environment node
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameFilter, gamePageQuery } from '#server/services/game-catalogue';
import { moneyText } from '#src/shared/contract/amount';
import { GAME_TYPES, type Game, type GamePage } from '#src/shared/contract/games';
import { testDatabaseUrl } from '#tests/helpers/postgres';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call } from './lobby-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function page(query: Record<string, string | number> = {}) {
  const res = await call<GamePage>(server, 'GET', '/api/games', { query });
  expect(res.status).toBe(200);
  if (!res.body.value) throw new Error('no value');
  return res.body.value;
}

/** Every game in the lobby's order, computed here from the tables as an oracle. */
async function allInOrder() {
  const rows = await server.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.node_id', 'g.name', 'g.game_type', 'g.vendor_code', 'g.is_new', 'g.sort', 'v.sort as vendor_sort'])
    .execute();
  return rows.sort((a, b) => a.vendor_sort - b.vendor_sort || a.sort - b.sort || a.id - b.id);
}

describe('game list paging', () => {
  it('pages 25 at a time with the right totals and the remainder on the last page', async () => {
    const all = await allInOrder();
    const first = await page();
    expect(first.games).toHaveLength(25);
    expect(first).toMatchObject({ pageNum: 1, total: all.length, totalPages: Math.ceil(all.length / 25) });
    expect(first.games.map((g) => g.gameId)).toEqual(all.slice(0, 25).map((g) => g.id));

    const last = await page({ pageNo: first.totalPages });
    const remainder = all.length % 25 || 25;
    expect(last.games).toHaveLength(remainder);
    expect(last.pageNum).toBe(first.totalPages);
    expect(last.games.map((g) => g.gameId)).toEqual(all.slice(-remainder).map((g) => g.id));
  });

  it('walks the whole catalogue in vendor order, then game order, without overlaps or gaps', async () => {
    const all = await allInOrder();
    const seen: number[] = [];
    const first = await page({ pageSize: 100 });
    expect(first.totalPages).toBe(Math.ceil(all.length / 100));
    for (let n = 1; n <= first.totalPages; n += 1) seen.push(...(await page({ pageSize: 100, pageNo: n })).games.map((g) => g.gameId));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.map((g) => g.id));
  });

  it('answers an empty page past the end and refuses sizes out of bounds', async () => {
    const beyond = await page({ pageNo: 9999 });
    expect(beyond.games).toEqual([]);
    expect(beyond.total).toBeGreaterThan(5000);
    expect((await call(server, 'GET', '/api/games', { query: { pageSize: 101 } })).status).toBe(400);
    expect((await call(server, 'GET', '/api/games', { query: { pageNo: 0 } })).status).toBe(400);
    expect((await page({ pageSize: 100 })).games).toHaveLength(100);
  });

  it('maps a row to the contract game', async () => {
    const row = await server.db.selectFrom('games').selectAll().where('node_id', '=', 'TCG_SEA-0001').executeTakeFirstOrThrow();
    const game = (await page({ vassalage: 'TCG_SEA', pageSize: 1 })).games[0];
    expect(game).toEqual<Game>({
      gameId: row.id,
      nodeId: 'TCG_SEA-0001',
      gameName: row.name,
      gameType: 'ELOTT',
      vassalage: 'TCG_SEA',
      gameCode: row.game_code,
      gameGroupId: row.game_group_id,
      lottoMode: 'SEA',
      iconUrl: '/icons/games/TCG_SEA-0001.svg',
      isNew: row.is_new === 1,
      hot: row.hot_rank !== null,
      minBet: moneyText(row.min_bet_minor),
      supportPlay: true,
    });
  });
});

describe('game list filters', () => {
  it('filters by game type', async () => {
    const all = await allInOrder();
    const live = await page({ gameType: 'LIVE', pageSize: 100 });
    const expected = all.filter((g) => g.game_type === 'LIVE');
    expect(live.total).toBe(expected.length);
    expect(live.games.map((g) => g.gameId)).toEqual(expected.slice(0, 100).map((g) => g.id));
    expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('filters by vendor code (vassalage), in any letter case', async () => {
    const spw = await page({ vassalage: 'spw' });
    expect(spw.total).toBe(820);
    expect(spw.games.every((g) => g.vassalage === 'SPW')).toBe(true);
  });

  it('lists only RNG games on the RNG tab', async () => {
    const rng = await page({ gameType: 'RNG', pageSize: 100, pageNo: 47 });
    expect(rng.total).toBe((await allInOrder()).filter((g) => g.game_type === 'RNG').length);
    expect(rng.games.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('BINGO: gameType RNG with gameClassify BG lists the bingo games', async () => {
    const bingo = await page({ gameType: 'RNG', gameClassify: 'BG', pageSize: 100 });
    expect(bingo.total).toBe(50);
    expect(bingo.games).toHaveLength(50);
    expect(bingo.games.every((g) => g.gameType === 'BINGO' && g.vassalage === 'BGH')).toBe(true);
    expect((await page({ gameClassify: 'BG' })).total).toBe(50);
    // A classify that contradicts the type names no games.
    expect((await page({ gameType: 'LIVE', gameClassify: 'BG' })).total).toBe(0);
  });

  it('INHOUSE: gameType RNG with vassalage BGS lists the in-house vendor games', async () => {
    const inhouse = await page({ gameType: 'RNG', vassalage: 'BGS', pageSize: 100 });
    expect(inhouse.total).toBe(30);
    expect(inhouse.games.every((g) => g.gameType === 'INHOUSE' && g.vassalage === 'BGS')).toBe(true);
    // A vendor of another category is not reached through the RNG tab.
    expect((await page({ gameType: 'RNG', vassalage: 'RYL' })).total).toBe(0);
    expect((await page({ gameType: 'LIVE', vassalage: 'RYL' })).total).toBe(60);
  });

  it('searches names case-insensitively as a substring, with wildcards taken literally', async () => {
    const all = await allInOrder();
    const expected = all.filter((g) => g.name.toLowerCase().includes('dragon'));
    expect(expected.length).toBeGreaterThan(25);
    const found = await page({ gameName: 'DrAgOn', pageSize: 100 });
    expect(found.total).toBe(expected.length);
    expect(found.games.map((g) => g.gameId)).toEqual(expected.slice(0, 100).map((g) => g.id));
    expect((await page({ gameName: '%' })).total).toBe(0);
    expect((await page({ gameName: '_' })).total).toBe(0);
    expect((await page({ gameName: '  ' })).total).toBe(all.length);
  });

  it('lists only new games with isNew 1, and everything with isNew 0', async () => {
    const all = await allInOrder();
    const fresh = await page({ isNew: '1', pageSize: 100 });
    expect(fresh.total).toBe(all.filter((g) => g.is_new === 1).length);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    expect((await page({ isNew: '0' })).total).toBe(all.length);
  });

  it('combines filters', async () => {
    const all = await allInOrder();
    const expected = all.filter((g) => g.game_type === 'RNG' && g.is_new === 1 && g.name.toLowerCase().includes('lucky'));
    const found = await page({ gameType: 'RNG', isNew: '1', gameName: 'lucky', pageSize: 100 });
    expect(found.games.map((g) => g.gameId)).toEqual(expected.map((g) => g.id));
  });

  it('refuses an unknown game type', async () => {
    expect((await call(server, 'GET', '/api/games', { query: { gameType: 'CASINO' } })).status).toBe(400);
  });

  // The plan is SQLite's; PostgreSQL chooses its own by the table's statistics.
  it.skipIf(testDatabaseUrl())('reads pages in index order: SQLite never sorts the catalogue for a page', async () => {
    const queries = [
      {},
      { gameType: 'RNG' as const },
      { gameType: 'RNG' as const, vassalage: 'BGS' },
      { gameName: 'gold' },
      { isNew: '1' as const },
      { gameClassify: 'BG' },
    ];
    for (const q of queries) {
      const filter = gameFilter(q);
      if (!filter) throw new Error('filter');
      const compiled = gamePageQuery(server.db, filter).limit(25).offset(50).compile();
      const plan = await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      const details = plan.rows.map((r) => r.detail).join('\n');
      expect(details, JSON.stringify(q)).not.toMatch(/TEMP B-TREE/);
      expect(details).toMatch(/games_vendor_sort/);
    }
  });
});

describe('hot games', () => {
  it('lists hot games by rank, at most 50', async () => {
    const res = await call<{ games: Game[] }>(server, 'GET', '/api/games/hot');
    const games = res.body.value?.games ?? [];
    const ranked = await server.db.selectFrom('games').select(['id', 'hot_rank']).where('hot_rank', 'is not', null).orderBy('hot_rank').limit(50).execute();
    expect(games).toHaveLength(50);
    expect(games.map((g) => g.gameId)).toEqual(ranked.map((r) => r.id));
    expect(games.every((g) => g.hot)).toBe(true);
  });

  it('filters hot games by type, keeping the rank order', async () => {
    const res = await call<{ games: Game[] }>(server, 'GET', '/api/games/hot', { query: { gameType: 'LIVE' } });
    const games = res.body.value?.games ?? [];
    const ranked = await server.db
      .selectFrom('games')
      .select(['id'])
      .where('hot_rank', 'is not', null)
      .where('game_type', '=', 'LIVE')
      .orderBy('hot_rank')
      .limit(50)
      .execute();
    expect(games.length).toBeGreaterThan(0);
    expect(games.map((g) => g.gameId)).toEqual(ranked.map((r) => r.id));
    expect(games.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('filters hot games by vendor (any case) for a vendor tab, keeping the rank order', async () => {
    const res = await call<{ games: Game[] }>(server, 'GET', '/api/games/hot', { query: { gameType: 'LIVE', vassalage: 'ryl' } });
    const games = res.body.value?.games ?? [];
    const ranked = await server.db
      .selectFrom('games')
      .select(['id'])
      .where('hot_rank', 'is not', null)
      .where('game_type', '=', 'LIVE')
      .where('vendor_code', '=', 'RYL')
      .orderBy('hot_rank')
      .limit(50)
      .execute();
    expect(games.length).toBeGreaterThan(0);
    expect(games.map((g) => g.gameId)).toEqual(ranked.map((r) => r.id));
    const other = await call<{ games: Game[] }>(server, 'GET', '/api/games/hot', { query: { gameType: 'FISH', vassalage: 'RYL' } });
    expect(other.body.value?.games).toEqual([]);
  });
});

type VendorData = { sorting: { gameCategory: string; vendorNames: { accountTypeName: string; displayName: string; logo: string; gameType: string }[] }[] };

describe('vendor data', () => {
  it('lists categories in display order with their vendors in vendor order', async () => {
    const res = await call<VendorData>(server, 'GET', '/api/games/vendors');
    const sorting = res.body.value?.sorting ?? [];
    expect(sorting.map((s) => s.gameCategory)).toEqual([...GAME_TYPES]);
    const elott = sorting[0]?.vendorNames ?? [];
    expect(elott.map((v) => v.accountTypeName)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT']);
    expect(elott[0]).toEqual({ accountTypeName: 'TCG_SEA', displayName: 'TCG Lottery SEA', logo: '/icons/vendors/TCG_SEA.svg', gameType: 'ELOTT' });
    const inhouse = sorting.find((s) => s.gameCategory === 'INHOUSE');
    expect(inhouse?.vendorNames.map((v) => v.displayName)).toEqual(['MINES & CRASH']);
    const vendors = await server.db.selectFrom('vendors').select(['code', 'game_type']).orderBy('sort').execute();
    for (const s of sorting) {
      expect(s.vendorNames.map((v) => v.accountTypeName)).toEqual(vendors.filter((v) => v.game_type === s.gameCategory).map((v) => v.code));
    }
  });
});

describe('vendor data without a category', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(async () => {
    await own.stop();
  });

  it('leaves out categories that have no vendors and follows a changed vendor order', async () => {
    await own.db.updateTable('vendors').set({ game_type: 'SPORTS' }).where('code', '=', 'TF').execute();
    await own.db.updateTable('vendors').set({ sort: 100 }).where('code', '=', 'TCG_SEA').execute();
    const res = await call<VendorData>(own, 'GET', '/api/games/vendors');
    const sorting = res.body.value?.sorting ?? [];
    expect(sorting.map((s) => s.gameCategory)).toEqual(GAME_TYPES.filter((t) => t !== 'ESPORTS'));
    expect(sorting[0]?.vendorNames.map((v) => v.accountTypeName)).toEqual(['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA']);
    // The game list follows the vendor order too.
    const first = (await call<GamePage>(own, 'GET', '/api/games', { query: { pageSize: 1 } })).body.value?.games[0];
    expect(first?.vassalage).toBe('TCG_LOTTO_VN');
  });
});
