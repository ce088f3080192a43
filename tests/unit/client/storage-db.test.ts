import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { defineSchema, openDb, SCHEMA_VERSION } from '#src/shared/storage/db';

describe('device database schema', () => {
  it('upgrades a version 1 database and keeps its favourites and recent games', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    defineSchema(v1, 1);
    await v1.table('favourites').put({ owner: 'ann', nodeId: 'SPW-1', vendor: 'SPW', game: { any: 1 }, savedAt: 5 });
    await v1.table('recentGames').bulkPut([
      { owner: 'ann', nodeId: 'SPW-2', game: {}, playedAt: 10 },
      { owner: 'ann', nodeId: 'SPW-3', game: {}, playedAt: 'yesterday' },
    ]);
    v1.close();

    const db = await openDb(name);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.favourites.get(['ann', 'SPW-1'])).toMatchObject({ vendor: 'SPW', savedAt: 5 });
    expect((await db.recentGames.toArray()).map((r) => r.nodeId)).toEqual(['SPW-2']);
    // The tables version 2 adds are there and work.
    await db.favouriteQueue.add({ owner: 'ann', nodeId: 'SPW-1', vendor: 'SPW', on: false, queuedAt: 1 });
    await db.favouriteQueue.add({ owner: 'ann', nodeId: 'SPW-1', vendor: 'SPW', on: true, queuedAt: 2 });
    expect((await db.favouriteQueue.orderBy('seq').toArray()).map((r) => r.on)).toEqual([false, true]);
    await db.listPages.put({ list: 'RNG', page: 1, value: {}, savedAt: 1 });
    expect(await db.listPages.get(['RNG', 1])).toBeDefined();
    // Version 3's reward drafts, one per member and promotion.
    await db.rewardDrafts.put({ owner: 'ann', promotionId: 4, remark: 'half', pictures: [], savedAt: 1 });
    await db.rewardDrafts.put({ owner: 'ann', promotionId: 4, remark: 'more', pictures: [], savedAt: 2 });
    expect(await db.rewardDrafts.toArray()).toMatchObject([{ promotionId: 4, remark: 'more' }]);
    // Version 4's screen copies, one per member and screen.
    await db.screenCopies.put({ owner: 'ann', key: 'promotion:4', language: 'EN', value: {}, savedAt: 1 });
    await db.screenCopies.put({ owner: 'ann', key: 'promotion:4', language: 'TH', value: {}, savedAt: 2 });
    expect(await db.screenCopies.toArray()).toMatchObject([{ language: 'TH' }]);
    await db.delete();
  });

  it("rewrites a stored game's minimum bet as money text at version 5 and drops the screen copies", async () => {
    const name = `money-text-${Math.random()}`;
    const v4 = new Dexie(name);
    defineSchema(v4, 4);
    await v4.table('favourites').put({ owner: 'ann', nodeId: 'SPW-1', vendor: 'SPW', game: { nodeId: 'SPW-1', minBet: 0.1 }, savedAt: 5 });
    await v4.table('recentGames').put({ owner: 'ann', nodeId: 'SPW-2', game: { nodeId: 'SPW-2', minBet: 12 }, playedAt: 10 });
    await v4.table('listPages').put({ list: 'RNG', page: 1, value: { games: [{ minBet: 1.5 }, { minBet: 'odd' }], pageNum: 1 }, savedAt: 1 });
    await v4.table('screenCopies').put({ owner: 'ann', key: 'vip', language: 'EN', value: { progress: { deposits: 100 } }, savedAt: 1 });
    v4.close();

    const db = await openDb(name);
    await db.open();
    expect((await db.favourites.get(['ann', 'SPW-1']))?.game).toEqual({ nodeId: 'SPW-1', minBet: '0.10' });
    expect((await db.recentGames.get(['ann', 'SPW-2']))?.game).toEqual({ nodeId: 'SPW-2', minBet: '12.00' });
    expect((await db.listPages.get(['RNG', 1]))?.value).toEqual({ games: [{ minBet: '1.50' }, { minBet: 'odd' }], pageNum: 1 });
    expect(await db.screenCopies.count()).toBe(0);
    await db.delete();
  });

  it('opens a fresh database at the latest version', async () => {
    const db = await openDb(`fresh-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'favouriteQueue',
      'favourites',
      'listPages',
      'members',
      'recentGames',
      'rewardDrafts',
      'screenCopies',
    ]);
    await db.delete();
  });
});
