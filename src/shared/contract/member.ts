import * as z from 'zod/mini';
import { moneySchema } from './amount';
import { headIconSchema } from './head-icon';

export const memberInfoSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    nickname: z.string(),
    account: z.string(),
    type: z.int(),
    clubLabel: z.object({ labelName: z.string() }),
    headIcon: headIconSchema,
  }),
);
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const walletSchema = z.lazy(() =>
  z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    /** Money text ("1234.50"); the server keeps integer minor units and converts at the edge. */
    sumBalance: moneySchema,
  }),
);
export type Wallet = z.infer<typeof walletSchema>;
