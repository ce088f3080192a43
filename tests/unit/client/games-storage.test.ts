import { afterEach, describe, expect, it, vi } from 'vitest';
import * as storage from '#src/features/games/storage';
import type { Game } from '#src/shared/contract/games';
import { withDb } from '#src/shared/storage/db';

const game = (n: number, vendor = 'SPW'): Game => ({
  gameId: n,
  nodeId: `${vendor}-${n}`,
  gameName: `Game ${n}`,
  gameType: 'RNG',
  vassalage: vendor,
  gameCode: `g${n}`,
  gameGroupId: 'G1',
  lottoMode: null,
  iconUrl: `/icons/games/${n}.svg`,
  isNew: false,
  hot: false,
  minBet: '1.00',
  supportPlay: true,
});

const s = { ...storage, withDb };

afterEach(async () => {
  vi.restoreAllMocks();
  await withDb((db) => Promise.all(db.tables.map((t) => t.clear())), undefined);
});

describe('favourites on the device', () => {
  it('keeps each member apart and follows the server list', async () => {
    await s.replaceFavourites('ann', [game(1), game(2)]);
    await s.saveFavourite('bob', game(3), true);
    expect((await s.readFavouriteGames('ann')).map((g) => g.gameId)).toEqual([1, 2]);
    expect(await s.readFavouriteIds('bob')).toEqual(['SPW-3']);

    await s.saveFavourite('ann', game(4), true);
    await s.saveFavourite('ann', game(1), false);
    expect((await s.readFavouriteGames('ann')).map((g) => g.gameId)).toEqual([4, 2]);

    await s.replaceFavourites('ann', [game(9)]);
    expect(await s.readFavouriteIds('ann')).toEqual(['SPW-9']);
    expect(await s.readFavouriteIds('bob')).toEqual(['SPW-3']);
  });

  it('skips rows that are not games instead of showing them', async () => {
    await s.replaceFavourites('ann', [game(1)]);
    await s.withDb((db) => db.favourites.put({ owner: 'ann', nodeId: 'X', vendor: 'SPW', game: { gameName: 42 }, savedAt: Date.now() + 1000 }), undefined);
    expect((await s.readFavouriteGames('ann')).map((g) => g.nodeId)).toEqual(['SPW-1']);
  });
});

describe('recent games on the device', () => {
  it('puts the last launch first and keeps at most the limit', async () => {
    for (let i = 1; i <= s.RECENT_LIMIT + 5; i += 1) await s.saveRecent('ann', game(i), 1000 + i);
    await s.saveRecent('ann', game(3), 5000);
    const recent = await s.readRecentGames('ann');
    expect(recent).toHaveLength(s.RECENT_LIMIT);
    expect(recent[0]?.gameId).toBe(3);
    expect(recent[1]?.gameId).toBe(s.RECENT_LIMIT + 5);
    expect(recent.some((g) => g.gameId === 6)).toBe(false);
    expect(await s.readRecentGames('bob')).toEqual([]);
  });

  it('takes the server first page as the new copy, in its order', async () => {
    await s.saveRecent('ann', game(1));
    await s.replaceRecent('ann', [game(5), game(4)]);
    expect((await s.readRecentGames('ann')).map((g) => g.gameId)).toEqual([5, 4]);
  });
});

describe('a game tapped to launch', () => {
  it('take a tapped game only once its launch succeeded', async () => {
    const { launching, launched } = await import('#src/features/games/recent-launch');
    launching('ann', game(7));
    // A launch of another game (the lottery lobby, say) leaves the tapped one waiting.
    await launched('SPW-8');
    expect(await s.readRecentGames('ann')).toEqual([]);
    await launched('SPW-7');
    expect((await s.readRecentGames('ann')).map((g) => g.nodeId)).toEqual(['SPW-7']);
    // Counted once: a second success (a retry) adds nothing.
    await launched('SPW-7');
    expect(await s.readRecentGames('ann')).toHaveLength(1);
  });
});

describe('without IndexedDB', () => {
  it('answers empty lists and loses nothing else when the database cannot open', async () => {
    // Closed, the database reopens on the next query: that open now fails as in a blocked private mode.
    await s.withDb(async (db) => db.close(), undefined);
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('IndexedDB is blocked', 'InvalidStateError');
    });
    await expect(s.saveFavourite('ann', game(1), true)).resolves.toBeUndefined();
    await expect(s.readFavouriteGames('ann')).resolves.toEqual([]);
    await expect(s.readRecentGames('ann')).resolves.toEqual([]);
  });
});
