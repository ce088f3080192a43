import { openWallet, postInTransaction } from '#server/services/ledger';
import { hashPassword } from '#server/services/passwords';
import type { Db } from '../database';
import { minorUnits } from './minor-units';
import { MERCHANTS } from './site';

type LevelSeed = [minDeposit: number, minValidBet: number, dailyPoints: number, cashbackBp: number, rebateBp: number, birthdayGift: number, tour: boolean];

/**
 * The 15 levels (product rule 9.12), in major units. The first three ask for deposits only, so the
 * demo members who have never bet still spread over levels: liteplayer (100.00) level 1,
 * agent1 (5,000.00) level 2, player1 (about 12,345) level 3, nobalance level 0.
 */
const LEVELS: readonly LevelSeed[] = [
  [100, 0, 10, 20, 10, 0, false],
  [2_000, 0, 20, 30, 15, 18, false],
  [10_000, 0, 30, 40, 20, 38, false],
  [20_000, 10_000, 50, 50, 25, 58, false],
  [50_000, 30_000, 80, 60, 30, 88, false],
  [100_000, 80_000, 120, 70, 35, 188, false],
  [200_000, 200_000, 180, 80, 40, 288, false],
  [400_000, 500_000, 250, 90, 45, 388, false],
  [800_000, 1_200_000, 350, 100, 50, 588, false],
  [1_500_000, 2_500_000, 500, 110, 55, 888, true],
  [3_000_000, 5_000_000, 700, 120, 60, 1_288, true],
  [5_000_000, 10_000_000, 1_000, 130, 70, 1_888, true],
  [8_000_000, 20_000_000, 1_500, 140, 80, 2_888, true],
  [12_000_000, 40_000_000, 2_000, 150, 90, 3_888, true],
  [20_000_000, 80_000_000, 3_000, 160, 100, 8_888, true],
];

