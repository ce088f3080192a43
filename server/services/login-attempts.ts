import { type Db, transact } from '../db/database';
import { Refusal } from './refusal';

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
/** Wrong tries of one secret (a payment password, the old password of a change) before it locks. */
export const ACCOUNT_LOCK_FAILURES = 10;
/**
 * Failures on one account from one address before that address may try it no more for the
 * window. Only that address: a player elsewhere still gets in with the right password and a
 * captcha, so failing on purpose cannot lock anyone out (docs/decisions/019).
 */
export const ADDRESS_ACCOUNT_LOCK_FAILURES = 10;
export const IP_LOCK_FAILURES = 50;

export function accountKey(merchantCode: string, name: string): string {
  return `acct:${merchantCode}:${name}`;
}

/** One account as tried from one address. */
export function accountFromAddressKey(merchantCode: string, name: string, ip: string): string {
  return `from:${merchantCode}:${name}@${ip}`;
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

/** A key to guard, the failure counts at which its answer changes (captcha, lock), and whether a right secret clears it. */
export type Guard = { key: string; limits: readonly number[]; clearOnRight: boolean };

/**
 * A try being checked stops counting this long after it began: a check takes a fraction of a
 * second, and a try left by a stopped process must not hold its key for long.
 */
export const TRY_STALE_MS = 5_000;
/** How long a try waits for the tries ahead of it (longer than a stopped process's leftovers last). */
const GUARD_WAIT_MS = 8_000;
const GUARD_POLL_MS = 40;

/**
 * One guarded try of a secret (a password, a code). Before the secret is checked, the try is
 * recorded as being checked on every key (a row of login_tries), in one transaction that first
 * takes the key's attempts row, so concurrent tries of one key each see the ones before them.
 * When the tries already being checked could carry a key's failures across one of its limits, this
 * try's answer depends on theirs: it steps back and waits until they are settled (at most
 * GUARD_WAIT_MS, then 429). So tries sent all at once meet the captcha and the lock exactly as if
 * they came one by one, and right ones sent together (a double tap, a shared address) are not
 * refused for each other.
 *
 * `check` gets each key's failures in its window and answers the result when the secret is right,
 * undefined when it is wrong; it throws to refuse without an answer (locked, captcha missing).
 * Wrong: the failure is counted on every key. Right: the failures of the keys to clear are cleared.
 */
export async function guardedTry<T>(
  db: Db,
  guards: readonly [Guard, ...Guard[]],
  check: (failures: readonly number[]) => Promise<T | undefined>,
): Promise<T | undefined> {
  const deadline = Date.now() + GUARD_WAIT_MS;
  let begun: { guard: Guard; state: KeyState }[];
  for (;;) {
    const now = new Date();
    begun = await transact(db, async (trx) => {
      const out: { guard: Guard; state: KeyState }[] = [];
      for (const guard of guards) out.push({ guard, state: await beginTry(trx, guard.key, now) });
      return out;
    });
    if (!begun.some(({ guard, state }) => undecided(guard, state))) break;
    await settleTry(db, begun, 'refused');
    do {
      if (Date.now() >= deadline) throw new Refusal('err_too_many_requests');
      await sleep(GUARD_POLL_MS + Math.random() * GUARD_POLL_MS);
    } while (await stillUndecided(db, guards));
  }
  let result: T | undefined;
  try {
    result = await check(begun.map(({ state }) => state.failures));
  } catch (error) {
    await settleTry(db, begun, 'refused');
    throw error;
  }
  await settleTry(db, begun, result === undefined ? 'wrong' : 'right');
  return result;
}

/** A key's failures in its window and the other tries being checked; `tryId` is this try's row. */
type KeyState = { failures: number; pending: number; tryId: number };

/** Whether the tries being checked (besides this one) could carry the failures across a limit. */
function undecided(guard: Guard, state: { failures: number; pending: number }): boolean {
  return guard.limits.some((limit) => state.failures < limit && state.failures + state.pending >= limit);
}

async function pendingTries(db: Db, key: string, now: number): Promise<number> {
  const stale = new Date(now - TRY_STALE_MS).toISOString();
  const row = await db
    .selectFrom('login_tries')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('started_at', '>', stale)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function stillUndecided(db: Db, guards: readonly Guard[]): Promise<boolean> {
  const now = Date.now();
  const since = new Date(now - ATTEMPT_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('login_attempts')
    .select(['key', 'failures', 'first_failure_at'])
    .where(
      'key',
      'in',
      guards.map((g) => g.key),
    )
    .execute();
  for (const guard of guards) {
    const row = rows.find((r) => r.key === guard.key);
    const failures = row && row.first_failure_at > since ? row.failures : 0;
    if (undecided(guard, { failures, pending: await pendingTries(db, guard.key, now) })) return true;
  }
  return false;
}

/**
 * Records a try as being checked. The upsert comes first: it takes the key's row, so a concurrent
 * try of the same key waits for this transaction and then counts this try among the pending ones.
 */
async function beginTry(db: Db, key: string, now: Date): Promise<KeyState> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS).toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 0, first_failure_at: at, last_failure_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // A key with no failure in its window starts a new window at its next failure.
        const live = eb.and([eb('login_attempts.first_failure_at', '>', since), eb('login_attempts.failures', '>', 0)]);
        return {
          failures: eb.case().when(live).then(eb.ref('login_attempts.failures')).else(0).end(),
          first_failure_at: eb.case().when(live).then(eb.ref('login_attempts.first_failure_at')).else(at).end(),
          last_failure_at: at,
        };
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  const pending = await pendingTries(db, key, now.getTime());
  const own = await db.insertInto('login_tries').values({ key, started_at: at }).returning('id').executeTakeFirstOrThrow();
  return { failures: row.failures, pending, tryId: own.id };
}

/** Ends a try: no longer being checked; a wrong one counts a failure, a right one clears the first key. */
async function settleTry(db: Db, begun: readonly { guard: Guard; state: KeyState }[], outcome: 'refused' | 'wrong' | 'right'): Promise<void> {
  const at = new Date().toISOString();
  await transact(db, async (trx) => {
    await trx
      .deleteFrom('login_tries')
      .where(
        'id',
        'in',
        begun.map(({ state }) => state.tryId),
      )
      .execute();
    if (outcome === 'wrong') {
      await trx
        .updateTable('login_attempts')
        .set((eb) => ({ failures: eb('failures', '+', 1), last_failure_at: at }))
        .where(
          'key',
          'in',
          begun.map(({ guard }) => guard.key),
        )
        .execute();
    }
    const cleared = begun.filter(({ guard }) => guard.clearOnRight).map(({ guard }) => guard.key);
    if (outcome === 'right' && cleared.length > 0) await trx.updateTable('login_attempts').set({ failures: 0 }).where('key', 'in', cleared).execute();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clears an account's failures, from everywhere and from each address (a password was reset). */
export async function clearAccountFailures(db: Db, merchantCode: string, name: string): Promise<void> {
  const fromAny = accountFromAddressKey(merchantCode, name, '');
  await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb('key', '=', accountKey(merchantCode, name)), eb.and([eb('key', '>=', fromAny), eb('key', '<', `${fromAny}\uffff`)])]))
    .execute();
}
