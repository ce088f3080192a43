import * as z from 'zod/mini';
import { moneySchema } from './amount';

/**
 * Every balance change is one ledger row of one of these kinds (docs/decisions/008-wallet.md).
 * A withdrawal holds its amount at request (withdrawal_hold, negative) and gives it back only
 * when the operator rejects it (withdrawal_release); an approved withdrawal keeps the hold.
 */
export const LEDGER_KINDS = ['deposit', 'withdrawal_hold', 'withdrawal_release', 'bet', 'win', 'bonus', 'rebate', 'mall_redemption', 'reversal'] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** An amount as the player typed it, checked again by the server with parseAmount (amount.ts). */
export const amountTextSchema = z.string().check(z.maxLength(20));

/** Client-chosen key of a money-moving POST, sent in the Idempotency-Key header; unique per member. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;

export const ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const DEPOSIT_CHANNEL_KINDS = ['bank_transfer', 'e_wallet', 'usdt'] as const;

/** A deposit channel of the merchant; amounts are money text (amount.ts). */
export const depositChannelSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    name: z.string(),
    min: moneySchema,
    max: moneySchema,
    presets: z.array(moneySchema),
    /** Coin channels (USDT): the price of one coin in the merchant's currency; null otherwise. */
    rate: z.nullable(moneySchema),
  }),
);
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsSchema = z.lazy(() => z.object({ channels: z.array(depositChannelSchema) }));

/** What the player pays to, as labelled fields the screen lists with copy buttons. */
export const PAYEE_FIELDS = ['bank_name', 'account_name', 'account_number', 'branch', 'wallet_provider', 'wallet_account', 'network', 'address'] as const;
export const payeeFieldSchema = z.lazy(() => z.object({ field: z.enum(PAYEE_FIELDS), value: z.string() }));

export const depositOrderSchema = z.lazy(() =>
  z.object({
    reference: z.string(),
    channelCode: z.string(),
    channelKind: z.enum(DEPOSIT_CHANNEL_KINDS),
    channelName: z.string(),
    amount: moneySchema,
    status: orderStatusSchema,
    /** The operator's note on a rejection, in their words; null when they gave none (the screen says why in general). */
    reason: z.nullable(z.string()),
    payee: z.array(payeeFieldSchema),
    /** Coin orders: the coins to send (2 decimals, rounded up) at the rate the order was opened at. */
    coin: z.nullable(z.object({ amount: moneySchema, rate: moneySchema })),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
  }),
);
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** Idempotency-Key header required: the same key answers the same order. */
export const createDepositRequestSchema = z.lazy(() =>
  z.object({
    channelCode: z.string().check(z.minLength(1), z.maxLength(32)),
    amount: amountTextSchema,
    /** The name on the paying account (bank transfer), so the operator can match the payment. */
    payerName: z.optional(z.string().check(z.maxLength(64))),
  }),
);
export const orderReferenceRequestSchema = z.lazy(() => z.object({ reference: z.string().check(z.minLength(1), z.maxLength(40)) }));

const pageInput = {
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
};
export const orderPageRequestSchema = z.lazy(() => z.object(pageInput));
export const depositOrderPageSchema = z.lazy(() => z.object({ orders: z.array(depositOrderSchema), pageNum: z.int(), totalPages: z.int() }));

/** Test control: the operator's decision on a pending order (a decided order answers 409). */
export const decideOrderRequestSchema = z.lazy(() =>
  z.object({
    reference: z.string().check(z.minLength(1), z.maxLength(40)),
    status: z.enum(['approved', 'rejected']),
    reason: z.optional(z.string().check(z.maxLength(200))),
  }),
);

/** A bank card as the server shows it: never more of the number than its last 4 digits. */
export const bankCardSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    bankCode: z.string(),
    bankName: z.string(),
    holderName: z.string(),
    last4: z.string(),
    createdAt: z.string(),
  }),
);
export type BankCard = z.infer<typeof bankCardSchema>;

export const withdrawInfoSchema = z.lazy(() =>
  z.object({
    balance: moneySchema,
    min: moneySchema,
    max: moneySchema,
    hasPaymentPassword: z.boolean(),
    cards: z.array(bankCardSchema),
    /** Valid bets since the last approved deposit against that deposit times the merchant's multiple. */
    turnover: z.object({ required: moneySchema, done: moneySchema, multiple: z.number() }),
  }),
);
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** Encrypted (it carries the payment password); Idempotency-Key header required. */
export const createWithdrawalRequestSchema = z.lazy(() =>
  z.object({
    cardId: z.int(),
    amount: amountTextSchema,
    paymentPassword: z.string().check(z.maxLength(16)),
  }),
);

export const withdrawalOrderSchema = z.lazy(() =>
  z.object({
    reference: z.string(),
    amount: moneySchema,
    bankName: z.string(),
    last4: z.string(),
    status: orderStatusSchema,
    reason: z.nullable(z.string()),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
  }),
);
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;
export const withdrawalOrderPageSchema = z.lazy(() => z.object({ orders: z.array(withdrawalOrderSchema), pageNum: z.int(), totalPages: z.int() }));
