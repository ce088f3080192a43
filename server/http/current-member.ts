import { sessionHashOf } from '../services/sessions';

/** The member of a route the contract marks `auth: true` (the contract route has refused null). */
export function currentMemberId(c: { get(key: 'memberId'): number | null }): number {
  const id = c.get('memberId');
  if (id === null) throw new Error('auth route reached without a member');
  return id;
}

/** The Idempotency-Key of a route the contract marks `moneyMoving` or `keyed` (checked before the handler runs). */
export function currentIdempotencyKey(c: { get(key: 'idempotencyKey'): string | null }): string {
  const key = c.get('idempotencyKey');
  if (key === null) throw new Error('money route reached without an idempotency key');
  return key;
}

/** The session of a signed-in request, as the links it opens name it (they die with it). */
export function currentSessionHash(c: { get(key: 'token'): string | null }): string {
  const token = c.get('token');
  if (token === null) throw new Error('signed-in route reached without a token');
  return sessionHashOf(token);
}
