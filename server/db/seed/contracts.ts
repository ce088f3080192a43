import { decideContract, HOUSE, offerContract } from '#server/services/agent-contracts';
import type { Db } from '../database';

/**
 * Agent contracts in every state: agent1 has a daily salary offer waiting and an accepted
 * dividend contract; player1 declined an hourly one; nobalance, a plain member, has a dividend
 * offer waiting, so logging in as it shows the contract prompt (player1 and agent1 get none:
 * player1 has nothing waiting, and agents get no prompts, product rule 6.10).
 */
export async function seedContracts(db: Db, now = new Date()): Promise<void> {
  const day = 86_400_000;
  const id = async (account: string) => (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const agent1 = await id('agent1');
  await offerContract(db, agent1, 'salary', HOUSE, new Date(now.getTime() - day));
  await offerContract(db, agent1, 'dividend', HOUSE, new Date(now.getTime() - 20 * day));
  await decideContract(db, agent1, 'dividend', 'accept', new Date(now.getTime() - 19 * day));
  const player1 = await id('player1');
  await offerContract(db, player1, 'hourly', HOUSE, new Date(now.getTime() - 8 * day));
  await decideContract(db, player1, 'hourly', 'decline', new Date(now.getTime() - 7 * day));
  await offerContract(db, await id('nobalance'), 'dividend', HOUSE, new Date(now.getTime() - 2 * day));
}
