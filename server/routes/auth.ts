import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { TRIAL_TYPE } from '#src/shared/contract/platform';
import { checkCaptcha, checkMobile } from '#src/shared/contract/validation';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { loginFailures, loginLocks } from '../metrics';
import { verifyCaptcha } from '../services/captcha';
import {
  ADDRESS_ACCOUNT_LOCK_FAILURES,
  accountFromAddressKey,
  accountKey,
  CAPTCHA_AFTER_ACCOUNT_FAILURES,
  CAPTCHA_AFTER_IP_FAILURES,
  guardedTry,
  IP_LOCK_FAILURES,
  ipKey,
} from '../services/login-attempts';
import { findMemberByAccount, findMemberByMobile, normalizeAccount, phoneKey } from '../services/members';
import { hasFlag } from '../services/merchant-settings';
import { hashPassword, verifyPassword } from '../services/passwords';
import { Refusal } from '../services/refusal';
import { createSession, deleteSession, sessionCountOf } from '../services/sessions';
import { createTrialAccount, mayCreateTrial } from '../services/trial-accounts';
import { verifyCode } from '../services/verification-codes';

export const authRoutes = new Hono<AppEnv>();

mount(authRoutes, 'publicKey', async (_input, c) => c.get('services').crypto.publicKey);

/**
 * Login by username and password, or (flag MOBVERFLOGIN3) by mobile number and SMS code.
 * Failures count for 15 minutes on the account, on the account from the client's address, and on
 * the address (docs/decisions/019). After one on the account, or ten from the address, a captcha is
 * needed, which every failure says with value.captcha; a captcha answers one try only. From ten on
 * the account from one address that address may not try it again in the window, and from fifty
 * from one address it may try none: a player elsewhere is never refused for someone else's
 * failures, only asked for a captcha. Tries sent all at once meet the captcha and the lock as if
 * they came one by one (guardedTry). A wrong password and an unknown account, or a wrong code and
 * an unknown number, answer alike.
 */
mount(authRoutes, 'login', async (input, c) => {
  const { db } = c.get('services');
  const merchant = c.get('merchant');
  if (input.type === 'firebase') throw new Refusal('err_provider_unavailable');

  let subject: string;
  if (input.type === 'sms') {
    if (!(await hasFlag(db, merchant.code, 'MOBVERFLOGIN3'))) throw new Refusal('err_no_permission');
    if (!input.countryDialingCode || checkMobile(input.username.trim())) throw new Refusal('err_mobile_invalid');
    subject = `sms:${phoneKey(input.countryDialingCode, input.username)}`;
  } else {
    subject = normalizeAccount(input.username);
  }
  const ip = clientIp(c);
  const guards = [
    { key: accountKey(merchant.code, subject), limits: [CAPTCHA_AFTER_ACCOUNT_FAILURES], clearOnRight: true },
    { key: accountFromAddressKey(merchant.code, subject, ip), limits: [ADDRESS_ACCOUNT_LOCK_FAILURES], clearOnRight: true },
    { key: ipKey(ip), limits: [CAPTCHA_AFTER_IP_FAILURES, IP_LOCK_FAILURES], clearOnRight: false },
  ] as const;
  const member = await guardedTry(db, guards, async ([onAccount = 0, fromHere = 0, onIp = 0]) => {
    if (fromHere >= ADDRESS_ACCOUNT_LOCK_FAILURES || onIp >= IP_LOCK_FAILURES) {
      loginLocks.inc();
      throw new Refusal('err_too_many_requests', { captcha: true });
    }
    if (onAccount >= CAPTCHA_AFTER_ACCOUNT_FAILURES || onIp >= CAPTCHA_AFTER_IP_FAILURES) {
      const format = checkCaptcha(input.captcha ?? '');
      if (format === 'err_captcha_required') {
        loginFailures.inc({ reason: 'captcha' });
        throw new Refusal('err_captcha_required', { captcha: true });
      }
      // Checked (and so used up) even when malformed: every try needs a fresh challenge.
      if (!(await verifyCaptcha(db, input.captchaId, input.captcha)) || format) {
        loginFailures.inc({ reason: 'captcha' });
        throw new Refusal('err_captcha_wrong', { captcha: true });
      }
    }
    return input.type === 'sms'
      ? smsLoginMember(c, input.countryDialingCode ?? '', input.username, input.password)
      : passwordLoginMember(c, subject, input.password);
  });
  if (!member) {
    loginFailures.inc({ reason: 'credentials' });
    throw new Refusal(input.type === 'sms' ? 'err_sms_code_wrong' : 'err_login_failed', { captcha: true });
  }
  if (member.status !== 'active') throw new Refusal('err_user_disabled');
  const previousLogins = await sessionCountOf(db, member.id);
  const token = await createSession(db, member.id);
  return { token, merchantCode: merchant.code, userName: member.account, type: member.type, firstTimeLogin: previousLogins === 0 };
});

type LoginMember = { id: number; account: string; type: number; status: string };

async function passwordLoginMember(c: Context<AppEnv>, account: string, password: string): Promise<LoginMember | undefined> {
  const member = await findMemberByAccount(c.get('services').db, c.get('merchant').code, account);
  if (!member) {
    // As slow as a wrong password, so the time taken does not tell which names exist.
    await verifyPassword(password, await dummyHash());
    return undefined;
  }
  return (await verifyPassword(password, member.password_hash)) ? member : undefined;
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  return dummy;
}

/** The code is checked before the number's owner is looked up, so both failures look the same. */
async function smsLoginMember(c: Context<AppEnv>, dialingCode: string, mobile: string, code: string): Promise<LoginMember | undefined> {
  const { db } = c.get('services');
  const merchantCode = c.get('merchant').code;
  const valid = await verifyCode(db, { merchantCode, phoneKey: phoneKey(dialingCode, mobile), purpose: 'login' }, code);
  return valid ? findMemberByMobile(db, merchantCode, dialingCode, mobile) : undefined;
}

mount(authRoutes, 'createTrialUser', async (input, c) => {
  const { db, config } = c.get('services');
  const merchant = c.get('merchant');
  const limits = { perAddress: config.TRIAL_LIMIT_PER_ADDRESS, perDevice: config.TRIAL_LIMIT_PER_DEVICE };
  if (!(await mayCreateTrial(db, merchant.code, clientIp(c), input.deviceId, limits))) throw new Refusal('err_too_many_requests');
  const trial = await createTrialAccount(db, merchant.code, merchant.currency);
  return { token: trial.token, merchantCode: merchant.code, userName: trial.account, type: TRIAL_TYPE, firstTimeLogin: true };
});

mount(authRoutes, 'logout', async (_input, c) => {
  const token = c.get('token');
  if (token) await deleteSession(c.get('services').db, token);
  return {};
});
