// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWallet } from '#server/services/ledger';
import { hashPassword } from '#server/services/passwords';
import { referralBonusMinor } from '#server/services/referral-bonus';
import type { ReferralSummary } from '#src/shared/contract/referrals';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_DEPOSIT_APPROVE_MS: '600000' });
});
afterAll(async () => {
  await server.stop();
});

const summary = (token: string) => call<ReferralSummary>(server, 'GET', '/api/referrals', { token });
const idOf = async (account: string) => (await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const balanceOf = async (account: string) =>
  (
    await server.db
      .selectFrom('wallets')
      .select('balance_minor')
      .where('member_id', '=', await idOf(account))
      .executeTakeFirstOrThrow()
  ).balance_minor;

/** A member who registered with `inviter`'s code. */
async function invitedFriend(account: string, inviter: string): Promise<string> {
  const friend = await server.db
    .insertInto('members')
    .values({
      merchant_code: 'DEMO',
      account,
      nickname: '',
      password_hash: await hashPassword('Secret123'),
      type: 0,
      club_label: 'VIP 0',
      status: 'active',
      referred_by_id: await idOf(inviter),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openWallet(server.db, friend.id, 'CNY');
  return login(server, account, 'Secret123');
}

async function depositApproved(token: string, amount: string, key: string): Promise<void> {
  const order = await call<{ reference: string }>(server, 'POST', '/api/wallet/deposits', {
    token,
    body: { channelCode: 'BANK', amount },
    headers: { 'Idempotency-Key': key },
  });
  const reference = order.body.value?.reference ?? '';
  await call(server, 'POST', '/api/test-controls/deposits/decide', { body: { reference, status: 'approved' } });
  // A second decision (the demo operator, a retried control) changes nothing.
  await call(server, 'POST', '/api/test-controls/deposits/decide', { body: { reference, status: 'approved' } });
}

describe('referral bonus', () => {
  it('is 10% of the first deposit, at most 100.00', () => {
    expect(referralBonusMinor(50_000)).toBe(5_000);
    expect(referralBonusMinor(200_000)).toBe(10_000);
    expect(referralBonusMinor(999)).toBe(99);
  });

  it("seeds player1's friends in every state and keeps player1's balance", async () => {
    const p1 = await login(server, 'player1', 'Player1234');
    const res = await summary(p1);
    expect(res.body.value).toMatchObject({ code: 'player1', bonusTotal: '150.00' });
    expect(res.body.value?.friends.map((f) => [f.name, f.bonus])).toEqual([
      ['ne***l', null],
      ['sp***e', '100.00'],
      ['lu***o', '50.00'],
    ]);
    expect(await balanceOf('player1')).toBe(1_234_567);
  });

  it("credits the inviter once, for the friend's first approved deposit only", async () => {
    const before = await balanceOf('agent1');
    const friend = await invitedFriend('pal_of_nobalance', 'nobalance');
    await depositApproved(friend, '300', 'ref-first');
    await depositApproved(friend, '5000', 'ref-second');
    const nb = await login(server, 'nobalance', 'Player1234');
    const res = await summary(nb);
    expect(res.body.value?.friends).toEqual([expect.objectContaining({ name: 'pa***e', bonus: '30.00' })]);
    expect(res.body.value?.bonusTotal).toBe('30.00');
    expect(await balanceOf('nobalance')).toBe(3_000);
    // Nobody else's invitations show, and nobody else was paid.
    expect(await balanceOf('agent1')).toBe(before);
    expect((await summary(await login(server, 'player1', 'Player1234'))).body.value?.friends).toHaveLength(3);
  });

  it('refuses agents (no invite friends) and trial accounts (free_reject)', async () => {
    expect(await summary(await login(server, 'agent1', 'Agent1234'))).toMatchObject({ status: 403, body: { message: 'err_no_permission' } });
    expect(await summary(await trialToken(server))).toMatchObject({ status: 403, body: { message: 'free_reject' } });
    expect((await call(server, 'GET', '/api/referrals')).status).toBe(401);
  });
});
