import * as z from 'zod/mini';

/** How long an unused session lives; each use renews it (a sliding week). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const sessionInfoSchema = z.lazy(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    merchantCode: z.string(),
    userName: z.string(),
    type: z.int(),
    firstTimeLogin: z.boolean(),
  }),
);
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const loginRequestSchema = z.lazy(() =>
  z.object({
    username: z.string().check(z.minLength(1), z.maxLength(64)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    captcha: z.optional(z.string().check(z.maxLength(16))),
    /** Which captcha challenge `captcha` answers (ours; the original payload names only the answer, product rule 7.9). */
    captchaId: z.optional(z.string().check(z.maxLength(64))),
    /** type sms: username is the mobile number, password the SMS code, with its dialing code. */
    countryDialingCode: z.optional(z.string().check(z.regex(/^\d{1,4}$/))),
    type: z.enum(['username', 'sms', 'firebase']),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A random id the app keeps on the device (not a fingerprint): trial accounts are limited per device too. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const trialUserRequestSchema = z.lazy(() => z.strictObject({ deviceId: z.optional(z.string().check(z.regex(DEVICE_ID_PATTERN))) }));

export const loginResponseSchema = z.lazy(() =>
  z.object({
    token: z.string(),
    /** Ours: the merchant the session belongs to, so MC_SESSION_INFO can hold it (product rule 3.1). */
    merchantCode: z.string(),
    userName: z.string(),
    type: z.int(),
    firstTimeLogin: z.boolean(),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** On a failed login the envelope's value may carry the captcha flag (product rule 4.7). */
export const loginFailureValueSchema = z.lazy(() => z.object({ captcha: z.boolean() }));

export const publicKeySchema = z.lazy(() =>
  z.object({
    keyId: z.string(),
    /** SubjectPublicKeyInfo, base64 (RSA-OAEP, SHA-256). */
    spki: z.string(),
  }),
);
export type PublicKey = z.infer<typeof publicKeySchema>;

/**
 * An encrypted request body: the JSON sealed with a fresh AES-256-GCM key (ciphertext with
 * its tag appended, as WebCrypto produces it), that key wrapped with the server's RSA-OAEP key.
 */
export const sealedBodySchema = z.lazy(() =>
  z.object({
    keyId: z.string(),
    key: z.string(),
    iv: z.string(),
    data: z.string(),
  }),
);
export type SealedBody = z.infer<typeof sealedBodySchema>;
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

/**
 * What is sealed: the call's body with what makes it fresh. The server takes each `nonce` once
 * and a `sealedAt` (milliseconds, on the server's clock as the client has learnt it) only within
 * SEALED_WINDOW_MS of its own time, so a captured body cannot be sent again. Both sit inside the
 * ciphertext, where GCM's tag keeps them from being changed.
 */
export const sealedPlaintextSchema = z.lazy(() =>
  z.object({
    sealedAt: z.number().check(z.int()),
    nonce: z.string().check(z.regex(/^[A-Za-z0-9+/=_-]{16,64}$/)),
    body: z.unknown(),
  }),
);
export type SealedPlaintext = z.infer<typeof sealedPlaintextSchema>;
/** How far a sealed body's time may be from the server's, either way. */
export const SEALED_WINDOW_MS = 2 * 60_000;
/** A stale body's refusal carries the server's time, so that the client can set its clock by it. */
export const sealedStaleValueSchema = z.lazy(() => z.object({ serverTime: z.number() }));
