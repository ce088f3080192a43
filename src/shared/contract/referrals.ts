import * as z from 'zod/mini';
import { moneySchema } from './amount';

/**
 * A member's invitations (docs/decisions/009-referral-bonus.md). The code is the member's account
 * name (registration's affiliateCode already takes it); each friend's first approved deposit
 * earns the inviter a bonus of REFERRAL_BONUS.rate of it, at most REFERRAL_BONUS.maxMinor.
 */
export const REFERRAL_BONUS = { rate: 0.1, maxMinor: 10_000 } as const;

export const invitedFriendSchema = z.lazy(() =>
  z.object({
    /** Masked: the first two and the last character of the friend's account. */
    name: z.string(),
    joinedAt: z.string(),
    /** The bonus the friend's first deposit earned, as money text; null until they deposit. */
    bonus: z.nullable(moneySchema),
  }),
);
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

export const referralSummarySchema = z.lazy(() =>
  z.object({
    code: z.string(),
    friends: z.array(invitedFriendSchema),
    bonusTotal: moneySchema,
    /** A share (0.1 is 10 %), not money. */
    bonusRate: z.number(),
    bonusMax: moneySchema,
  }),
);
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
