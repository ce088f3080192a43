import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { Country } from '#src/shared/contract/account';
import { ageConfirmKey } from '#src/shared/contract/age';
import { firstProblem } from '#src/shared/contract/form-schema';
import type { MessageKey } from '#src/shared/contract/message-keys';
import { checkSmsCode, type FieldSetting, type RegisterFieldName, registrationForm, registrationValues } from '#src/shared/contract/validation';
import { type Db, isUniqueViolation } from '../db/database';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { verifyCaptcha } from '../services/captcha';
import {
  accountExists,
  createMember,
  findMemberByEmail,
  findMemberByMobile,
  normalizeAccount,
  normalizeEmail,
  normalizeMobile,
  phoneKey,
} from '../services/members';
import { hasFlag, registerSettings, siteAgeLimit } from '../services/merchant-settings';
import { hashPassword } from '../services/passwords';
import { type Referral, resolveReferralCode } from '../services/referrals';
import { Refusal } from '../services/refusal';
import { createSession } from '../services/sessions';
import { calendarDay } from '../services/sign-in';
import { verifyCode } from '../services/verification-codes';

/** Registration and what the registration form asks before it: countries, name and code checks, social start. */
export const accountRoutes = new Hono<AppEnv>();

export const COUNTRIES: readonly Country[] = [
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'CN', name: 'China', dialingCode: '86' },
  { code: 'BR', name: 'Brazil', dialingCode: '55' },
  { code: 'MY', name: 'Malaysia', dialingCode: '60' },
  { code: 'ID', name: 'Indonesia', dialingCode: '62' },
  { code: 'IN', name: 'India', dialingCode: '91' },
  { code: 'SG', name: 'Singapore', dialingCode: '65' },
  { code: 'US', name: 'United States', dialingCode: '1' },
];

mount(accountRoutes, 'countries', async () => [...COUNTRIES]);

mount(accountRoutes, 'usernameCheck', async (input, c) => ({
  available: !(await accountExists(c.get('services').db, c.get('merchant').code, input.username)),
}));

/** An agent's affiliate code or a member's referral code (both are account names). */
mount(accountRoutes, 'affiliateCheck', async (input, c) => ({
  success: (await resolveReferralCode(c.get('services').db, c.get('merchant').code, input.code)) !== undefined,
}));

const SOCIAL_FLAGS = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3', telegram: null } as const;

mount(accountRoutes, 'socialStart', async (input, c) => {
  const { db, config } = c.get('services');
  const flag = SOCIAL_FLAGS[input.provider];
  if (flag && !(await hasFlag(db, c.get('merchant').code, flag))) throw new Refusal('err_no_permission');
  const url = config.SOCIAL_LOGIN_URLS[input.provider];
  if (!url) throw new Refusal('coming_soon');
  return { url };
});

const fieldFailure = (message: MessageKey, field: string) => new Refusal(message, { field });

