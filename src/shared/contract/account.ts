import * as z from 'zod/mini';
import { LIMITS } from './validation';

export const countrySchema = z.lazy(() => z.object({ code: z.string(), name: z.string(), dialingCode: z.string() }));
export const countriesSchema = z.lazy(() => z.array(countrySchema));
export type Country = z.infer<typeof countrySchema>;

/** A captcha challenge: its id and the image as a data URL (product rule 7.9). */
export const captchaSchema = z.lazy(() => z.object({ captchaId: z.string(), image: z.string() }));

export const dialingCodeSchema = z.string().check(z.regex(/^\d{1,4}$/));
export const mobileNumSchema = z.string().check(z.regex(/^\d+$/), z.minLength(LIMITS.mobileMin), z.maxLength(LIMITS.mobile));
const smsCodeSchema = z.string().check(z.regex(/^\d+$/), z.maxLength(LIMITS.smsCode));
const passwordSchema = z.string().check(z.minLength(1), z.maxLength(LIMITS.loginPassword));

export const SMS_PURPOSES = ['login', 'register', 'forget'] as const;
export const sendSmsRequestSchema = z.lazy(() =>
  z.object({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    purpose: z.enum(SMS_PURPOSES),
    /** The solved captcha: needed for a registration code, sent to a number nobody holds (product rule 5.6). */
    captcha: z.optional(z.string().check(z.maxLength(16))),
    captchaId: z.optional(z.string().check(z.maxLength(64))),
  }),
);
/** When the get-code button may be used again (epoch ms, product rule 4.5). */
export const sendSmsResponseSchema = z.lazy(() => z.object({ expirationTime: z.number() }));

export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** The registration payload (product rule 3.13); which fields are used comes from the register settings. */
export const registerRequestSchema = z.lazy(() =>
  z.object({
    countryDialingCode: z.optional(dialingCodeSchema),
    registerUrl: z.string().check(z.maxLength(255)),
    registerMethod: z.enum(REGISTER_METHODS),
    username: z.optional(z.string().check(z.maxLength(64))),
    password: passwordSchema,
    confirmPassword: passwordSchema,
    affiliateCode: z.optional(z.string().check(z.maxLength(64))),
    paymentPassword: z.optional(z.string().check(z.maxLength(64))),
    recommenderId: z.optional(z.string().check(z.maxLength(64))),
    nickname: z.optional(z.string().check(z.maxLength(64))),
    payeeName: z.optional(z.string().check(z.maxLength(64))),
    email: z.optional(z.string().check(z.maxLength(LIMITS.email))),
    mobileNum: z.optional(z.string().check(z.maxLength(LIMITS.mobile))),
    idNumber: z.optional(z.string().check(z.maxLength(64))),
    qqNum: z.optional(z.string().check(z.maxLength(64))),
    facebook: z.optional(z.string().check(z.maxLength(128))),
    wechat: z.optional(z.string().check(z.maxLength(64))),
    line: z.optional(z.string().check(z.maxLength(64))),
    whatsapp: z.optional(z.string().check(z.maxLength(64))),
    zalo: z.optional(z.string().check(z.maxLength(64))),
    captcha: z.optional(z.string().check(z.maxLength(16))),
    captchaId: z.optional(z.string().check(z.maxLength(64))),
    type: z.literal(0),
    domain: z.string().check(z.maxLength(255)),
    verificationCode: z.optional(z.string().check(z.maxLength(LIMITS.smsCode))),
    /** YYYY-MM-DD, where the merchant asks for a date of birth. */
    birthDate: z.optional(z.string().check(z.maxLength(10))),
    /** The age confirmation (18 or 21 by merchant, product rule 5.7); the server refuses a registration without it. */
    ageConfirmed: z.optional(z.boolean()),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const usernameCheckRequestSchema = z.lazy(() => z.object({ username: z.string().check(z.minLength(1), z.maxLength(64)) }));
export const usernameCheckResponseSchema = z.lazy(() => z.object({ available: z.boolean() }));

export const affiliateCheckRequestSchema = z.lazy(() =>
  z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)), domain: z.string().check(z.maxLength(255)) }),
);
export const affiliateCheckResponseSchema = z.lazy(() => z.object({ success: z.boolean() }));

export const changePasswordRequestSchema = z.lazy(() =>
  z.object({
    oldPassword: passwordSchema,
    newPassword: passwordSchema,
    confirmNewPassword: passwordSchema,
  }),
);

export const forgetBySmsRequestSchema = z.lazy(() =>
  z.object({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: smsCodeSchema,
    newPassword: passwordSchema,
    confirmPassword: passwordSchema,
  }),
);

export const forgetEmailRequestSchema = z.lazy(() => z.object({ email: z.string().check(z.minLength(3), z.maxLength(LIMITS.email)) }));
export const forgetEmailResetSchema = z.lazy(() =>
  z.object({
    email: z.string().check(z.minLength(3), z.maxLength(LIMITS.email)),
    verificationCode: smsCodeSchema,
    newPassword: passwordSchema,
    confirmPassword: passwordSchema,
  }),
);

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'telegram'] as const;
export const socialStartRequestSchema = z.lazy(() => z.object({ provider: z.enum(SOCIAL_PROVIDERS) }));
export const socialStartResponseSchema = z.lazy(() => z.object({ url: z.string() }));

/** Test-only: what the SMS and e-mail adapters "sent" (the outbox), newest first. */
export const outboxRequestSchema = z.lazy(() => z.object({ to: z.string().check(z.minLength(1), z.maxLength(255)) }));
export const outboxResponseSchema = z.lazy(() =>
  z.object({
    messages: z.array(z.object({ channel: z.enum(['sms', 'email']), to: z.string(), body: z.string(), code: z.string(), createdAt: z.string() })),
  }),
);
