import { firstProblem } from '#src/shared/contract/form-schema';
import { PAYMENT_PASSWORD_PATTERN, paymentPasswordForm } from '#src/shared/contract/security';
import type { Db } from '../db/database';
import { guardedTry } from './login-attempts';
import { hashPassword, verifyPassword } from './passwords';
import { Refusal } from './refusal';

/** Six digits are a million guesses: after this many wrong ones in the window, no more tries. */
export const PAYMENT_PASSWORD_LOCK_FAILURES = 5;

const attemptKey = (memberId: number) => `paypw:${memberId}`;

export function checkNewPaymentPassword(password: string, confirmPassword: string): void {
  const invalid = firstProblem(paymentPasswordForm, { proof: 'none', oldPassword: '', smsCode: '', password, confirmPassword });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
}

export async function setPaymentPasswordHash(db: Db, memberId: number, password: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(password) })
    .where('id', '=', memberId)
    .execute();
}

/** Whether this is the member's current payment password; not counted as a failed try. */
export async function isPaymentPassword(db: Db, memberId: number, password: string): Promise<boolean> {
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  return member.payment_password_hash !== null && (await verifyPassword(password, member.payment_password_hash));
}

/**
 * Checks the member's payment password, counting wrong ones in the login-failure window: from
 * PAYMENT_PASSWORD_LOCK_FAILURES on, every try is refused with 429 until the window ends.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!member.payment_password_hash) throw new Refusal('err_payment_password_not_set');
  const hash = member.payment_password_hash;
  const right = await guardedTry(db, [{ key: attemptKey(memberId), limits: [PAYMENT_PASSWORD_LOCK_FAILURES], clearOnRight: true }], async ([failures = 0]) => {
    if (failures >= PAYMENT_PASSWORD_LOCK_FAILURES) throw new Refusal('err_too_many_requests');
    return (PAYMENT_PASSWORD_PATTERN.test(password) && (await verifyPassword(password, hash))) || undefined;
  });
  if (!right) throw new Refusal('err_payment_password_wrong', { field: 'paymentPassword' });
}
