import type { Db } from '../database';
import type { DemoAccount } from './accounts';

const DAY_MS = 86_400_000;

/** An instant `days` (and `hours`) before now, so lists ordered by date show their order. */
function ago(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() - days * DAY_MS - hours * 3_600_000).toISOString();
}

/**
 * Announcements (types B, PL, PU, PR, A: product rule 3.7). Only DEMO has any: LITE is the merchant
 * with nothing, so its ticker shows no_announcement and /m/notice its empty state.
 */
export async function seedAnnouncements(trx: Db, merchant: string, now = new Date()): Promise<void> {
  if (merchant !== 'DEMO') return;
  const announcements = [
    {
      type: 'B',
      title: 'Welcome to the lobby: new slots every week',
      content: '<p>New games arrive every Monday.</p>',
      group_name: '',
      created_at: ago(now, 0, 2),
    },
    {
      type: 'PL',
      title: 'Scheduled maintenance on Sunday 02:00-04:00',
      content: '<p>Wallet services pause during the window. Games already open keep running; deposits and withdrawals resume at 04:00.</p>',
      group_name: '',
      created_at: ago(now, 1),
    },
    {
      type: 'PL',
      title: 'Deposit bonus for new players',
      content:
        '<p>Your <strong>first deposit</strong> gets a <b>100% match</b>, up to ￥1,888.</p>' +
        '<ul><li>Minimum deposit ￥100</li><li>Wagering 10× the bonus</li><li>Valid for 7 days after the deposit</li></ul>' +
        '<p><img src="/cdn/a/banners/home-1.svg" alt="Welcome bonus banner"></p>' +
        '<p>Full terms on the <a href="/m/activity">promotions page</a>.</p>',
      group_name: '',
      created_at: ago(now, 3),
    },
    {
      type: 'PU',
      title: 'Weekend cashback is live',
      content: '<p>Up to <b>1.5%</b> cashback on every valid bet, paid on Monday.</p>',
      group_name: '',
      created_at: ago(now, 0, 5),
    },
    {
      type: 'PR',
      title: 'Refer a friend and earn',
      content: '<p>Invite friends with your share link and earn a reward for each friend who deposits.</p>',
      group_name: 'm_reg',
      created_at: ago(now, 5),
    },
    {
      type: 'A',
      title: 'Agent commission report ready',
      content: "<p>Last month's commissions are in your agent centre.</p>",
      group_name: '',
      created_at: ago(now, 2),
    },
    {
      type: 'A',
      title: 'New agent tiers from next month',
      content: '<p>Three tiers with a higher share for agents with more active members.</p>',
      group_name: '',
      created_at: ago(now, 4),
    },
    {
      type: 'A',
      title: 'Marketing kit for agents',
      content: '<p>Banners and share texts in six languages are ready to download.</p>',
      group_name: '',
      created_at: ago(now, 6),
    },
  ];
  await trx
    .insertInto('announcements')
    .values(announcements.map((a) => ({ ...a, merchant_code: merchant })))
    .execute();
}

type InboxSeed = { title: string; content: string; days: number; read: boolean };

/** What a platform writes to a member: confirmations, credits, security notices, reports. */
function inboxFor(account: DemoAccount, symbol: string): InboxSeed[] {
  const messages: InboxSeed[] = [
    {
      title: 'Deposit confirmed',
      content: `<p>Your deposit of <b>${symbol}500.00</b> has been credited to your wallet.</p><p>Reference: DP-20431.</p>`,
      days: 0.1,
      read: false,
    },
    {
      title: 'Bonus credited',
      content: `<p>A bonus of <b>${symbol}50.00</b> from <a href="/m/activity">Weekend cashback</a> is in your reward centre.</p>`,
      days: 0.5,
      read: false,
    },
    {
      title: 'New login to your account',
      content:
        '<p>Your account was signed in from a new device.</p><ul><li>Device: Android phone</li><li>Region: Manila</li></ul><p>Not you? Change your password at once.</p>',
      days: 1,
      read: false,
    },
    {
      title: 'Your weekly report',
      content: '<p>Last week you placed <b>42 bets</b> in 6 games. Your favourite vendor: JILI.</p>',
      days: 3,
      read: true,
    },
    {
      title: 'Security reminder',
      content: '<p>We will never ask for your password or verification code. Keep them to yourself.</p>',
      days: 6,
      read: true,
    },
    {
      title: 'Welcome to the lobby',
      content: '<p>Thank you for joining. Explore thousands of games and see the <a href="/m/activity">promotions</a> waiting for you.</p>',
      days: 14,
      read: true,
    },
  ];
  if (account.type === 1) {
    messages.push({
      title: 'Commission paid',
      content: `<p>Your commission of <b>${symbol}1,250.00</b> for last month has been paid.</p>`,
      days: 2,
      read: false,
    });
  }
  return messages;
}

/** The inbox of a demo member: a few unread on top of older read ones. */
export async function seedInbox(db: Db, memberId: number, account: DemoAccount, now = new Date()): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('currency_symbol').where('code', '=', account.merchant).executeTakeFirst();
  const rows = inboxFor(account, merchant?.currency_symbol ?? '').map((m) => {
    const createdAt = new Date(now.getTime() - m.days * DAY_MS).toISOString();
    return { member_id: memberId, title: m.title, content: m.content, created_at: createdAt, read_at: m.read ? createdAt : null };
  });
  await db.insertInto('inbox_messages').values(rows).execute();
}
