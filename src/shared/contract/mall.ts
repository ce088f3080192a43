import * as z from 'zod/mini';
import { moneySchema } from './amount';

/** A mall item; bonus is money paid into the wallet on redemption (money text), "0.00" for goods. */
export const mallItemSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    price: z.int(),
    stock: z.int(),
    bonus: moneySchema,
  }),
);
export type MallItem = z.infer<typeof mallItemSchema>;

export const mallRedemptionSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    itemName: z.string(),
    price: z.int(),
    bonus: moneySchema,
    createdAt: z.string(),
  }),
);
export type MallRedemption = z.infer<typeof mallRedemptionSchema>;

/** The member's points, what their VIP level adds each day, the items and their last redemptions. */
export const mallHomeSchema = z.lazy(() =>
  z.object({
    points: z.int(),
    dailyPoints: z.int(),
    items: z.array(mallItemSchema),
    history: z.array(mallRedemptionSchema),
  }),
);
export type MallHome = z.infer<typeof mallHomeSchema>;

/** A JSON body: the item's id as a number (a coerce here took `true` or `[1]` for item 1). */
export const redeemRequestSchema = z.lazy(() => z.object({ itemId: z.int().check(z.positive()) }));
export const redeemResponseSchema = z.lazy(() => z.object({ redemption: mallRedemptionSchema, points: z.int(), item: mallItemSchema }));

/** Test control: gives a member of the request's merchant points, so a test redeems with its own. */
export const grantPointsRequestSchema = z.lazy(() =>
  z.object({ account: z.string().check(z.maxLength(64)), points: z.int().check(z.positive(), z.maximum(1_000_000)) }),
);
export const grantPointsResponseSchema = z.lazy(() => z.object({ points: z.int() }));
