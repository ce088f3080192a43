import * as z from 'zod/mini';
import { dialingCodeSchema, mobileNumSchema, sendSmsResponseSchema } from './account';
import { bankCardSchema } from './wallet';

/** The payment password: exactly 6 digits (docs/decisions/008-wallet.md). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const MAX_BANK_CARDS = 3;

const code = z.string().check(z.regex(/^\d{1,10}$/));
const paymentPassword = z.string().check(z.maxLength(16));

export const securityOverviewSchema = z.object({
  hasPaymentPassword: z.boolean(),
  /** Masked for display ("+63 917****567"); null when none is bound. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  cardCount: z.int(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** Encrypted. Only while none is set (else 409); changing goes through changePaymentPassword. */
export const setPaymentPasswordRequestSchema = z.object({ password: paymentPassword, confirmPassword: paymentPassword });
/** Encrypted. Proof is the old payment password or an SMS code sent to the bound mobile. */
export const changePaymentPasswordRequestSchema = z.object({
  oldPassword: z.optional(paymentPassword),
  smsCode: z.optional(code),
  password: paymentPassword,
  confirmPassword: paymentPassword,
});

export const SECURITY_CODE_PURPOSES = ['bind_mobile', 'bind_email', 'payment_password'] as const;
/** bind_mobile sends to the given number, bind_email to the given address, payment_password to the bound mobile. */
export const sendSecurityCodeRequestSchema = z.object({
  purpose: z.enum(SECURITY_CODE_PURPOSES),
  mobileNum: z.optional(mobileNumSchema),
  countryDialingCode: z.optional(dialingCodeSchema),
  email: z.optional(z.string().check(z.maxLength(255))),
});
export const sendSecurityCodeResponseSchema = sendSmsResponseSchema;
export const bindMobileRequestSchema = z.object({ mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema, code });
export const bindEmailRequestSchema = z.object({ email: z.string().check(z.maxLength(255)), code });

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const bankListSchema = z.object({ banks: z.array(bankSchema) });
export const bankCardListSchema = z.object({ cards: z.array(bankCardSchema), max: z.int() });
/** Encrypted (the full card number travels only here, once). */
export const addBankCardRequestSchema = z.object({
  bankCode: z.string().check(z.maxLength(32)),
  holderName: z.string().check(z.maxLength(64)),
  cardNumber: z.string().check(z.maxLength(32)),
});
export const bankCardIdRequestSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
