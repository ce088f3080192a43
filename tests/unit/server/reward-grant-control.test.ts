// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
afterEach(async () => {
  await server.stop();
});

const GRANT = '/api/test-controls/rewards/grant';

describe('test control: grant a reward', () => {
  it('gives the named member a reward only they can claim, once', async () => {
    server = await startTestServer();
    const granted = await call<{ id: number; amount: string; claimed: boolean }>(server, 'POST', GRANT, {
      body: { account: 'nobalance', kind: 'MANUAL', title: 'Test gift', amount: '12.50' },
    });
    expect(granted.body.value).toMatchObject({ kind: 'MANUAL', title: 'Test gift', amount: '12.50', tickets: 0, claimed: false });
    const id = granted.body.value?.id;

    const player = await login(server, 'player1', 'Player1234');
    const theirs = await call<{ rewards: { id: number }[] }>(server, 'GET', '/api/rewards', { token: player });
    expect(theirs.body.value?.rewards.map((r) => r.id)).not.toContain(id);
    expect((await call(server, 'POST', '/api/rewards/claim', { token: player, body: { id }, headers: { 'Idempotency-Key': 'claim-other-1' } })).status).toBe(
      404,
    );

    const token = await login(server, 'nobalance', 'Player1234');
    const claimed = await call<{ sumBalance: string }>(server, 'POST', '/api/rewards/claim', {
      token,
      body: { id },
      headers: { 'Idempotency-Key': 'claim-first-1' },
    });
    expect(claimed.body.value?.sumBalance).toBe('12.50');
    expect((await call(server, 'POST', '/api/rewards/claim', { token, body: { id }, headers: { 'Idempotency-Key': 'claim-second-1' } })).body.message).toBe(
      'err_reward_claimed',
    );
  });

  it('grants raffle tickets as tickets, never money', async () => {
    server = await startTestServer();
    const granted = await call(server, 'POST', GRANT, { body: { account: 'nobalance', kind: 'TICKET', title: 'Draw', amount: '50', tickets: 2 } });
    expect(granted.body.value).toMatchObject({ amount: '0.00', tickets: 2 });
  });

  it("finds only the request merchant's members", async () => {
    server = await startTestServer();
    expect((await call(server, 'POST', GRANT, { body: { account: 'liteplayer', kind: 'MANUAL', title: 'x', amount: '1' } })).status).toBe(404);
    expect((await call(server, 'POST', GRANT, { merchant: 'LITE', body: { account: 'liteplayer', kind: 'MANUAL', title: 'x', amount: '1' } })).status).toBe(
      200,
    );
  });

  it('refuses an amount that is not typed money', async () => {
    server = await startTestServer();
    for (const amount of ['12.345', 'abc', '-5', 12.5]) {
      expect((await call(server, 'POST', GRANT, { body: { account: 'nobalance', kind: 'MANUAL', title: 'x', amount } })).status).toBe(400);
    }
  });

  it('does not exist unless test controls are on', async () => {
    server = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    const res = await call(server, 'POST', GRANT, { body: { account: 'nobalance', kind: 'MANUAL', title: 'x', amount: '1' } });
    expect(res).toMatchObject({ status: 404, body: { message: 'err_not_found' } });
  });
});
