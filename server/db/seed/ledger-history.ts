import type { Db } from '../database';

/**
 * The seed writes each member's history by topic (deposits, then withdrawals, then bets...) with
 * the times they stand for, not in time order, so each row's balance after would follow the
 * writing order. This rewrites it as the running sum in time order, as a live ledger (written as
 * things happen) has it: the newest row's balance after is the balance. Seed only.
 */
export async function chainSeededBalances(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('ledger_entries')
      .select(['id', 'member_id', 'amount_minor', 'balance_after_minor'])
      .orderBy('member_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const running = new Map<number, number>();
    for (const row of rows) {
      const balance = (running.get(row.member_id) ?? 0) + row.amount_minor;
      running.set(row.member_id, balance);
      if (balance !== row.balance_after_minor) await trx.updateTable('ledger_entries').set({ balance_after_minor: balance }).where('id', '=', row.id).execute();
    }
  });
}
