import { Hono } from 'hono';
import { PROMO_COUNTER_TYPES, type PromoCounters } from '../../src/shared/contract/promotions';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';

export const promotionRoutes = new Hono<AppEnv>();

/**
 * SPEC section 3's promo counters: `enabled` is the merchant's setting; `count` is the caller's
 * own where one means something (REFERRAL: members they referred), else 0. Visitors get 0s.
 */
mount(promotionRoutes, 'promoCounters', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = c.get('memberId');
  const rows = await db.selectFrom('merchant_promotions').select(['type', 'enabled']).where('merchant_code', '=', c.get('merchant').code).execute();
  const enabled = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.type));
  const referred =
    memberId === null
      ? 0
      : Number((await db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('referred_by_id', '=', memberId).executeTakeFirstOrThrow()).n);
  const counters = Object.fromEntries(
    PROMO_COUNTER_TYPES.map((type) => [type, { enabled: enabled.has(type), count: type === 'REFERRAL' && enabled.has(type) ? referred : 0 }]),
  ) as PromoCounters;
  return counters;
});
