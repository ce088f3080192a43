import type { Context } from 'hono';
import { isTrialType, memberTypeOf } from '../services/notice-access';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';

/** The member of a route the contract marks `auth: true` (the contract route has refused null). */
export function currentMemberId(c: { get(key: 'memberId'): number | null }): number {
  const id = c.get('memberId');
  if (id === null) throw new Error('auth route reached without a member');
  return id;
}

/**
 * The member of a route mounted by hand beside the route table (multipart uploads), which does not
 * pass the contract route's session check: no session is a 401 as there.
 */
export function signedInMemberId(c: { get(key: 'memberId'): number | null; get(key: 'token'): string | null }): number {
  const id = c.get('memberId');
  if (id === null) throw new ApiFailure(401, c.get('token') ? 'err_account_logged_out' : 'err_not_logged_in');
  return id;
}

/** The Idempotency-Key of a route the contract marks `moneyMoving` (checked before the handler runs). */
export function currentIdempotencyKey(c: { get(key: 'idempotencyKey'): string | null }): string {
  const key = c.get('idempotencyKey');
  if (key === null) throw new Error('money route reached without an idempotency key');
  return key;
}

/**
 * The member of an `auth: true` route that trial accounts may not use (SPEC section 6): a trial
 * account is refused with 403 free_reject, as the client's route rules show.
 */
export async function currentNonTrialMemberId(c: Context<AppEnv>): Promise<number> {
  const memberId = signedInMemberId(c);
  if (isTrialType(await memberTypeOf(c.get('services').db, memberId))) throw new ApiFailure(403, 'free_reject');
  return memberId;
}
