// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '#server/services/ledger';
import { maskAccount } from '#server/services/members';
import { levelFor, nextLevelOf } from '#server/services/vip';
import { minorOf } from '#src/shared/contract/amount';
import type { NewsItem, VipClub, Winner } from '#src/shared/contract/vip';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const vip = (token?: string, merchant?: string) => call<VipClub>(server, 'GET', '/api/vip', { ...(token ? { token } : {}), ...(merchant ? { merchant } : {}) });
const winners = async (merchant?: string) =>
  (await call<{ winners: Winner[] }>(server, 'GET', '/api/news/winners', merchant ? { merchant } : {})).body.value?.winners ?? [];
const labelOf = async (token: string, merchant?: string) =>
  (await call<{ clubLabel: { labelName: string } }>(server, 'GET', '/api/member/info', { token, ...(merchant ? { merchant } : {}) })).body.value?.clubLabel
    .labelName;

async function memberId(account: string): Promise<number> {
  return (await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
}

/** A settled spin as the demo game writes it: bet and win through the ledger, and its bet record. */
async function betFor(account: string, stakeMinor: number, payoutMinor: number, key: string): Promise<void> {
  const id = await memberId(account);
  const game = await server.db.selectFrom('games').select(['node_id', 'name']).limit(1).executeTakeFirstOrThrow();
  let { balanceMinor } = await post(server.db, { memberId: id, amountMinor: -stakeMinor, kind: 'bet', reference: game.node_id, idempotencyKey: `bet:${key}` });
  if (payoutMinor > 0)
    ({ balanceMinor } = await post(server.db, { memberId: id, amountMinor: payoutMinor, kind: 'win', reference: game.node_id, idempotencyKey: `win:${key}` }));
  await server.db
    .insertInto('bet_records')
    .values({
      member_id: id,
      node_id: game.node_id,
      game_name: game.name,
      stake_minor: stakeMinor,
      payout_minor: payoutMinor,
      balance_after_minor: balanceMinor,
      idempotency_key: `bet:${key}`,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('level rules', () => {
  const levels = [
    { level: 1, min_deposit_minor: 100, min_valid_bet_minor: 0 },
    { level: 2, min_deposit_minor: 1_000, min_valid_bet_minor: 500 },
    { level: 3, min_deposit_minor: 5_000, min_valid_bet_minor: 5_000 },
  ];

  it('takes the highest level whose deposit AND valid-bet thresholds are both reached', () => {
    expect(levelFor(levels, 99, 10_000)).toBe(0);
    expect(levelFor(levels, 100, 0)).toBe(1);
    expect(levelFor(levels, 1_000, 499)).toBe(1);
    expect(levelFor(levels, 1_000, 500)).toBe(2);
    expect(levelFor(levels, 1_000_000, 4_999)).toBe(2);
    expect(levelFor(levels, 5_000, 5_000)).toBe(3);
  });

  it('names the next level, none at the top', () => {
    expect(nextLevelOf(levels, 0)).toBe(1);
    expect(nextLevelOf(levels, 2)).toBe(3);
    expect(nextLevelOf(levels, 3)).toBeNull();
  });

  it('masks an account as its first two characters, *** and its last', () => {
    expect(maskAccount('player1')).toBe('pl***1');
    expect(maskAccount('abcd')).toBe('ab***d');
    expect(maskAccount('abc')).toBe('a***');
  });
});

describe('VIP club', () => {
  it('gives a visitor the 15 levels with their benefits in percent and major units, and no progress', async () => {
    const res = await vip();
    expect(res.status).toBe(200);
    const club = res.body.value;
    expect(club?.progress).toBeNull();
    expect(club?.levels.map((l) => l.level)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(club?.levels[0]).toMatchObject({
      name: 'VIP 1',
      minDeposit: '100.00',
      minValidBet: '0.00',
      benefits: { dailyPoints: 10, cashbackPercent: 0.2, rebatePercent: 0.1, birthdayGift: '0.00', tour: false },
    });
    expect(club?.levels[14]?.benefits).toMatchObject({ cashbackPercent: 1.6, rebatePercent: 1, birthdayGift: '8888.00', tour: true });
    // Thresholds and benefits never fall from one level to the next.
    for (let i = 1; i < 15; i++) {
      const [a, b] = [club?.levels[i - 1], club?.levels[i]];
      expect(minorOf(b?.minDeposit ?? '0.00')).toBeGreaterThan(minorOf(a?.minDeposit ?? '0.00'));
      expect(minorOf(b?.minValidBet ?? '0.00')).toBeGreaterThanOrEqual(minorOf(a?.minValidBet ?? '0.00'));
      expect(b?.benefits.cashbackPercent).toBeGreaterThan(a?.benefits.cashbackPercent ?? Infinity);
    }
  });

  it('puts the seeded members on different levels from their deposits and bets, and member info names that level', async () => {
    const expected: [string, string, number, string, number | null][] = [
      ['player1', 'Player1234', 3, '13600.00', 4],
      ['agent1', 'Agent1234', 2, '0.00', 3],
      ['nobalance', 'Player1234', 0, '0.00', 1],
      ['luckystar', 'Player1234', 5, '40000.00', 6],
      ['highroller', 'Player1234', 8, '550000.00', 9],
      ['spinqueen', 'Player1234', 2, '1000.00', 3],
    ];
    for (const [account, password, level, validBets, nextLevel] of expected) {
      const token = await login(server, account, password);
      const progress = (await vip(token)).body.value?.progress;
      expect(progress, account).toMatchObject({ level, validBets, nextLevel });
      expect(await labelOf(token), account).toBe(`VIP ${level}`);
    }
    const player = (await vip(await login(server, 'player1', 'Player1234'))).body.value?.progress;
    expect(minorOf(player?.deposits ?? '0.00')).toBeGreaterThan(1_200_000);
  });

  it('moves a member up when a deposit reaches the next threshold, and again only when the bets do too', async () => {
    const token = await login(server, 'nobalance', 'Player1234');
    const id = await memberId('nobalance');
    await post(server.db, { memberId: id, amountMinor: 2_000_000, kind: 'deposit', reference: 'test', idempotencyKey: 'test-deposit-1' });
    expect((await vip(token)).body.value?.progress).toMatchObject({ level: 3, deposits: '20000.00', validBets: '0.00', nextLevel: 4 });
    // Money that is not a deposit does not count.
    await post(server.db, { memberId: id, amountMinor: 10_000_000, kind: 'bonus', reference: 'test', idempotencyKey: 'test-bonus-1' });
    expect((await vip(token)).body.value?.progress?.level).toBe(3);
    await betFor('nobalance', 1_000_000, 0, 'vip-test-bet');
    expect((await vip(token)).body.value?.progress).toMatchObject({ level: 4, validBets: '10000.00', nextLevel: 5 });
    expect(await labelOf(token)).toBe('VIP 4');
  });

  it('refuses a member progress where the merchant has no VIP club, yet shows a visitor there the levels', async () => {
    const token = await login(server, 'liteplayer', 'Player1234', 'LITE');
    const refused = await vip(token, 'LITE');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('err_no_permission');
    expect((await vip(undefined, 'LITE')).body.value?.levels).toHaveLength(15);
    // No club there, so no club label either.
    expect(await labelOf(token, 'LITE')).toBe('');
  });

  it('gives a trial account level 0 and no club label (the app names trial accounts itself)', async () => {
    const token = await trialToken(server);
    expect((await vip(token)).body.value?.progress).toMatchObject({ level: 0, deposits: '0.00' });
    expect(await labelOf(token)).toBe('');
  });
});

describe('home news and winner board', () => {
  it("lists the merchant's popular announcements and lobby news newest first, at most 5, and none for LITE", async () => {
    const list = async (kind: string, merchant?: string) =>
      (await call<{ items: NewsItem[] }>(server, 'GET', `/api/news/${kind}`, merchant ? { merchant } : {})).body.value?.items ?? [];
    expect(await list('popular')).toHaveLength(3);
    const lobby = await list('lobby');
    expect(lobby).toHaveLength(4);
    expect(lobby.map((n) => n.publishedAt)).toEqual([...lobby.map((n) => n.publishedAt)].sort().reverse());
    expect(await list('popular', 'LITE')).toEqual([]);
    expect(await list('lobby', 'LITE')).toEqual([]);

    const now = Date.now();
    await server.db
      .insertInto('home_news')
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          merchant_code: 'DEMO',
          kind: 'lobby' as const,
          title: `Fresh ${i}`,
          summary: '',
          link: null,
          published_at: new Date(now - i * 1000).toISOString(),
        })),
      )
      .execute();
    expect((await list('lobby')).map((n) => n.title)).toEqual(['Fresh 0', 'Fresh 1', 'Fresh 2', lobby[0]?.title, lobby[1]?.title]);
  });

  it("shows the merchant's big wins newest first with masked accounts and the merchant's symbol; LITE has none", async () => {
    const demo = await winners();
    expect(demo.length).toBeGreaterThanOrEqual(5);
    expect(demo.length).toBeLessThanOrEqual(10);
    for (const w of demo) {
      expect(w.account).toMatch(/^.{2}\*\*\*.$/);
      expect(w.currencySymbol).toBe('￥');
    }
    expect(new Set(demo.map((w) => w.account))).toEqual(new Set(['lu***r', 'hi***r', 'sp***n']));
    expect(demo.map((w) => w.wonAt)).toEqual([...demo.map((w) => w.wonAt)].sort().reverse());
    expect(await winners('LITE')).toEqual([]);
  });

  it("counts a win of 10x the stake or of 500.00, keeps each merchant's wins to itself and leaves trial play out", async () => {
    const lite = await server.db.selectFrom('members').select('id').where('account', '=', 'liteplayer').executeTakeFirstOrThrow();
    await post(server.db, { memberId: lite.id, amountMinor: 1_000_000, kind: 'deposit', reference: 'test', idempotencyKey: 'lite-deposit' });
    await betFor('liteplayer', 1_000, 9_999, 'lite-small'); // under 10x and under 500.00
    await betFor('liteplayer', 1_000, 10_000, 'lite-10x');
    await betFor('liteplayer', 20_000, 50_000, 'lite-500');
    const lite1 = await winners('LITE');
    expect(lite1.map((w) => [w.account, w.amount])).toEqual([
      ['li***r', '500.00'],
      ['li***r', '100.00'],
    ]);
    expect(lite1[0]?.currencySymbol).toBe('₱');
    expect((await winners()).some((w) => w.account === 'li***r')).toBe(false);

    const trial = await trialToken(server);
    const trialAccount = (await call<{ account: string }>(server, 'GET', '/api/member/info', { token: trial })).body.value?.account ?? '';
    await betFor(trialAccount, 10_000, 123_400, 'trial-big');
    expect((await winners()).some((w) => w.amount === '1234.00')).toBe(false);
  });
});
