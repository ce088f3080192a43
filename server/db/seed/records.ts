import type { Db } from '../database';
import { postInTransaction } from '../../services/ledger';

const DAY_MS = 86_400_000;

/**
 * player1's bets since its last deposit: eight spins of 100.00 whose wins add up to the stakes,
 * so the balance stays as documented while the turnover of that deposit (500.00) is met and
 * player1 can withdraw; the bet record shows wins, losses and a draw.
 */
export async function seedRecordHistory(db: Db, memberId: number, account: string, now = new Date()): Promise<void> {
  if (account !== 'player1') return;
  const games = await db.selectFrom('games').select(['node_id', 'name']).where('game_type', '=', 'RNG').orderBy('sort').orderBy('id').limit(4).execute();
  const payouts = [0, 20_000, 0, 15_000, 5_000, 10_000, 20_000, 10_000];
  await db.transaction().execute(async (trx) => {
    for (const [i, payoutMinor] of payouts.entries()) {
      const game = games[i % games.length];
      if (!game) throw new Error('no games to seed bets on');
      const when = new Date(now.getTime() - DAY_MS + i * 9 * 60_000);
      const key = `seed:${account}:${i}`;
      let { balanceMinor } = await postInTransaction(trx, { memberId, amountMinor: -10_000, kind: 'bet', reference: game.node_id, idempotencyKey: `bet:${key}` }, when);
      if (payoutMinor > 0) ({ balanceMinor } = await postInTransaction(trx, { memberId, amountMinor: payoutMinor, kind: 'win', reference: game.node_id, idempotencyKey: `win:${key}` }, when));
      await trx
        .insertInto('bet_records')
        .values({ member_id: memberId, node_id: game.node_id, game_name: game.name, stake_minor: 10_000, payout_minor: payoutMinor, balance_after_minor: balanceMinor, idempotency_key: `bet:${key}`, created_at: when.toISOString() })
        .execute();
    }
  });
}
