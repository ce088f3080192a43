import { postInTransaction } from '#server/services/ledger';
import type { Db } from '../database';

const DAY_MS = 86_400_000;

/** One seeded spin: a bet, its win when there is one, and its bet record. */
async function seedSpin(
  trx: Db,
  memberId: number,
  game: { node_id: string; name: string },
  key: string,
  stakeMinor: number,
  payoutMinor: number,
  when: Date,
): Promise<void> {
  let { balanceMinor } = await postInTransaction(
    trx,
    { memberId, amountMinor: -stakeMinor, kind: 'bet', reference: game.node_id, idempotencyKey: `bet:${key}` },
    when,
  );
  if (payoutMinor > 0)
    ({ balanceMinor } = await postInTransaction(
      trx,
      { memberId, amountMinor: payoutMinor, kind: 'win', reference: game.node_id, idempotencyKey: `win:${key}` },
      when,
    ));
  await trx
    .insertInto('bet_records')
    .values({
      member_id: memberId,
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

/**
 * player1's bets, whose wins add up to their stakes so the balance stays as documented: four
 * days ago a long session of 64 spins of 200.00 (wins of 400.00, under the winner board's bar)
 * that wagers its earlier deposits' turnover, and since its last deposit eight spins of 100.00
 * that meet that deposit's (500.00), so player1 can withdraw; the bet record shows wins, losses
 * and a draw.
 */
export async function seedRecordHistory(db: Db, memberId: number, account: string, now = new Date()): Promise<void> {
  if (account !== 'player1') return;
  const games = await db.selectFrom('games').select(['node_id', 'name']).where('game_type', '=', 'RNG').orderBy('sort').orderBy('id').limit(4).execute();
  const gameAt = (i: number) => {
    const game = games[i % games.length];
    if (!game) throw new Error('no games to seed bets on');
    return game;
  };
  const payouts = [0, 20_000, 0, 15_000, 5_000, 10_000, 20_000, 10_000];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 64; i += 1) {
      await seedSpin(
        trx,
        memberId,
        gameAt(i),
        `seed:${account}:session:${i}`,
        20_000,
        i % 2 === 1 ? 40_000 : 0,
        new Date(now.getTime() - 4 * DAY_MS + i * 2 * 60_000),
      );
    }
    for (const [i, payoutMinor] of payouts.entries()) {
      await seedSpin(trx, memberId, gameAt(i), `seed:${account}:${i}`, 10_000, payoutMinor, new Date(now.getTime() - DAY_MS + i * 9 * 60_000));
    }
  });
}
