import * as z from 'zod/mini';

/** The VIP club has 15 levels (product rule 9.12). */
export const VIP_LEVEL_COUNT = 15;

/** Money text, never below zero. */
const money = z.string().check(z.regex(/^\d{1,12}\.\d{2}$/));

/** What a level gives (the club's notes and the member benefits screen, product rule 2.25). */
export const vipBenefitsSchema = z.lazy(() =>
  z.object({
    dailyPoints: z.int().check(z.nonnegative()),
    /** Percent of net losses returned weekly, e.g. 0.5. */
    cashbackPercent: z.number().check(z.nonnegative()),
    /** Percent of each day's valid bets returned, e.g. 0.3. */
    rebatePercent: z.number().check(z.nonnegative()),
    /** Once a year, in the member's currency; "0.00" = none. */
    birthdayGift: money,
    /** A yearly tour for this level. */
    tour: z.boolean(),
  }),
);
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

/** A level is reached when both cumulative deposits and valid bets reach its thresholds. */
export const vipLevelSchema = z.lazy(() =>
  z.object({
    level: z.int().check(z.positive()),
    name: z.string(),
    minDeposit: money,
    minValidBet: money,
    cardImage: z.string(),
    bonusImage: z.string(),
    benefits: vipBenefitsSchema,
  }),
);
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The member's standing, computed from the ledger (deposits) and the bet records (valid bets). */
export const vipProgressSchema = z.lazy(() =>
  z.object({
    /** 0 = below the first level. */
    level: z.int().check(z.nonnegative()),
    deposits: money,
    validBets: money,
    /** The next level's number, or null at the top. */
    nextLevel: z.nullable(z.int().check(z.positive())),
  }),
);
export type VipProgress = z.infer<typeof vipProgressSchema>;

/** Levels for everyone; `progress` only with a session. */
export const vipClubSchema = z.lazy(() =>
  z.object({
    levels: z.array(vipLevelSchema),
    progress: z.nullable(vipProgressSchema),
  }),
);
export type VipClub = z.infer<typeof vipClubSchema>;

/** Home's popular announcements and lobby news: short items (product rule 2.9). */
export const newsItemSchema = z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    title: z.string(),
    summary: z.string(),
    /** An in-app path (/m/...) or null. */
    link: z.nullable(z.string()),
    publishedAt: z.string(),
  }),
);
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.lazy(() => z.object({ items: z.array(newsItemSchema) }));

/** Home's winner board: recent big wins from the bet records, accounts masked (product rule 9.23). */
export const winnerSchema = z.lazy(() =>
  z.object({
    account: z.string(),
    gameName: z.string(),
    /** Money text in the merchant's currency. */
    amount: money,
    currencySymbol: z.string(),
    wonAt: z.string(),
  }),
);
export type Winner = z.infer<typeof winnerSchema>;
export const winnerBoardSchema = z.lazy(() => z.object({ winners: z.array(winnerSchema) }));
