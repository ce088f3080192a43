// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedTranslations } from '#server/db/seed/translations';
import { addPoints } from '#server/services/points-mall';
import type { MallHome } from '#src/shared/contract/mall';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const home = (token: string) => call<MallHome>(server, 'GET', '/api/mall', { token });
const redeem = (token: string, itemId: number, key: string) =>
  call<{ points: number; item: { stock: number } }>(server, 'POST', '/api/mall/redemptions', { token, body: { itemId }, headers: { 'Idempotency-Key': key } });
const idOf = async (account: string) => (await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const itemId = async (name: string) => (await server.db.selectFrom('mall_items').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const give = async (account: string, amount: number) =>
  addPoints(server.db, await idOf(account), { kind: 'grant', amount, reference: 'test', key: `test:${account}:${amount}` }, new Date());
const wallet = async (account: string) =>
  (
    await server.db
      .selectFrom('wallets')
      .select('balance_minor')
      .where('member_id', '=', await idOf(account))
      .executeTakeFirstOrThrow()
  ).balance_minor;

describe('points mall', () => {
  it("credits today's daily points once and lists items and player1's seeded history", async () => {
    const p1 = await login(server, 'player1', 'Player1234');
    const first = await home(p1);
    expect(first.body.value).toMatchObject({ dailyPoints: 30, points: 350 });
    // No Language header: the default, TY, names the seeded redemption's item in Filipino.
    expect(first.body.value?.history.map((h) => h.itemName)).toEqual([seedTranslations('Lucky charm keyring')?.TY]);
    expect(first.body.value?.items.map((i) => i.stock)).toEqual([100, 20, 4, 1, 0]);
    expect((await home(p1)).body.value?.points).toBe(350);
  });

  it('moves points, stock and bonus money exactly once per key', async () => {
    const p1 = await login(server, 'player1', 'Player1234');
    await home(p1);
    const before = await wallet('player1');
    const bonus = await itemId('￥10.00 bonus');
    const first = await redeem(p1, bonus, 'mall-key-1');
    const again = await redeem(p1, bonus, 'mall-key-1');
    expect(first.body.value).toMatchObject({ points: 250, item: { stock: 99 } });
    expect(again.body.value?.points).toBe(250);
    expect(await wallet('player1')).toBe(before + 1_000);
    const rows = await server.db
      .selectFrom('ledger_entries')
      .select('kind')
      .where('member_id', '=', await idOf('player1'))
      .where('kind', '=', 'mall_redemption')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await redeem(p1, bonus, 'mall-key-no-points-1')).status).toBe(200);
    expect((await redeem(p1, bonus, 'mall-key-no-points-2')).status).toBe(200);
    expect(await redeem(p1, bonus, 'mall-key-no-points-3')).toMatchObject({ status: 400, body: { message: 'err_mall_points_short' } });
    expect((await home(p1)).body.value?.items[0]?.stock).toBe(97);
  });

  it('answers every concurrent repeat of a key that takes the last item as the redemption, never as sold out', async () => {
    await give('player1', 5_000);
    const p1 = await login(server, 'player1', 'Player1234');
    const jersey = await itemId('Team jersey (limited)');
    const results = await Promise.all(Array.from({ length: 4 }, () => redeem(p1, jersey, 'repeat-last-key')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.value?.points)).size).toBe(1);
    const redemptions = await server.db.selectFrom('mall_redemptions').select('id').where('idempotency_key', '=', 'repeat-last-key').execute();
    expect(redemptions).toHaveLength(1);
  });

  it('gives the last item to one of two members redeeming it at once; the other is told it sold out', async () => {
    await give('player1', 5_000);
    await give('nobalance', 5_000);
    const [a, b] = await Promise.all([login(server, 'player1', 'Player1234'), login(server, 'nobalance', 'Player1234')]);
    const jersey = await itemId('Team jersey (limited)');
    const results = await Promise.all([redeem(a, jersey, 'race-key-aaaa'), redeem(b, jersey, 'race-key-bbbb')]);
    expect(results.map((r) => `${r.status} ${r.body.message ?? ''}`).sort()).toEqual(['200 ', '409 err_mall_sold_out']);
    const stock = await server.db.selectFrom('mall_items').select('stock').where('id', '=', jersey).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const loser = results[0]?.status === 409 ? 'player1' : 'nobalance';
    const points = await server.db
      .selectFrom('member_points')
      .select('balance')
      .where('member_id', '=', await idOf(loser))
      .executeTakeFirstOrThrow();
    expect(points.balance).toBeGreaterThanOrEqual(5_000);
  });

  it('refuses trial accounts, merchants without the mall and unknown items', async () => {
    expect(await home(await trialToken(server))).toMatchObject({ status: 403, body: { message: 'free_reject' } });
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    expect(await call(server, 'GET', '/api/mall', { token: lite, merchant: 'LITE' })).toMatchObject({ status: 403, body: { message: 'err_no_permission' } });
    const p1 = await login(server, 'player1', 'Player1234');
    expect(await redeem(p1, 99_999, 'unknown-item')).toMatchObject({ status: 404, body: { message: 'err_mall_item_unknown' } });
    expect((await call(server, 'POST', '/api/mall/redemptions', { token: p1, body: { itemId: 1 } })).body.message).toBe('err_idempotency_key_required');
  });
});
