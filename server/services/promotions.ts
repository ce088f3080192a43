import type { Selectable } from 'kysely';
import type { LanguageCode } from '#src/shared/contract/platform';
import {
  PROMO_COUNTER_TYPES,
  PROMOTION_CATEGORIES,
  type PromoCounters,
  type PromoCounterType,
  type PromotionCategory,
  type PromotionSummary,
} from '#src/shared/contract/promotions';
import type { Db } from '../db/database';
import type { PromotionTable } from '../db/schema';
import { inLanguage } from './content-language';
import { Refusal } from './refusal';

export type Promotion = Selectable<PromotionTable>;

/**
 * The promo counters (product rule 3.6): `enabled` is the merchant's setting; `count` is the
 * member's own: LOGIN 1 while today's sign-in is open, the reward centre's kinds their unclaimed
 * rewards, REFERRAL the members they referred. A visitor (no member) gets 0s.
 */
export async function promoCounters(db: Db, merchantCode: string, memberId: number | null, today: string): Promise<PromoCounters> {
  const rows = await db.selectFrom('merchant_promotions').select(['type', 'enabled']).where('merchant_code', '=', merchantCode).execute();
  const enabled = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.type));
  const counts: Partial<Record<PromoCounterType, number>> = {};
  if (memberId !== null) {
    const referred = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referred_by_id', '=', memberId)
      .executeTakeFirstOrThrow();
    counts.REFERRAL = Number(referred.n);
    const signed = await db.selectFrom('sign_ins').select('day').where('member_id', '=', memberId).where('day', '=', today).executeTakeFirst();
    counts.LOGIN = signed ? 0 : 1;
    const unclaimed = await db
      .selectFrom('member_rewards')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', '=', memberId)
      .where('claimed_at', 'is', null)
      .groupBy('kind')
      .execute();
    for (const row of unclaimed) counts[row.kind] = Number(row.n);
  }
  return Object.fromEntries(
    PROMO_COUNTER_TYPES.map((type) => [type, { enabled: enabled.has(type), count: enabled.has(type) ? (counts[type] ?? 0) : 0 }]),
  ) as PromoCounters;
}

/** Whether the merchant runs a promotion of this type (daily sign-in is LOGIN, invite friends REFERRAL). */
export async function promotionEnabled(db: Db, merchantCode: string, type: PromoCounterType): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_promotions')
    .select('enabled')
    .where('merchant_code', '=', merchantCode)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.enabled === 1;
}

export function summaryOf(row: Promotion): PromotionSummary {
  return {
    id: row.id,
    linkedPromotionId: row.linked_promotion_id,
    title: row.title,
    category: row.category as PromotionSummary['category'],
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry: row.no_expiry === 1 ? 1 : 0,
    imageRequired: row.image_required === 'Y' ? 'Y' : 'N',
    remarkRequired: row.remark_required === 'Y' ? 'Y' : 'N',
    announcementImages: [
      { url: row.card_image, sequence: 1 },
      { url: row.banner_image, sequence: 2 },
    ],
    takesApplications: row.takes_applications === 1,
    requiresJoin: row.requires_join === 1,
  };
}

/** The merchant's promotions of a category (or all), in the language, and the categories it has at all. */
export async function promotionList(db: Db, merchantCode: string, language: LanguageCode, category: PromotionCategory | 'all') {
  const rows = await db.selectFrom('promotions').selectAll().where('merchant_code', '=', merchantCode).orderBy('sort').orderBy('id').execute();
  const present = new Set(rows.map((r) => r.category));
  const shown = rows.filter((r) => category === 'all' || r.category === category);
  return {
    promotions: (await inLanguage(db, language, 'promotion', shown, (r) => r.id)).map(summaryOf),
    categories: PROMOTION_CATEGORIES.filter((cat) => present.has(cat)),
  };
}

/** The merchant's promotion by id, or the clear "not found" refusal (unknown, malformed or another merchant's). */
export async function promotionOf(db: Db, merchantCode: string, rawId: string | number): Promise<Promotion> {
  const id = typeof rawId === 'number' ? rawId : /^\d{1,9}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const row = Number.isSafeInteger(id)
    ? await db.selectFrom('promotions').selectAll().where('id', '=', id).where('merchant_code', '=', merchantCode).executeTakeFirst()
    : undefined;
  if (!row) throw new Refusal('err_promotion_not_found');
  return row;
}

export async function hasJoined(db: Db, promotionId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_joins')
    .select('member_id')
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Joins a promotion that asks to be joined; joining again changes nothing. */
export async function joinPromotion(db: Db, promotion: Promotion, memberId: number): Promise<void> {
  if (promotion.requires_join !== 1) throw new Refusal('err_bad_request');
  await db
    .insertInto('promotion_joins')
    .values({ promotion_id: promotion.id, member_id: memberId, joined_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
