import type { Db } from '../db/database';
import { ATTEMPT_WINDOW_MS, TRY_STALE_MS } from './login-attempts';
import { TRIAL_DEVICE_WINDOW_MS } from './trial-accounts';
import { BIND_CODE_WINDOW_MS } from './verification-codes';

/** How often each server process sweeps. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Deletes rows that can no longer matter: captchas and sealed-body nonces past their time,
 * login-failure counters idle for a whole window, trial-account counters idle for a day and
 * bind-code counters idle for an hour. Every reader already ignores such rows, so the sweep
 * only keeps the tables small, off the requests' path. The deletes are
 * idempotent, so several server instances on one database may sweep at once.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await db.deleteFrom('captchas').where('expires_at', '<', now.toISOString()).execute();
  await db.deleteFrom('sealed_nonces').where('expires_at', '<', now.toISOString()).execute();
  await db
    .deleteFrom('login_attempts')
    .where('key', 'not like', 'trial:%')
    .where('key', 'not like', 'bind:%')
    .where('last_failure_at', '<', before(ATTEMPT_WINDOW_MS))
    .execute();
  await db.deleteFrom('login_attempts').where('key', 'like', 'bind:%').where('last_failure_at', '<', before(BIND_CODE_WINDOW_MS)).execute();
  await db.deleteFrom('login_attempts').where('key', 'like', 'trial:%').where('last_failure_at', '<', before(TRIAL_DEVICE_WINDOW_MS)).execute();
  await db.deleteFrom('login_tries').where('started_at', '<', before(TRY_STALE_MS)).execute();
}

/** Sweeps now and then every SWEEP_EVERY_MS, without keeping the process alive; returns a stop. */
export function startHousekeeping(db: Db, log: (message: string) => void = console.error): () => void {
  const sweep = () => void sweepExpired(db).catch((error: unknown) => log(`housekeeping: ${String(error)}`));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
