import { Hono } from 'hono';
import { firstProblem } from '#src/shared/contract/form-schema';
import { checkEmail, forgetPasswordForm, passwordChangeForm } from '#src/shared/contract/validation';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { requestLanguage } from '../http/request-language';
import { sendCode } from '../services/code-delivery';
import { ACCOUNT_LOCK_FAILURES, clearAccountFailures, guardedTry } from '../services/login-attempts';
import { findMemberByEmail, findMemberByMobile, normalizeEmail, phoneKey } from '../services/members';
import { isCurrentPassword, setPassword } from '../services/passwords';
import { Refusal } from '../services/refusal';
import { deleteAllSessions, deleteOtherSessions } from '../services/sessions';
import { verifyCode } from '../services/verification-codes';

/** Password change (signed in) and recovery by SMS or e-mail code. */
export const passwordRoutes = new Hono<AppEnv>();

/** The recovery form's rules, shared with the client: checked before the code is tried, so a typo does not use it up. */
function checkRecovery(input: {
  channel: 'sms' | 'email';
  mobileNum?: string;
  email?: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}): void {
  const invalid = firstProblem(forgetPasswordForm, { mobileNum: '', email: '', ...input });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
}

/**
 * Change password: the old one first (wrong guesses are counted like failed logins, so a held
 * session cannot be used to try passwords without end), then the shared rules. Every other
 * session of the member ends; the one that made the change stays.
 */
mount(passwordRoutes, 'changePassword', async (input, c) => {
  const { db } = c.get('services');
  const memberId = c.get('memberId');
  if (memberId === null) throw new ApiFailure(401, 'err_not_logged_in');
  const right = await guardedTry(db, [{ key: `pwchange:${memberId}`, limits: [ACCOUNT_LOCK_FAILURES], clearOnRight: true }], async ([failures = 0]) => {
    if (failures >= ACCOUNT_LOCK_FAILURES) throw new Refusal('err_too_many_requests');
    return (await isCurrentPassword(db, memberId, input.oldPassword)) || undefined;
  });
  if (!right) throw new Refusal('err_old_password_wrong', { field: 'oldPassword' });
  const invalid = firstProblem(passwordChangeForm, input);
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  await setPassword(db, memberId, input.newPassword);
  await deleteOtherSessions(db, memberId, c.get('token'));
  return {};
});

/**
 * Reset by SMS code. The new password is checked before the code, so a typo in it does not use
 * the code up. A wrong code and a number nobody holds answer alike. All sessions end.
 */
mount(passwordRoutes, 'forgetBySms', async (input, c) => {
  const { db } = c.get('services');
  const merchant = c.get('merchant');
  checkRecovery({ channel: 'sms', ...input });
  const target = { merchantCode: merchant.code, phoneKey: phoneKey(input.countryDialingCode, input.mobileNum), purpose: 'forget' as const };
  const valid = await verifyCode(db, target, input.verificationCode);
  const member = valid ? await findMemberByMobile(db, merchant.code, input.countryDialingCode, input.mobileNum) : undefined;
  if (!member) throw new Refusal('err_sms_code_wrong', { field: 'verificationCode' });
  await setPassword(db, member.id, input.newPassword);
  await deleteAllSessions(db, member.id);
  await clearAccountFailures(db, merchant.code, member.account);
  return {};
});

/** Sends a reset code by e-mail: same limits as SMS, same answer whether the address is known or not. */
mount(passwordRoutes, 'forgetEmailRequest', async (input, c) => {
  const services = c.get('services');
  const merchant = c.get('merchant');
  const email = normalizeEmail(input.email);
  const invalid = checkEmail(email);
  if (invalid) throw new Refusal(invalid, { field: 'email' });
  const member = await findMemberByEmail(services.db, merchant.code, email);
  const sent = await sendCode(
    services,
    merchant,
    { channel: 'email', to: email, language: requestLanguage(c), address: clientIp(c) },
    'forget',
    member !== undefined,
  );
  if (!sent.ok) throw new Refusal(sent.reason === 'too_soon' ? 'err_sms_too_soon' : 'err_too_many_requests');
  return { expirationTime: sent.resendAt };
});

/** Reset by e-mail code; as by SMS. */
mount(passwordRoutes, 'forgetEmailReset', async (input, c) => {
  const { db } = c.get('services');
  const merchant = c.get('merchant');
  const email = normalizeEmail(input.email);
  checkRecovery({ channel: 'email', ...input, email });
  const valid = await verifyCode(db, { merchantCode: merchant.code, phoneKey: email, purpose: 'forget' }, input.verificationCode);
  const member = valid ? await findMemberByEmail(db, merchant.code, email) : undefined;
  if (!member) throw new Refusal('err_sms_code_wrong', { field: 'verificationCode' });
  await setPassword(db, member.id, input.newPassword);
  await deleteAllSessions(db, member.id);
  await clearAccountFailures(db, merchant.code, member.account);
  return {};
});
