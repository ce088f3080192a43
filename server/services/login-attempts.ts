import { type Db, transact } from '../db/database';
import { ApiFailure } from '../http/failure';

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
        failures: eb
          .case()
          .when('login_attempts.first_failure_at', '>', since)
          .then(eb('login_attempts.failures', '+', 1))
          .else(1)
          .end(),
        first_failure_at: eb.case().when('login_attempts.first_failure_at', '>', since).then(eb.ref('login_attempts.first_failure_at')).else(at).end(),
        last_failure_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** A key to guard and the failure counts at which its answer changes (captcha, lock). */
export type Guard = { key: string; limits: readonly number[] };

/** A try counted as being checked is forgotten this long after the key's last try began. */
const PENDING_STALE_MS = 30_000;
/** How long a try waits for the tries ahead of it before it is refused as too many. */
export const GUARD_WAIT_MS = 5_000;
const GUARD_POLL_MS = 40;

/**
 * One guarded try of a secret (a password, a code). Before the secret is checked, the try is
 * counted on every key as being checked (`pending`), in one transaction. When the tries already
 * being checked could carry a key's failures across one of its limits, the try's answer depends on
 * theirs: it steps back and waits until they are settled (at most GUARD_WAIT_MS, then 429). So tries
 * sent all at once meet the captcha and the lock exactly as if they came one by one, and right ones
 * sent together (a double tap, a shared address) are not refused for each other.
 *
 * `check` gets each key's failures in its window and answers the result when the secret is right,
 * undefined when it is wrong; it throws to refuse without an answer (locked, captcha missing).
 * Wrong: the failure is counted on every key. Right: the first key's failures are cleared.
 */
export async function guardedTry<T>(
  db: Db,
  guards: readonly [Guard, ...Guard[]],
  check: (failures: readonly number[]) => Promise<T | undefined>,
): Promise<T | undefined> {
  const keys = guards.map((g) => g.key);
  const deadline = Date.now() + GUARD_WAIT_MS;
  let failures: number[];
  for (;;) {
    const now = new Date();
    const states = await transact(db, async (trx) => {
      const out: { guard: Guard; state: KeyState }[] = [];
      for (const guard of guards) out.push({ guard, state: await beginTry(trx, guard.key, now) });
      return out;
    });
    if (!states.some(({ guard, state }) => undecided(guard, state))) {
      failures = states.map(({ state }) => state.failures);
      break;
    }
    await settleTry(db, keys, 'refused');
    do {
      if (Date.now() >= deadline) throw new ApiFailure(429, 'err_too_many_requests');
      await sleep(GUARD_POLL_MS + Math.random() * GUARD_POLL_MS);
    } while (await stillUndecided(db, guards));
  }
  let result: T | undefined;
  try {
    result = await check(failures);
  } catch (error) {
    await settleTry(db, keys, 'refused');
    throw error;
  }
  await settleTry(db, keys, result === undefined ? 'wrong' : 'right');
  return result;
}

type KeyState = { failures: number; pending: number };

/** Whether the tries being checked (besides this one) could carry the failures across a limit. */
function undecided(guard: Guard, state: KeyState): boolean {
  return guard.limits.some((limit) => state.failures < limit && state.failures + state.pending >= limit);
}

async function stillUndecided(db: Db, guards: readonly Guard[]): Promise<boolean> {
  const now = Date.now();
  const since = new Date(now - ATTEMPT_WINDOW_MS).toISOString();
  const stale = new Date(now - PENDING_STALE_MS).toISOString();
  const rows = await db
    .selectFrom('login_attempts')
    .selectAll()
    .where(
      'key',
      'in',
      guards.map((g) => g.key),
    )
    .execute();
  return guards.some((guard) => {
    const row = rows.find((r) => r.key === guard.key);
    if (!row) return false;
    return undecided(guard, { failures: row.first_failure_at > since ? row.failures : 0, pending: row.pending_at > stale ? row.pending : 0 });
  });
}

/** Counts a try as being checked; answers the key's failures in its window and the others being checked. */
async function beginTry(db: Db, key: string, now: Date): Promise<KeyState> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS).toISOString();
  const stale = new Date(now.getTime() - PENDING_STALE_MS).toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 0, first_failure_at: at, last_failure_at: at, pending: 1, pending_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // A key with no failure in its window starts a new window at its next failure.
        const live = eb.and([eb('login_attempts.first_failure_at', '>', since), eb('login_attempts.failures', '>', 0)]);
        return {
          failures: eb.case().when(live).then(eb.ref('login_attempts.failures')).else(0).end(),
          first_failure_at: eb.case().when(live).then(eb.ref('login_attempts.first_failure_at')).else(at).end(),
          last_failure_at: at,
          pending: eb
            .case()
            .when('login_attempts.pending_at', '>', stale)
            .then(eb('login_attempts.pending', '+', 1))
            .else(1)
            .end(),
          pending_at: at,
        };
      }),
    )
    .returning(['failures', 'pending'])
    .executeTakeFirstOrThrow();
  return { failures: row.failures, pending: row.pending - 1 };
}

/** Ends a try: no longer being checked; a wrong one counts a failure, a right one clears the first key. */
async function settleTry(db: Db, keys: readonly string[], outcome: 'refused' | 'wrong' | 'right'): Promise<void> {
  const at = new Date().toISOString();
  await transact(db, async (trx) => {
    for (const [i, key] of keys.entries()) {
      await trx
        .updateTable('login_attempts')
        .set((eb) => ({
          pending: eb
            .case()
            .when('pending', '>', 0)
            .then(eb('pending', '-', 1))
            .else(0)
            .end(),
          ...(outcome === 'wrong' ? { failures: eb('failures', '+', 1), last_failure_at: at } : {}),
          ...(outcome === 'right' && i === 0 ? { failures: 0 } : {}),
        }))
        .where('key', '=', key)
        .execute();
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
