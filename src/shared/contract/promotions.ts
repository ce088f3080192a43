import * as z from 'zod/mini';

/** SPEC section 3's promo counters: each merchant enables some; counts are the caller's own. */
export const PROMO_COUNTER_TYPES = ['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'] as const;
export type PromoCounterType = (typeof PROMO_COUNTER_TYPES)[number];

export const promoCounterSchema = z.object({ enabled: z.boolean(), count: z.int().check(z.nonnegative()) });
export type PromoCounter = z.infer<typeof promoCounterSchema>;

/** Every type, always: a type the merchant does not run is `enabled: false, count: 0`. */
export const promoCountersSchema = z.object({
  LOGIN: promoCounterSchema,
  MANUAL: promoCounterSchema,
  RAFFLE: promoCounterSchema,
  UPGRADE_BONUS: promoCounterSchema,
  MISSION_MANUAL: promoCounterSchema,
  TICKET: promoCounterSchema,
  REFERRAL: promoCounterSchema,
});
export type PromoCounters = z.infer<typeof promoCountersSchema>;