export async function seedVipLevels(trx: Db): Promise<void> {
  await trx
    .insertInto('vip_levels')
    .values(
      LEVELS.map(([deposit, bet, dailyPoints, cashbackBp, rebateBp, gift, tour], i) => ({
        level: i + 1,
        name: `VIP ${i + 1}`,
        min_deposit_minor: minorUnits(deposit),
        min_valid_bet_minor: minorUnits(bet),
        card_image: `/images/vip/card-${i + 1}.svg`,
        bonus_image: `/images/vip/bonus-${i + 1}.svg`,
        daily_points: dailyPoints,
        cashback_bp: cashbackBp,
        rebate_bp: rebateBp,
        birthday_gift_minor: minorUnits(gift),
        tour: tour ? 1 : 0,
      })),
    )
    .execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Home's popular announcements (3) and lobby news (4); LITE has none, so home shows nothing there. */
export async function seedHomeNews(trx: Db, merchant: string): Promise<void> {
  if (merchant !== 'DEMO') return;
  const now = Date.now();
  const items = [
    ['popular', 'Weekend cashback is live', 'Up to 1.6% of net losses back every Monday, by VIP level.', '/m/vip'],
    ['popular', 'Daily sign-in rewards', 'Sign in every day and collect a bonus; the streak pays more.', '/m/activity/signIn'],
    ['popular', 'Invite friends, earn together', 'Share your link and earn when your friends play.', '/m/inviteFriends'],
    ['lobby', 'New slots every Monday', 'Twelve new slot games joined the lobby this week.', '/m/gameCenter'],
    ['lobby', 'Live dealers around the clock', 'Baccarat and roulette tables open 24 hours a day.', null],
    ['lobby', 'Scheduled maintenance finished', 'All vendors are back online. Thank you for your patience.', null],
    ['lobby', 'Lottery draws every 5 minutes', 'Fast draws all day long; see the results in the lottery lobby.', '/m/lottery'],
  ] as const;
  await trx
    .insertInto('home_news')
    .values(
      items.map(([kind, title, summary, link], i) => ({
        merchant_code: merchant,
        kind,
        title,
        summary,
        link,
        published_at: new Date(now - (i + 1) * DAY_MS).toISOString(),
      })),
    )
    .execute();
}

type WinnerSeed = {
  account: string;
  deposit: number;
  spins: number;
  /** Major units. */
  stake: number;
  /** Every fourth ordinary spin wins 1.5x; only where that stays under the big-win bar. */
  smallWins: boolean;
  /** Spin index -> payout multiple: the big wins the board shows. */
  bigWins: Record<number, number>;
};

/**
 * Extra DEMO members whose real bets (ledger bet/win rows with their bet records) fill the
 * winner board and sit on higher VIP levels: luckystar level 5, highroller level 8, spinqueen
 * level 2. Their balances are the ledger's sums. The demo members' balances stay untouched.
 */
export const WINNER_ACCOUNTS: readonly WinnerSeed[] = [
  { account: 'luckystar', deposit: 60_000, spins: 160, stake: 250, smallWins: true, bigWins: { 20: 12, 90: 4, 150: 20 } },
  { account: 'highroller', deposit: 450_000, spins: 55, stake: 10_000, smallWins: false, bigWins: { 0: 5, 1: 5, 2: 5 } },
  { account: 'spinqueen', deposit: 2_500, spins: 20, stake: 50, smallWins: true, bigWins: { 5: 12, 15: 10 } },
];

export async function seedBigWins(db: Db, password: string, now = new Date()): Promise<void> {
  const games = await db.selectFrom('games').select(['node_id', 'name']).where('game_type', '=', 'RNG').orderBy('sort').orderBy('id').limit(8).execute();
  const passwordHash = await hashPassword(password);
  const currency = MERCHANTS.find((m) => m.code === 'DEMO')?.currency ?? 'CNY';
  let clock = now.getTime() - 3 * DAY_MS;
  for (const w of WINNER_ACCOUNTS) {
    const member = await db
      .insertInto('members')
      .values({
        merchant_code: 'DEMO',
        account: w.account,
        nickname: '',
        password_hash: passwordHash,
        type: 0,
        mobile: null,
        email: null,
        club_label: 'VIP 0',
        status: 'active',
        created_at: new Date(clock).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(db, member.id, currency);
    await db.transaction().execute(async (trx) => {
      const at = () => {
        clock += 7 * 60 * 1000;
        return new Date(clock);
      };
      await postInTransaction(
        trx,
        {
          memberId: member.id,
          amountMinor: minorUnits(w.deposit),
          kind: 'deposit',
          reference: `DSEED${w.account.toUpperCase()}`,
          idempotencyKey: `seed-${w.account}`,
        },
        at(),
      );
      for (let i = 0; i < w.spins; i++) {
        const game = games[i % games.length];
        if (!game) throw new Error('no games to seed bets on');
        const when = at();
        const stakeMinor = minorUnits(w.stake);
        const multiple = w.bigWins[i] ?? (w.smallWins && i % 4 === 3 ? 1.5 : 0);
        const payoutMinor = Math.round(stakeMinor * multiple);
        const key = `seed:${w.account}:${i}`;
        let { balanceMinor } = await postInTransaction(
          trx,
          { memberId: member.id, amountMinor: -stakeMinor, kind: 'bet', reference: game.node_id, idempotencyKey: `bet:${key}` },
          when,
        );
        if (payoutMinor > 0) {
          ({ balanceMinor } = await postInTransaction(
            trx,
            { memberId: member.id, amountMinor: payoutMinor, kind: 'win', reference: game.node_id, idempotencyKey: `win:${key}` },
            when,
          ));
        }
        await trx
          .insertInto('bet_records')
          .values({
            member_id: member.id,
            node_id: game.node_id,
            game_name: game.name,
            stake_minor: stakeMinor,
            payout_minor: payoutMinor,
            balance_after_minor: balanceMinor,
            idempotency_key: `bet:${key}`,
            created_at: when.toISOString(),
          })
          .execute();
      }
    });
  }
}