function isEnabled(settings: readonly FieldSetting[], name: string): boolean {
  return settings.some((s) => s.name === name && s.enabled);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Registration by username or by mobile number. Checks run in this order, each failing with
 * the field it concerns: method allowed by the merchant's flags, the fields against the
 * merchant's settings (form order), captcha, invitation code (agent or member), duplicates, SMS code. The SMS code
 * is checked last so a refusal for another reason does not use it up.
 */
mount(accountRoutes, 'register', async (input, c) => {
  const { db } = c.get('services');
  const merchant = c.get('merchant');
  const username = nonEmpty(input.username);
  const method = username ? 'username' : 'mobileNum';
  if (!(await hasFlag(db, merchant.code, method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3'))) {
    throw new Refusal('err_no_permission');
  }

  const settings = await registerSettings(db, merchant.code);
  const values: Partial<Record<RegisterFieldName, string>> = {
    username,
    mobileNum: input.mobileNum?.trim(),
    verificationCode: input.verificationCode,
    password: input.password,
    confirmPassword: input.confirmPassword,
    paymentPassword: input.paymentPassword,
    nickname: input.nickname?.trim(),
    payeeName: input.payeeName,
    email: input.email?.trim(),
    idNumber: input.idNumber,
    qqNum: input.qqNum,
    facebook: input.facebook,
    wechat: input.wechat,
    line: input.line,
    whatsapp: input.whatsapp,
    zalo: input.zalo,
    affiliateCode: input.affiliateCode?.trim(),
    recommenderId: input.recommenderId,
    captcha: input.captcha,
    birthDate: input.birthDate,
  };
  const ageLimit = await siteAgeLimit(db, merchant.code);
  const form = registrationForm(settings, method, { today: calendarDay(new Date(), merchant.time_zone), limit: ageLimit });
  const invalid = firstProblem(form, registrationValues(values));
  if (invalid) throw fieldFailure(invalid.message, invalid.field);
  // The agreement carries the age confirmation (18 or 21 by merchant, product rule 5.7); without it, no account.
  if (input.ageConfirmed !== true) throw new Refusal(ageConfirmKey(ageLimit));

  // Which optional fields are kept: only those the merchant asks for (and so were checked above).
  const mobile = method === 'mobileNum' || isEnabled(settings, 'mobileNum') ? nonEmpty(values.mobileNum) : undefined;
  const email = isEnabled(settings, 'email') ? nonEmpty(values.email) : undefined;
  const nickname = isEnabled(settings, 'nickname') ? (values.nickname ?? '') : '';
  // A number means nothing without its country: the dialing code comes with it.
  if (mobile && !input.countryDialingCode) throw fieldFailure('err_mobile_invalid', 'mobileNum');
  const dialingCode = mobile ? (input.countryDialingCode ?? null) : null;

  if (isEnabled(settings, 'captcha')) {
    if (!input.captcha) throw fieldFailure('err_captcha_required', 'captcha');
    if (!(await verifyCaptcha(db, input.captchaId, input.captcha))) throw fieldFailure('err_captcha_wrong', 'captcha');
  }

  let referral: Referral = { agentId: null, referredById: null };
  const affiliateCode = nonEmpty(values.affiliateCode);
  if (affiliateCode) {
    const found = await resolveReferralCode(db, merchant.code, affiliateCode);
    if (!found) throw fieldFailure('invitation_code_error', 'affiliateCode');
    referral = found;
  }

  if (username && (await accountExists(db, merchant.code, username))) throw fieldFailure('err_username_exists', 'username');
  if (mobile && dialingCode && (await findMemberByMobile(db, merchant.code, dialingCode, mobile))) {
    throw fieldFailure('err_username_exists', 'mobileNum');
  }
  if (email && (await findMemberByEmail(db, merchant.code, email))) throw fieldFailure('err_username_exists', 'email');

  if (method === 'mobileNum' && mobile && dialingCode && (await hasFlag(db, merchant.code, 'REGMOBVERF3'))) {
    const code = input.verificationCode ?? '';
    const format = checkSmsCode(code);
    if (format) throw fieldFailure(format, 'verificationCode');
    const ok = await verifyCode(db, { merchantCode: merchant.code, phoneKey: phoneKey(dialingCode, mobile), purpose: 'register' }, code);
    if (!ok) throw fieldFailure('err_sms_code_wrong', 'verificationCode');
  }

  const account = username ? normalizeAccount(username) : await accountForMobile(db, merchant.code, dialingCode ?? '', mobile ?? '');
  const passwordHash = await hashPassword(input.password);
  let memberId: number;
  try {
    memberId = await createMember(
      db,
      {
        merchantCode: merchant.code,
        account,
        nickname,
        passwordHash,
        mobile: mobile ? normalizeMobile(mobile) : null,
        countryDialingCode: dialingCode,
        email: email ? normalizeEmail(email) : null,
        registerMethod: input.registerMethod,
        registerUrl: input.registerUrl,
        referrerId: referral.agentId,
        referredById: referral.referredById,
        birthDate: isEnabled(settings, 'birthDate') ? (nonEmpty(values.birthDate) ?? null) : null,
      },
      merchant.currency,
      c.get('languageReading'),
    );
  } catch (error) {
    // Two registrations of the same name or number at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldFailure('err_username_exists', method);
    throw error;
  }
  const token = await createSession(db, memberId);
  return { token, merchantCode: merchant.code, userName: account, type: 0, firstTimeLogin: true };
});

/** "m" + dialing code + number; in the rare case a username already took that, a suffix is added. */
async function accountForMobile(db: Db, merchantCode: string, dialingCode: string, mobile: string): Promise<string> {
  const base = `m${dialingCode}${normalizeMobile(mobile)}`;
  if (!(await accountExists(db, merchantCode, base))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(1000, 10000)}`;
    if (!(await accountExists(db, merchantCode, candidate))) return candidate;
  }
}
