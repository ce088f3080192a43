import { PROMO_COUNTER_TYPES, type PromoCounterType } from '../../../src/shared/contract/promotions';
import type { Db } from '../database';

/** The promotions each merchant runs: DEMO daily sign-in and referrals, LITE none. */
export const MERCHANT_PROMOTIONS: Readonly<Record<string, readonly PromoCounterType[]>> = {
  DEMO: ['LOGIN', 'REFERRAL'],
  LITE: [],
};

/** One row per merchant and promo counter type, so a merchant's choice is explicit either way. */
export async function seedPromotions(db: Db): Promise<void> {
  const rows = Object.entries(MERCHANT_PROMOTIONS).flatMap(([merchant, enabled]) =>
    PROMO_COUNTER_TYPES.map((type) => ({ merchant_code: merchant, type, enabled: enabled.includes(type) ? 1 : 0 })),
  );
  await db.insertInto('merchant_promotions').values(rows).execute();
}
