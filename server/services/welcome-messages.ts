import type { Db } from '../db/database';

/**
 * The inbox messages a newly registered member finds, as real platforms send them. Written in the
 * registration's transaction, so a member never exists without them. Trial accounts do not
 * register and have no inbox.
 */
export async function writeWelcomeMessages(trx: Db, memberId: number, now = new Date()): Promise<void> {
  const messages = [
    {
      title: 'Welcome to the lobby',
      content: '<p>Your account is ready. Explore thousands of games, and see the <a href="/m/activity">promotions</a> waiting for you.</p>',
    },
    {
      title: 'Your first deposit bonus',
      content: '<p>Make your <b>first deposit</b> and get a 100% match. Details on the <a href="/m/activity">promotions page</a>.</p>',
    },
    {
      title: 'Keep your account safe',
      content: '<p>We will never ask for your password or verification code. Set a strong password and keep it to yourself.</p>',
    },
  ];
  // One millisecond apart, so the first one written is the newest and tops the list.
  await trx
    .insertInto('inbox_messages')
    .values(
      messages.map((m, i) => ({
        member_id: memberId,
        title: m.title,
        content: m.content,
        created_at: new Date(now.getTime() - i).toISOString(),
        read_at: null,
      })),
    )
    .execute();
}
