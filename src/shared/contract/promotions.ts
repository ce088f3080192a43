import * as z from 'zod/mini';
import { moneySchema } from './amount';
import { amountTextSchema } from './wallet';

/** The promo counters (product rule 3.6): each merchant enables some; counts are the caller's own. */
export const PROMO_COUNTER_TYPES = ['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'] as const;
export type PromoCounterType = (typeof PROMO_COUNTER_TYPES)[number];

export const promoCounterSchema = z.lazy(() => z.object({ enabled: z.boolean(), count: z.int().check(z.nonnegative()) }));
export type PromoCounter = z.infer<typeof promoCounterSchema>;

/** Every type, always: a type the merchant does not run is `enabled: false, count: 0`. */
export const promoCountersSchema = z.lazy(() =>
  z.object({
    LOGIN: promoCounterSchema,
    MANUAL: promoCounterSchema,
    RAFFLE: promoCounterSchema,
    UPGRADE_BONUS: promoCounterSchema,
    MISSION_MANUAL: promoCounterSchema,
    TICKET: promoCounterSchema,
    REFERRAL: promoCounterSchema,
  }),
);
export type PromoCounters = z.infer<typeof promoCountersSchema>;

/** The promotion categories (product rule 3.6); `all` is the menu's own entry, never a promotion's. */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;
export const promotionCategorySchema = z.enum(PROMOTION_CATEGORIES);
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

const yesNo = z.enum(['Y', 'N']);
/** Calendar date YYYY-MM-DD; the client formats it as the merchant's date format. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A promotion (product rule 3.5), as a list card needs it (no content). */
export const promotionSummarySchema = z.object({
  id: z.int(),
  linkedPromotionId: z.nullable(z.int()),
  title: z.string(),
  category: promotionCategorySchema,
  startDate: isoDate,
  endDate: z.nullable(isoDate),
  /** 1 = long term: no end date shown. */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  imageRequired: yesNo,
  remarkRequired: yesNo,
  /** sequence 1 the card image, 2 the detail banner. */
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.int() })),
  /** Members can request its reward (the apply button). */
  takesApplications: z.boolean(),
  /** Members sign up first (the join call, product rule 7.13). */
  requiresJoin: z.boolean(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionListRequestSchema = z.lazy(() => z.object({ category: z.optional(z.union([z.literal('all'), promotionCategorySchema])) }));
export const promotionListSchema = z.lazy(() =>
  z.object({
    promotions: z.array(promotionSummarySchema),
    /** The categories that hold at least one promotion, in the categories' order (the menu adds `all`, product rule 4.10). */
    categories: z.array(promotionCategorySchema),
  }),
);
export type PromotionList = z.infer<typeof promotionListSchema>;

/** The id travels as text so a malformed one gets the same clear answer as an unknown one (up to a sane length). */
export const promotionDetailRequestSchema = z.lazy(() => z.object({ id: z.string().check(z.maxLength(64)) }));
export const promotionDetailSchema = z.extend(promotionSummarySchema, {
  /** HTML as the operator wrote it: the client sanitizes before rendering. */
  content: z.string(),
  /** The caller has joined (always false for visitors). */
  joined: z.boolean(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const joinPromotionRequestSchema = z.lazy(() => z.object({ promotionId: z.int() }));
export const joinPromotionResponseSchema = z.lazy(() => z.object({ joined: z.literal(true) }));

/** The reward application's bounds, checked by client and server alike (product rules 5.9 and 9.14). */
export const REWARD_LIMITS = {
  remarkMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5_242_880,
  imageTypes: ['image/jpeg', 'image/png'],
  imageExtensions: ['jpeg', 'jpg', 'png'],
} as const;

/**
 * The request-reward call's multipart fields (documentation and client typing; the body is
 * multipart/form-data): promotionId, remarks, and `pictures` repeated up to 3 times.
 */
export const requestRewardFieldsSchema = z.lazy(() =>
  z.object({
    promotionId: z.string().check(z.maxLength(64)),
    /** A remark over its length is told so (its issue's message is the key the server answers). */
    remarks: z.optional(z.string().check(z.maxLength(REWARD_LIMITS.remarkMaxLength, 'err_remark_too_long'))),
  }),
);
export const REWARD_PICTURES_FIELD = 'pictures';

export const REWARD_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const rewardApplicationSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    promotionId: z.int(),
    promotionTitle: z.string(),
    remarks: z.string(),
    imageCount: z.int(),
    status: z.enum(REWARD_APPLICATION_STATUSES),
    /** Why it was rejected; null otherwise. */
    reason: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type RewardApplication = z.infer<typeof rewardApplicationSchema>;
export const requestRewardResponseSchema = z.lazy(() => z.object({ id: z.int(), status: z.literal('pending') }));
export const rewardApplicationsSchema = z.lazy(() => z.object({ applications: z.array(rewardApplicationSchema) }));

/**
 * The daily sign-in bonus in minor units by day of the streak (day 1 first); from day 8 the week
 * repeats. The server pays by it and the sign-in screen shows it: one ladder for both.
 */
export const SIGN_IN_BONUS_MINOR = [100, 200, 300, 400, 500, 600, 1_000] as const;

/** Daily sign-in: the month of the merchant's today, in the merchant's time zone. */
export const signInStateSchema = z.object({
  today: isoDate,
  /** Days of this month the member signed in, ascending. */
  signedDays: z.array(isoDate),
  signedToday: z.boolean(),
  /** Consecutive days up to today (or yesterday when today is still open). */
  streak: z.int().check(z.nonnegative()),
  /** Today's bonus as money text: what signing in pays (or paid) today. */
  todayBonus: moneySchema,
  /** The instant the merchant's next day (and sign-in) starts, which the player's clock may put at another hour. */
  nextDayAt: z.string(),
});
export type SignInState = z.infer<typeof signInStateSchema>;
export const signInResponseSchema = z.extend(signInStateSchema, {
  /** This request signed in; false when today was already signed. */
  credited: z.boolean(),
});

export const REWARD_KINDS = ['MANUAL', 'MISSION_MANUAL', 'UPGRADE_BONUS', 'TICKET'] as const;
export const claimableRewardSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: z.enum(REWARD_KINDS),
    title: z.string(),
    /** Money text credited on claim ("0.00" for raffle tickets). */
    amount: moneySchema,
    /** Raffle tickets granted on claim (0 for money rewards). */
    tickets: z.int(),
    claimed: z.boolean(),
  }),
);
export type ClaimableReward = z.infer<typeof claimableRewardSchema>;
export const rewardCentreSchema = z.lazy(() => z.object({ rewards: z.array(claimableRewardSchema) }));
export const claimRewardRequestSchema = z.lazy(() => z.object({ id: z.int() }));
export const claimRewardResponseSchema = z.lazy(() => z.object({ id: z.int(), sumBalance: moneySchema }));

/** Test control: the demo operator decides a pending application now. */
export const decideApplicationRequestSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    status: z.enum(['approved', 'rejected']),
    reason: z.optional(z.string().check(z.maxLength(200))),
  }),
);

/** Test control: the demo operator grants a member a reward to claim (money or raffle tickets). */
export const grantRewardRequestSchema = z.lazy(() =>
  z.object({
    account: z.string().check(z.minLength(1), z.maxLength(64)),
    kind: z.enum(REWARD_KINDS),
    title: z.string().check(z.minLength(1), z.maxLength(100)),
    /**
     * Money as a request carries it ("25.00"), read with parseAmount as typed amounts are;
     * "0" for raffle tickets.
     */
    amount: amountTextSchema,
    tickets: z.optional(z.int().check(z.nonnegative())),
  }),
);
