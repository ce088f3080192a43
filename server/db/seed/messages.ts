import type { Db } from '../database';
import type { DemoAccount } from './accounts';

/** Announcements of one merchant (SPEC section 3's types B, PL, PU, PR, A). */
export async function seedAnnouncements(trx: Db, merchant: string): Promise<void> {
  const announcements = [
    { type: 'B', title: 'Welcome to the lobby: new slots every week', content: '<p>New games arrive every Monday.</p>', group_name: '' },
    { type: 'PL', title: 'Scheduled maintenance on Sunday 02:00-04:00', content: '<p>Wallet services pause during the window.</p>', group_name: '' },
    { type: 'PL', title: 'Deposit bonus for new players', content: '<p>First deposit gets a 100% match.</p>', group_name: '' },
    { type: 'PU', title: 'Weekend cashback is live', content: '<p>Up to 1.5% cashback on every valid bet.</p>', group_name: '' },
    { type: 'PR', title: 'Refer a friend and earn', content: '<p>Invite friends, earn rewards.</p>', group_name: 'm_reg' },
    { type: 'A', title: 'Agent commission report ready', content: '<p>October commissions are available.</p>', group_name: '' },
  ];
  await trx
    .insertInto('announcements')
    .values(announcements.map((a) => ({ ...a, merchant_code: merchant, created_at: new Date().toISOString() })))
    .execute();
}

/** The inbox of a demo member. */
export async function seedInbox(_db: Db, _memberId: number, _account: DemoAccount): Promise<void> {}
