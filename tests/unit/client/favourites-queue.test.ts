import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/shared/api/api-error';
import type { Game } from '#src/shared/contract/games';
import { withDb } from '#src/shared/storage/db';

const server = vi.hoisted(() => ({
  calls: [] as string[],
  fail: null as ApiError | null,
  refuse: new Set<string>(),
  favourites: new Set<string>(),
  /** While set, the list is answered as it was when asked, only once this settles (a slow read). */
  slowList: null as Promise<void> | null,
  listsAsked: 0,
}));

vi.mock('#src/features/games/api/games', () => ({
  setFavourite: async (nodeId: string, _vendor: string, on: boolean) => {
    if (server.fail) throw server.fail;
    server.calls.push(`${on ? 'add' : 'remove'} ${nodeId}`);
    if (server.refuse.has(nodeId)) throw new ApiError('err_not_found', 404);
    if (on) server.favourites.add(nodeId);
    else server.favourites.delete(nodeId);
    return { success: true };
  },
  getFavourites: async () => {
    if (server.fail) throw server.fail;
    const games = [...server.favourites].map((id) => game(id));
    server.listsAsked += 1;
    if (server.slowList) await server.slowList;
    return { games, pageNum: 1, totalPages: 1, total: games.length };
  },
}));

const { favouritesStore, loadFavourites, replayFavouriteChanges, toggleFavourite } = await import('#src/features/games/favourites-store');
const { pendingFavouriteChanges } = await import('#src/features/games/storage');

function game(nodeId: string): Game {
  return {
    gameId: 1,
    nodeId,
    gameName: nodeId,
    gameType: 'FISH',
    vassalage: 'OCK',
    gameCode: 'c',
    gameGroupId: 'g',
    lottoMode: null,
    iconUrl: '/i.svg',
    isNew: false,
    hot: false,
    minBet: '1.00',
    supportPlay: true,
  };
}

beforeEach(() => {
  Object.assign(server, { calls: [], fail: null, refuse: new Set(), favourites: new Set(), slowList: null, listsAsked: 0 });
  favouritesStore.ids = new Set();
});
afterEach(async () => {
  await withDb((db) => Promise.all(db.tables.map((t) => t.clear())), undefined);
});

describe('favourites toggled without a connection', () => {
  it('are shown at once, queued, and replayed once in order when the connection returns', async () => {
    server.fail = new ApiError('err_offline', 0);
    expect(await toggleFavourite('ann', game('A'))).toBe('queued');
    expect(await toggleFavourite('ann', game('B'))).toBe('queued');
    expect(await toggleFavourite('ann', game('A'))).toBe('queued');
    expect([...favouritesStore.ids]).toEqual(['B']);
    expect(await pendingFavouriteChanges('ann')).toHaveLength(3);

    server.fail = null;
    await Promise.all([replayFavouriteChanges('ann'), replayFavouriteChanges('ann')]);
    expect(server.calls).toEqual(['add A', 'add B', 'remove A']);
    expect(await pendingFavouriteChanges('ann')).toEqual([]);
    await replayFavouriteChanges('ann');
    expect(server.calls).toHaveLength(3);
    expect([...server.favourites]).toEqual(['B']);
  });

  it('taps in quick succession on one star end as tapped: on, off, on is on, sent in that order', async () => {
    server.fail = new ApiError('err_offline', 0);
    const taps = [toggleFavourite('ann', game('A')), toggleFavourite('ann', game('A')), toggleFavourite('ann', game('A'))];
    expect(await Promise.all(taps)).toEqual(['queued', 'queued', 'queued']);
    expect([...favouritesStore.ids]).toEqual(['A']);
    server.fail = null;
    await replayFavouriteChanges('ann');
    expect(server.calls).toEqual(['add A', 'remove A', 'add A']);
    expect([...server.favourites]).toEqual(['A']);
  });

  it('stay queued while still offline or signed out', async () => {
    server.fail = new ApiError('err_network', 0);
    await toggleFavourite('ann', game('A'));
    await replayFavouriteChanges('ann');
    server.fail = new ApiError('err_not_logged_in', 401);
    await replayFavouriteChanges('ann');
    expect(await pendingFavouriteChanges('ann')).toHaveLength(1);
  });

  it('a change the server refuses for good is dropped and the server list wins', async () => {
    server.fail = new ApiError('err_offline', 0);
    await toggleFavourite('ann', game('GONE'));
    await toggleFavourite('ann', game('B'));
    server.fail = null;
    server.refuse.add('GONE');
    await replayFavouriteChanges('ann');
    expect(await pendingFavouriteChanges('ann')).toEqual([]);
    expect([...favouritesStore.ids]).toEqual(['B']);
  });

  it('online, a toggle goes straight to the server and other failures are not queued', async () => {
    expect(await toggleFavourite('ann', game('A'))).toBe('saved');
    expect(server.calls).toEqual(['add A']);
    server.refuse.add('X');
    await expect(toggleFavourite('ann', game('X'))).rejects.toMatchObject({ messageKey: 'err_not_found' });
    expect(await pendingFavouriteChanges('ann')).toEqual([]);
    expect(favouritesStore.ids.has('X')).toBe(false);
  });

  it('loading lays queued changes over the server list', async () => {
    server.favourites.add('S');
    server.fail = new ApiError('err_offline', 0);
    await toggleFavourite('ann', game('Q'));
    server.fail = null;
    favouritesStore.ids = new Set();
    await loadFavourites('ann');
    expect([...favouritesStore.ids].sort()).toEqual(['Q', 'S']);
  });

  it('a toggle made while the list is read survives the list, read before it reached the server', async () => {
    const { readFavouriteIds } = await import('#src/features/games/storage');
    server.favourites.add('S');
    let answer = () => {};
    server.slowList = new Promise((resolve) => (answer = resolve));
    const loading = loadFavourites('ann');
    await vi.waitFor(() => expect(server.listsAsked).toBe(1));
    expect(await toggleFavourite('ann', game('T'))).toBe('saved');
    answer();
    await loading;
    expect([...favouritesStore.ids].sort()).toEqual(['S', 'T']);
    expect((await readFavouriteIds('ann')).sort()).toEqual(['S', 'T']);
  });
});
