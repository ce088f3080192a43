import type { Db } from '../database';

/** player1's earlier feedback: one customer service answered, one still awaiting a reply; others have none. */
export async function seedFeedback(db: Db, memberId: number, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  await db
    .insertInto('feedback')
    .values([
      {
        member_id: memberId,
        text: 'The slot list takes a while to load on my phone in the evening. Could the pictures be smaller?',
        created_at: at(9),
        reply: 'Thank you! Game pictures are now smaller and the list keeps them on your phone after the first visit.',
        replied_at: at(8),
      },
      { member_id: memberId, text: 'Please add more e-wallets for deposits, my bank is slow at weekends.', created_at: at(1), reply: null, replied_at: null },
    ])
    .execute();
}
