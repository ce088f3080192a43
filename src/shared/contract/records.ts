import * as z from 'zod/mini';
import { moneySchema } from './amount';
import { ledgerKindSchema } from './wallet';

/**
 * Date ranges of the record screens. Presets are resolved by the server in the merchant's time
 * zone (the day a bet belongs to is the merchant's day, not the phone's); `custom` takes from and
 * to, both inclusive calendar dates, at most MAX_RANGE_DAYS apart.
 */
export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d'] as const;
export const MAX_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

export type CustomRangeProblem = 'missing' | 'order' | 'future' | 'too_long';

/**
 * What is wrong with a custom range, or null: both real dates, from <= to, not starting after
 * `today`, at most MAX_RANGE_DAYS days. The server checks against the merchant's today, the
 * screen against the phone's; the server's answer wins.
 */
export function customRangeProblem(from: string | undefined, to: string | undefined, today: string): CustomRangeProblem | null {
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return 'missing';
  if (from > to) return 'order';
  if (to > today) return 'future';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days > MAX_RANGE_DAYS ? 'too_long' : null;
}

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const rangeInput = {
  range: z.enum([...RANGE_PRESETS, 'custom']),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /**
   * The phone's IANA time zone: presets and custom dates are its calendar days, as are the row
   * times the phone shows. Absent or unknown, the merchant's zone.
   */
  timeZone: z.optional(z.string().check(z.maxLength(64))),
};
const pageInput = {
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
};
/** The range the server used, as calendar dates in the zone it was asked in. */
const resolvedRange = z.lazy(() => z.object({ from: isoDate, to: isoDate }));

export const BET_RESULTS = ['win', 'lose', 'draw'] as const;
export const betRecordSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    nodeId: z.string(),
    gameName: z.string(),
    vendorCode: z.string(),
    vendorName: z.string(),
    stake: moneySchema,
    payout: moneySchema,
    /** win: payout above stake; draw: payout equal to it; lose: below. */
    result: z.enum(BET_RESULTS),
    createdAt: z.string(),
  }),
);
export type BetRecord = z.infer<typeof betRecordSchema>;
export const betRecordsRequestSchema = z.lazy(() => z.object({ ...rangeInput, ...pageInput, vendor: z.optional(z.string().check(z.maxLength(32))) }));
export const betRecordPageSchema = z.lazy(() =>
  z.object({
    records: z.array(betRecordSchema),
    pageNum: z.int(),
    totalPages: z.int(),
    range: resolvedRange,
    /** Over the whole range and vendor filter, not just this page. */
    totals: z.object({ count: z.int(), stake: moneySchema, payout: moneySchema, profit: moneySchema }),
    /** Vendors the member has bets with, for the filter. */
    vendors: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

export const transactionRecordSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: ledgerKindSchema,
    amount: moneySchema,
    balanceAfter: moneySchema,
    reference: z.string(),
    /** The game a bet or win was on, by name (its reference is the game's node id); else null. */
    gameName: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;
export const transactionRecordsRequestSchema = z.lazy(() => z.object({ ...rangeInput, ...pageInput, kind: z.optional(ledgerKindSchema) }));
export const transactionRecordPageSchema = z.lazy(() =>
  z.object({ records: z.array(transactionRecordSchema), pageNum: z.int(), totalPages: z.int(), range: resolvedRange }),
);

export const profitAndLossRequestSchema = z.lazy(() => z.object(rangeInput));
/** Money text over the range; profit = wins - bets (the player's view: positive is a gain). */
export const profitAndLossSchema = z.lazy(() =>
  z.object({
    range: resolvedRange,
    betCount: z.int(),
    bets: moneySchema,
    wins: moneySchema,
    profit: moneySchema,
    deposits: moneySchema,
    withdrawals: moneySchema,
    bonuses: moneySchema,
    rebates: moneySchema,
  }),
);
export type ProfitAndLoss = z.infer<typeof profitAndLossSchema>;
