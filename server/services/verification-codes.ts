import { type Db, transact } from '../db/database';
import { hashCode, randomDigits, sameHash } from './one-time-hash';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60 * 1000;
/** The get-code button comes back after this long (also the minimum gap between two sends). */
export const RESEND_AFTER_MS = 60 * 1000;
/** Wrong tries a code survives; the next try finds it void, right or not. */
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

export type CodePurpose = 'login' | 'register' | 'forget' | 'bind_mobile' | 'bind_email' | 'payment_password';
export type CodeTarget = { merchantCode: string; phoneKey: string; purpose: CodePurpose };

/** `number_busy`: the number had its codes for the hour; one more needs a solved captcha. */
export type IssueResult = { ok: true; code: string; resendAt: number } | { ok: false; reason: 'too_soon' | 'too_many' | 'number_busy' };

/**
 * Who asks, and how many codes an hour each may have (server config SMS_LIMIT_*): the address
 * that asks, the number (or e-mail address) across purposes, and the merchant's sends in all.
 */
/**
 * `humanChecked`: the request carried a solved captcha, so the number's own cap does not hold it
 * back (the cap is everyone's: without this, five requests an hour from anywhere would keep a
 * player from their own codes). The address and merchant caps hold all the same.
 */
export type CodeLimits = { address: string; perAddress: number; perNumber: number; perMerchant: number; humanChecked?: boolean };

/** The defaults of the server config, for callers (tests, tools) that have none. */
export const DEFAULT_CODE_LIMITS: Omit<CodeLimits, 'address'> = { perAddress: 10, perNumber: 5, perMerchant: 1_000 };

function context(t: CodeTarget): string {
  return `${t.merchantCode}\u0000${t.phoneKey}\u0000${t.purpose}`;
}

/**
 * Issues a code for a recipient and purpose, within the limits: not within RESEND_AFTER_MS of
 * the last one for that purpose, and within `limits` over the last hour (per address, per number
 * across purposes, per merchant). With `deliverable` false (nobody of this merchant holds the
 * number or address) a void row is written instead, so the limits, the timing and the answer are
 * the same either way and nothing tells a stranger who is registered; only deliverable codes count
 * for the merchant, being the ones that are sent. The newest code replaces the earlier ones.
 */
export async function issueCode(db: Db, target: CodeTarget, deliverable: boolean, limits: CodeLimits, now = new Date()): Promise<IssueResult> {
  // One transaction: two requests at the same moment cannot both pass the limits.
  return transact(db, (trx) => issueWithin(trx, target, deliverable, limits, now));
}

async function issueWithin(db: Db, target: CodeTarget, deliverable: boolean, limits: CodeLimits, now: Date): Promise<IssueResult> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const forNumber = await db
    .selectFrom('sms_codes')
    .select(['created_at', 'purpose'])
    .where('merchant_code', '=', target.merchantCode)
    .where('phone_key', '=', target.phoneKey)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  const last = forNumber.find((r) => r.purpose === target.purpose);
  if (last && Date.parse(last.created_at) > now.getTime() - RESEND_AFTER_MS) return { ok: false, reason: 'too_soon' };
  if (forNumber.length >= limits.perNumber && !limits.humanChecked) return { ok: false, reason: 'number_busy' };
  const count = async (column: 'address' | 'merchant_code', value: string, sentOnly: boolean) => {
    let query = db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', hourAgo);
    if (sentOnly) query = query.where('code_hash', '!=', '');
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  if ((await count('address', limits.address, false)) >= limits.perAddress) return { ok: false, reason: 'too_many' };
  if (deliverable && (await count('merchant_code', target.merchantCode, true)) >= limits.perMerchant) return { ok: false, reason: 'too_many' };

  const code = randomDigits(CODE_LENGTH);
  await db
    .insertInto('sms_codes')
    .values({
      merchant_code: target.merchantCode,
      phone_key: target.phoneKey,
      purpose: target.purpose,
      // An undeliverable code is void from the start: no hash can equal the empty string.
      code_hash: deliverable ? hashCode(context(target), code) : '',
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      attempts: 0,
      used_at: deliverable ? null : now.toISOString(),
      created_at: now.toISOString(),
      address: limits.address,
    })
    .execute();
  // Rows older than the hourly window no longer count for anything.
  await db
    .deleteFrom('sms_codes')
    .where('created_at', '<', new Date(now.getTime() - HOUR_MS).toISOString())
    .where('expires_at', '<', now.toISOString())
    .execute();
  return { ok: true, code, resendAt: now.getTime() + RESEND_AFTER_MS };
}

/**
 * Checks a code against the newest one issued for the recipient and purpose. Right: it is used
 * up (single use, claimed atomically). Wrong: one attempt more; after MAX_WRONG_ATTEMPTS it is
 * void. Expired, used or void codes never pass.
 */
export async function verifyCode(db: Db, target: CodeTarget, code: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'used_at'])
    .where('merchant_code', '=', target.merchantCode)
    .where('phone_key', '=', target.phoneKey)
    .where('purpose', '=', target.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString() || row.attempts >= MAX_WRONG_ATTEMPTS) return false;
  if (!code || !sameHash(row.code_hash, hashCode(context(target), code))) {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  const claimed = await db
    .updateTable('sms_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_WRONG_ATTEMPTS)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Codes to bind a new number or e-mail address one member may ask for per hour: such a code goes
 * to someone nobody knows yet, so one account must not be a pump from many addresses.
 */
export const BIND_CODES_PER_MEMBER = 5;
export const BIND_CODE_WINDOW_MS = 60 * 60_000;
/** The counter of a member's codes to bind (login_attempts, swept after its window). */
export const bindCodeKey = (merchantCode: string, memberId: number) => `bind:${merchantCode}:${memberId}`;
