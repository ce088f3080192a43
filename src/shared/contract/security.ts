import * as z from 'zod/mini';
import { dialingCodeSchema, mobileNumSchema, sendSmsResponseSchema } from './account';
import { fieldProblems, formSchema } from './form-schema';
import { checkSmsCode } from './validation';
import { bankCardSchema } from './wallet';

/** The payment password: exactly 6 digits (docs/decisions/008-wallet.md). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const MAX_BANK_CARDS = 3;

const code = z.string().check(z.regex(/^\d{1,10}$/));
const paymentPassword = z.string().check(z.maxLength(16));

/** How the payment-password form proves it is the member: nothing (setting one), the current one, or a code. */
export type PaymentPasswordProof = 'none' | 'old' | 'sms';

/**
 * The payment-password form (product rule 5.15): the proof the form asks for, then the new one (6
 * digits, not the current one) and its confirmation. The server checks the new pair with it
 * (proof `none`), and the proofs themselves against what it holds.
 */
export const paymentPasswordForm = formSchema(['proof', 'oldPassword', 'smsCode', 'password', 'confirmPassword'], (v) => {
  const password = !PAYMENT_PASSWORD_PATTERN.test(v.password)
    ? 'err_payment_password_format'
    : v.proof === 'old' && v.password === v.oldPassword
      ? 'err_payment_password_same'
      : null;
  return fieldProblems({
    oldPassword: v.proof === 'old' && !PAYMENT_PASSWORD_PATTERN.test(v.oldPassword) ? 'err_payment_password_format' : null,
    smsCode: v.proof === 'sms' ? checkSmsCode(v.smsCode) : null,
    password,
    confirmPassword: password === null && v.confirmPassword !== v.password ? 'err_confirm_not_matched' : null,
  });
});

/** 12 to 19 digits once the spaces a player types between groups are gone. */
const CARD_NUMBER = /^\d{12,19}$/;
/**
 * A holder's name as on the card: letters of any script (Latin with accents, Chinese, Thai,
 * Vietnamese), combining marks, spaces, dots, hyphens and apostrophes; 2 to 50 characters and
 * nothing that could reorder or hide text.
 */
const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,48}[\p{L}\p{M}.]$/u;

/** A card number as stored: without the spaces and hyphens a player types between groups. */
export const cardNumberOf = (typed: string) => typed.replace(/[\s-]/g, '');
/** A holder's name as stored: trimmed, its runs of spaces one. */
export const holderNameOf = (typed: string) => typed.trim().replace(/\s+/g, ' ');

/** Adding a bank card (product rule 5.15): a bank chosen, the holder's name, the number. An empty field is asked for; a filled one that cannot be right is called wrong. */
export const bankCardForm = formSchema(['bankCode', 'holderName', 'cardNumber'], (v) =>
  fieldProblems({
    bankCode: v.bankCode ? null : 'err_bank_unknown',
    holderName: !v.holderName.trim() ? 'err_field_required' : HOLDER_NAME.test(holderNameOf(v.holderName)) ? null : 'err_name_invalid',
    cardNumber: !v.cardNumber.trim() ? 'err_field_required' : CARD_NUMBER.test(cardNumberOf(v.cardNumber)) ? null : 'err_card_number_invalid',
  }),
);

export const securityOverviewSchema = z.lazy(() =>
  z.object({
    hasPaymentPassword: z.boolean(),
    /** Masked for display ("+63 917****567"); null when none is bound. */
    mobile: z.nullable(z.string()),
    email: z.nullable(z.string()),
    cardCount: z.int(),
  }),
);
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** Encrypted. Only while none is set (else 409); changing goes through changePaymentPassword. */
export const setPaymentPasswordRequestSchema = z.lazy(() => z.object({ password: paymentPassword, confirmPassword: paymentPassword }));
/** Encrypted. Proof is the old payment password or an SMS code sent to the bound mobile. */
export const changePaymentPasswordRequestSchema = z.lazy(() =>
  z.object({
    oldPassword: z.optional(paymentPassword),
    smsCode: z.optional(code),
    password: paymentPassword,
    confirmPassword: paymentPassword,
  }),
);

export const SECURITY_CODE_PURPOSES = ['bind_mobile', 'bind_email', 'payment_password'] as const;
/** bind_mobile sends to the given number, bind_email to the given address, payment_password to the bound mobile. */
export const sendSecurityCodeRequestSchema = z.lazy(() =>
  z.object({
    purpose: z.enum(SECURITY_CODE_PURPOSES),
    mobileNum: z.optional(mobileNumSchema),
    countryDialingCode: z.optional(dialingCodeSchema),
    email: z.optional(z.string().check(z.maxLength(255))),
  }),
);
export const sendSecurityCodeResponseSchema = sendSmsResponseSchema;
export const bindMobileRequestSchema = z.lazy(() => z.object({ mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema, code }));
export const bindEmailRequestSchema = z.lazy(() => z.object({ email: z.string().check(z.maxLength(255)), code }));

export const bankSchema = z.lazy(() => z.object({ code: z.string(), name: z.string() }));
export const bankListSchema = z.lazy(() => z.object({ banks: z.array(bankSchema) }));
export const bankCardListSchema = z.lazy(() => z.object({ cards: z.array(bankCardSchema), max: z.int() }));
/** Encrypted (the full card number travels only here, once). */
export const addBankCardRequestSchema = z.lazy(() =>
  z.object({
    bankCode: z.string().check(z.maxLength(32)),
    holderName: z.string().check(z.maxLength(64)),
    cardNumber: z.string().check(z.maxLength(32)),
  }),
);
export const bankCardIdRequestSchema = z.lazy(() => z.object({ id: z.coerce.number().check(z.int(), z.positive()) }));
