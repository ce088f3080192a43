import { openWallet } from '#server/services/ledger';
import { hashPassword } from '#server/services/passwords';
import type { SiteFile } from '#server/site-file';
import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './accounts';
import { generateGames, VENDORS } from './catalogue';
import { seedContracts } from './contracts';
import { seedDepositChannels, seedDepositHistory } from './deposits';
import { seedFeedback } from './feedback';
import { chainSeededBalances } from './ledger-history';
import { seedMallItems, seedMemberPoints } from './mall';
import { seedAnnouncements, seedInbox } from './messages';
import {
  DEMO_PROMOTIONS,
  demoRewardHistory,
  demoRewards,
  MERCHANT_TIME_ZONES,
  SAFETY_TEST_PROMOTION,
  seedPromotionCatalogue,
  seedPromotions,
} from './promotions';
import { seedRecordHistory } from './records';
import { seedReferrals } from './referrals';
import { seedBanks, seedSecurity } from './security';
import { MERCHANTS, SETTING_KEYS } from './site';
import { insertCatalogue, insertMerchant } from './site-rows';
import { translateSeededContent } from './translations';
import { seedBigWins, seedHomeNews, seedVipLevels } from './vip';

/**
 * `testFixtures`: also what only tests need (a server with test controls on), such as the hostile
 * promotion. `site`: the production mode's operator file instead of the demo (no account, no content).
 */
export type SeedOptions = { testFixtures?: boolean; site?: SiteFile };

/**
 * Seeds an empty database; a database that already holds merchants is left as it is, except
 * that the production mode refuses one the demo seeded: its accounts' passwords are published
 * in the README (a demo's data folder reused, or a database migrated without the mode).
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('code').limit(1).executeTakeFirst();
  if (existing) {
    if (options.site) await refuseDemoAccounts(db);
    return false;
  }
  if (options.site) await seedSite(db, options.site);
  else await seed(db, options);
  return true;
}

async function refuseDemoAccounts(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('members')
    .select('account')
    .where((eb) => eb.or(DEMO_ACCOUNTS.map((a) => eb.and([eb('merchant_code', '=', a.merchant), eb('account', '=', a.account)]))))
    .execute();
  if (demo.length > 0)
    throw new Error(
      `Bad server configuration: SERVER_MODE=production on a database the demo seeded (its accounts ${demo.map((d) => d.account).join(', ')} have published passwords): start on an empty database`,
    );
}

/** The operator's merchants, their site configs and the game catalogue; players and content come later. */
async function seedSite(db: Db, site: SiteFile): Promise<void> {
  // The site file's check guarantees every game's vendor is listed.
  const gameTypeOf = new Map(site.vendors.map((v) => [v.code, v.gameType]));
  await db.transaction().execute(async (trx) => {
    for (const m of site.merchants) await insertMerchant(trx, m);
    await insertCatalogue(
      trx,
      site.vendors,
      site.games.map((g, sort) => ({
        node_id: g.id,
        vendor_code: g.vendor,
        game_type: gameTypeOf.get(g.vendor) ?? '',
        game_code: g.code,
        game_group_id: g.group,
        name: g.name,
        icon: g.icon,
        hot_rank: g.hotRank ?? null,
        is_new: g.isNew ? 1 : 0,
        min_bet_minor: g.minBetMinor,
        lotto_mode: g.lottoMode ?? null,
        sort,
      })),
    );
  });
}

async function seed(db: Db, { testFixtures = false }: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const m of MERCHANTS) {
      // The demo's settings follow SETTING_KEYS' order; one a merchant leaves out stays absent (dateFormat on DEMO).
      const settings = Object.fromEntries(SETTING_KEYS.filter((key) => key in m.settings).map((key) => [key, m.settings[key]]));
      await insertMerchant(trx, { ...m, timeZone: MERCHANT_TIME_ZONES[m.code] ?? 'UTC', settings });
      await seedContent(trx, m.code);
      await seedDepositChannels(trx, m.code);
      await seedBanks(trx, m.code);
      await seedMallItems(trx, m.code);
    }
    await insertCatalogue(
      trx,
      VENDORS.map((v) => ({ ...v, logo: `/icons/vendors/${v.code}.svg` })),
      generateGames(),
    );

    await seedVipLevels(trx);
    await seedPromotions(trx);
    await seedPromotionCatalogue(trx, 'DEMO', testFixtures ? [...DEMO_PROMOTIONS, SAFETY_TEST_PROMOTION] : DEMO_PROMOTIONS);
  });

  for (const a of DEMO_ACCOUNTS) {
    const member = await db
      .insertInto('members')
      .values({
        merchant_code: a.merchant,
        account: a.account,
        nickname: a.nickname,
        password_hash: await hashPassword(a.password),
        type: a.type,
        mobile: a.mobile?.number ?? null,
        country_dialing_code: a.mobile?.countryDialingCode ?? null,
        email: a.email ?? null,
        head_icon: a.headIcon ?? null,
        // Not read: member info computes the label from the VIP level.
        club_label: 'VIP 0',
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const currency = MERCHANTS.find((m) => m.code === a.merchant)?.currency ?? 'CNY';
    await openWallet(db, member.id, currency);
    await seedDepositHistory(db, member.id, a);
    if (a.account === 'player1') {
      await db.insertInto('member_rewards').values(demoRewards(member.id, new Date().toISOString())).execute();
      await demoRewardHistory(db, member.id, new Date());
      await seedMemberPoints(db, member.id);
      await seedFeedback(db, member.id);
    }
    await seedInbox(db, member.id, a);
    await seedSecurity(db, member.id, a.account);
    await seedRecordHistory(db, member.id, a.account);
  }
  await seedReferrals(db, 'player1', 'Player1234');
  await seedContracts(db);
  await seedBigWins(db, 'Player1234');
  await chainSeededBalances(db);
  // The words of everything above in the other five languages (the content keeps the English).
  await translateSeededContent(db);
}

async function seedContent(trx: Db, merchant: string): Promise<void> {
  const homeTitles = ['Welcome bonus: 100% on your first deposit', 'Weekend cashback up to 1.5%', 'New slots every Monday', 'Refer a friend and earn'];
  const liveTitles = ['Live dealers around the clock', 'Watch our live hosts play'];
  const banners = [
    ...homeTitles.map((title, i) => ({ group_name: 'm_home', url: `/banners/home-${i + 1}.svg`, link: '/m/activity', title, sort: i + 1 })),
    ...liveTitles.map((title, i) => ({ group_name: 'm_live', url: `/banners/live-${i + 1}.svg`, link: '/m/gameCenter', title, sort: i + 1 })),
    { group_name: 'm_popup', url: '/banners/popup-1.svg', link: '/m/activity', title: 'Weekend cashback is live', sort: 1 },
  ];
  await trx
    .insertInto('banners')
    .values(banners.map((b) => ({ ...b, merchant_code: merchant })))
    .execute();

  await seedAnnouncements(trx, merchant);
  await seedHomeNews(trx, merchant);
}
