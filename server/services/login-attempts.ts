import { type Db, transact } from '../db/database';

/** Failed logins count within this window from the first failure of a key. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** From this many failures on an account, its logins need a captcha. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 1;
/**
 * From this many failures from one address, every login from it needs a captcha (credential
 * stuffing tries many accounts once each). Higher than per account: many players share an
 * address behind a mobile carrier's NAT, and one typo should not put a captcha on all of them.
 */
export const CAPTCHA_AFTER_IP_FAILURES = 10;
export const ACCOUNT_LOCK_FAILURES = 10;
export const IP_LOCK_FAILURES = 50;

export function accountKey(merchantCode: string, name: string): string {
  return `acct:${merchantCode}:${name}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/** Failures of each key inside the window (0 when none or when its window is over). */
export async function failuresOf(db: Db, keys: readonly string[], now = new Date()): Promise<Record<string, number>> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS).toISOString();
  const rows = await db.selectFrom('login_attempts').select(['key', 'failures', 'first_failure_at']).where('key', 'in', [...keys]).execute();
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const row of rows) if (row.first_failure_at > since) out[row.key] = row.failures;
  return out;
}

/**
 * Counts one on `key` in one statement (concurrent requests cannot both read the old count) and
 * returns the count inside the key's window; a key whose window is over starts a new one.
 */
export async function countAttempt(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, first_failure_at: at, last_failure_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb.case().when('login_attempts.first_failure_at', '>', since).then(eb('login_attempts.failures', '+', 1)).else(1).end(),
        first_failure_at: eb.case().when('login_attempts.first_failure_at', '>', since).then(eb.ref('login_attempts.first_failure_at')).else(at).end(),
        last_failure_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Counts one failure on each key; a key whose window is over starts a new one. */
export async function recordFailure(db: Db, keys: readonly string[], now = new Date()): Promise<void> {
  await transact(db, async (trx) => {
    for (const key of keys) await countAttempt(trx, key, ATTEMPT_WINDOW_MS, now);
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
