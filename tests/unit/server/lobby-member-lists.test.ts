// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_LIMIT } from '#server/services/member-games';
import type { GamePage } from '#src/shared/contract/games';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'player1', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

const favourite = (nodeId: string, vendor: string, t = token) =>
  call<{ success: boolean }>(server, 'POST', '/api/games/favourites', { token: t, body: { nodeId, vendor } });
const unfavourite = (nodeId: string, vendor: string, t = token) =>
  call<{ success: boolean }>(server, 'DELETE', '/api/games/favourites', { token: t, query: { nodeId, vendor } });
const favourites = async (query: Record<string, number> = {}, t = token) =>
  (await call<GamePage>(server, 'GET', '/api/games/favourites', { token: t, query })).body.value;
const recent = async (query: Record<string, number> = {}, t = token) =>
  (await call<GamePage>(server, 'GET', '/api/games/recent', { token: t, query })).body.value;
const addRecent = (nodeId: string, t = token) => call<{ success: boolean }>(server, 'POST', '/api/games/recent', { token: t, body: { nodeId } });

describe('favourites', () => {
  it('need a session for every call', async () => {
    expect((await call(server, 'GET', '/api/games/favourites')).status).toBe(401);
    expect((await call(server, 'POST', '/api/games/favourites', { body: { nodeId: 'SPW-0001', vendor: 'SPW' } })).status).toBe(401);
    expect((await call(server, 'DELETE', '/api/games/favourites', { query: { nodeId: 'SPW-0001', vendor: 'SPW' } })).status).toBe(401);
    const stale = await call(server, 'GET', '/api/games/favourites', { token: 'not-a-session' });
    expect(stale).toMatchObject({ status: 401, body: { message: 'err_account_logged_out' } });
  });

  it('adds, lists newest first and removes', async () => {
    expect((await favourite('SPW-0001', 'SPW')).body).toEqual({ success: true, value: { success: true } });
    await favourite('RYL-0002', 'RYL');
    await favourite('BGS-0003', '');
    const list = await favourites();
    expect(list?.games.map((g) => g.nodeId)).toEqual(['BGS-0003', 'RYL-0002', 'SPW-0001']);
    expect(list).toMatchObject({ total: 3, totalPages: 1, pageNum: 1 });

    expect((await unfavourite('RYL-0002', 'RYL')).body.value).toEqual({ success: true });
    expect((await favourites())?.games.map((g) => g.nodeId)).toEqual(['BGS-0003', 'SPW-0001']);
  });

  it('adding twice keeps one row; removing what is not there still succeeds', async () => {
    await favourite('SPW-0001', 'SPW');
    await favourite('JDR-0001', 'JDR');
    const again = await favourite('SPW-0001', 'SPW');
    expect(again.body.value).toEqual({ success: true });
    const rows = await server.db.selectFrom('favourites').selectAll().where('node_id', '=', 'SPW-0001').execute();
    expect(rows).toHaveLength(1);
    // The re-add does not move it: it keeps its place.
    expect((await favourites())?.games.map((g) => g.nodeId)).toEqual(['JDR-0001', 'SPW-0001']);

    expect((await unfavourite('SPW-0001', 'SPW')).body.value).toEqual({ success: true });
    expect((await unfavourite('SPW-0001', 'SPW')).body.value).toEqual({ success: true });
    expect((await unfavourite('NOPE-0001', 'NOPE')).body.value).toEqual({ success: true });
    expect((await favourites())?.games.map((g) => g.nodeId)).toEqual(['JDR-0001']);
  });

  it('refuses an unknown game or a vendor that is not the game vendor', async () => {
    expect(await favourite('NOPE-0001', 'SPW')).toMatchObject({ status: 404, body: { success: false, message: 'err_not_found' } });
    expect((await favourite('SPW-0001', 'JDR')).status).toBe(404);
    expect((await favourite('', 'SPW')).status).toBe(400);
    expect((await favourite('SPW-0001', 'spw')).status).toBe(200);
  });

  it('are per member', async () => {
    const other = await login(server, 'nobalance', 'Player1234');
    await favourite('SPW-0001', 'SPW');
    await favourite('JDR-0002', 'JDR', other);
    expect((await favourites())?.games.map((g) => g.nodeId)).toEqual(['SPW-0001']);
    expect((await favourites({}, other))?.games.map((g) => g.nodeId)).toEqual(['JDR-0002']);
    await unfavourite('SPW-0001', 'SPW', other);
    expect((await favourites())?.total).toBe(1);
  });

  it('page like the game list', async () => {
    const nodes = Array.from({ length: 30 }, (_, i) => `SPW-${String(i + 1).padStart(4, '0')}`);
    for (const n of nodes) await favourite(n, 'SPW');
    const first = await favourites();
    const second = await favourites({ pageNo: 2 });
    expect(first).toMatchObject({ total: 30, totalPages: 2, pageNum: 1 });
    expect(first?.games).toHaveLength(25);
    expect(second?.games).toHaveLength(5);
    expect([...(first?.games ?? []), ...(second?.games ?? [])].map((g) => g.nodeId)).toEqual([...nodes].reverse());
    expect((await favourites({ pageSize: 100 }))?.games).toHaveLength(30);
  });
});

describe('recent games', () => {
  it('need a session', async () => {
    expect((await call(server, 'GET', '/api/games/recent')).status).toBe(401);
    expect((await call(server, 'POST', '/api/games/recent', { body: { nodeId: 'SPW-0001' } })).status).toBe(401);
  });

  it('list the latest first, each game once; a replay moves it to the top', async () => {
    await addRecent('SPW-0001');
    await addRecent('RYL-0001');
    await addRecent('BGH-0001');
    await addRecent('SPW-0001');
    const list = await recent();
    expect(list?.games.map((g) => g.nodeId)).toEqual(['SPW-0001', 'BGH-0001', 'RYL-0001']);
    expect(list?.total).toBe(3);
  });

  it('keep the last 50 per member', async () => {
    const nodes = Array.from({ length: RECENT_LIMIT + 5 }, (_, i) => `JDR-${String(i + 1).padStart(4, '0')}`);
    for (const n of nodes) await addRecent(n);
    const list = await recent({ pageSize: 100 });
    expect(list?.total).toBe(RECENT_LIMIT);
    expect(list?.games.map((g) => g.nodeId)).toEqual(nodes.slice(-RECENT_LIMIT).reverse());
    const first = await recent();
    expect(first).toMatchObject({ totalPages: 2 });
    expect(first?.games).toHaveLength(25);
  });

  it('refuse an unknown game and stay per member', async () => {
    expect(await addRecent('NOPE-0001')).toMatchObject({ status: 404, body: { message: 'err_not_found' } });
    const other = await login(server, 'nobalance', 'Player1234');
    await addRecent('SPW-0009');
    expect((await recent({}, other))?.games).toEqual([]);
  });
});
