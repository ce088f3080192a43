import { type AgeLimit, birthDateProblem } from './age';
import { fieldProblems, formSchema } from './form-schema';
import type { MessageKey } from './message-keys';

/** Input limits (product rules 5.2 and 9.15), used by the forms and enforced again by the server. */
export const LIMITS = {
  mobile: 20,
  mobileMin: 6,
  smsCode: 10,
  email: 255,
  captcha: 6,
  loginUsername: 64,
  loginPassword: 128,
  passwordMin: 6,
  passwordMax: 20,
} as const;

/** A failed check: the message key, and the field it belongs to. */
export type FieldError = { field: string; message: MessageKey };

const DIGITS = /^\d+$/;
/**
 * Control characters (C0, DEL, C1), the marks that turn text direction (embeddings, overrides,
 * isolates, LRM/RLM/ALM) and other invisible ones (zero-width space, byte-order mark, line and
 * paragraph separators): they make a name read as another ("\u202Egnp.exe"), hide in it, or
 * break what shows it. No one-line field takes them. (The zero-width joiner stays: emoji use it.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTERS.test(value);
}

/** The same for text of several lines (a remark, feedback): line breaks and tabs are the only controls it takes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
const UNSAFE_TEXT_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

export function hasUnsafeTextCharacters(value: string): boolean {
  return UNSAFE_TEXT_CHARACTERS.test(value);
}
// Deliberately loose: one @, something on both sides, a dot in the domain. The mailbox decides the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkMobile(value: string): MessageKey | null {
  if (!value) return 'err_field_required';
  if (!DIGITS.test(value) || value.length < LIMITS.mobileMin || value.length > LIMITS.mobile) return 'err_mobile_invalid';
  return null;
}

export function checkSmsCode(value: string): MessageKey | null {
  if (!value) return 'in_vwrite_code';
  if (!DIGITS.test(value) || value.length > LIMITS.smsCode) return 'err_sms_code_wrong';
  return null;
}

export function checkEmail(value: string): MessageKey | null {
  if (!value) return 'err_field_required';
  if (value.length > LIMITS.email || !EMAIL.test(value)) return 'err_email_invalid';
  return null;
}

/** Captcha: required when shown, exactly 6 digits. */
export function checkCaptcha(value: string): MessageKey | null {
  if (!value) return 'err_captcha_required';
  if (value.length !== LIMITS.captcha || !DIGITS.test(value)) return 'err_captcha_wrong';
  return null;
}

export function checkNewPassword(value: string): MessageKey | null {
  if (!value) return 'err_field_required';
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax || hasUnsafeCharacters(value)) return 'err_password_format';
  return null;
}

/** Confirm password: required (in_incorrect_password) and equal (in_confirmation_correct). */
export function checkConfirmPassword(password: string, confirm: string): MessageKey | null {
  if (!confirm) return 'in_incorrect_password';
  if (password !== confirm) return 'in_confirmation_correct';
  return null;
}

/**
 * The change-password form (product rule 5.8): the old password (asked for unless the session
 * holds it), a new one in the password format and not the old one, and its confirmation; every
 * field's problem at once. The server, which always has the old one, answers the first.
 */
export const passwordChangeForm = formSchema(['oldPassword', 'newPassword', 'confirmNewPassword'], (v) =>
  fieldProblems({
    oldPassword: v.oldPassword ? null : 'err_field_required',
    newPassword: checkNewPassword(v.newPassword) ?? (v.oldPassword === v.newPassword ? 'err_same_password' : null),
    confirmNewPassword: !v.confirmNewPassword ? 'err_enter_password' : v.confirmNewPassword !== v.newPassword ? 'err_confirm_not_matched' : null,
  }),
);

/** Binding a mobile number or an e-mail address: the new one, and the code sent to it (product rules 5.1 and 5.19). */
export const bindMobileForm = formSchema(['mobileNum', 'code'], ({ mobileNum, code }) =>
  fieldProblems({ mobileNum: checkMobile(mobileNum), code: checkSmsCode(code) }),
);
export const bindEmailForm = formSchema(['email', 'code'], ({ email, code }) => fieldProblems({ email: checkEmail(email), code: checkSmsCode(code) }));

/** A new password and its confirmation, as every form that sets one checks them (product rules 5.4 and 5.5). */
const newPasswordProblems = (newPassword: string, confirmPassword: string) =>
  fieldProblems({ newPassword: checkNewPassword(newPassword), confirmPassword: checkConfirmPassword(newPassword, confirmPassword) });

/** Password recovery: the mobile number or the e-mail address the code went to, the code, the new password twice. */
export const forgetPasswordForm = formSchema(['channel', 'mobileNum', 'email', 'verificationCode', 'newPassword', 'confirmPassword'], (v) => [
  ...fieldProblems({
    mobileNum: v.channel === 'sms' ? checkMobile(v.mobileNum) : null,
    email: v.channel === 'email' ? checkEmail(v.email) : null,
    verificationCode: checkSmsCode(v.verificationCode),
  }),
  ...newPasswordProblems(v.newPassword, v.confirmPassword),
]);

/**
 * Logging in (product rules 5.2 and 4.7): by account and password, or by mobile number and SMS
 * code; the captcha's 6 digits once one is shown (`captchaShown` is `yes`).
 */
export const loginForm = formSchema(['tab', 'username', 'password', 'mobileNum', 'smsCode', 'captchaShown', 'captcha'], (v) =>
  fieldProblems({
    username: v.tab === 'username' && !v.username.trim() ? 'login_username_required' : null,
    password: v.tab === 'username' && !v.password ? 'login_password_required' : null,
    mobileNum: v.tab === 'sms' ? checkMobile(v.mobileNum) : null,
    smsCode: v.tab === 'sms' ? checkSmsCode(v.smsCode) : null,
    captcha: v.captchaShown === 'yes' ? checkCaptcha(v.captcha) : null,
  }),
);

export type FieldSetting = { name: string; enabled: boolean; required: boolean; minLength?: number; maxLength?: number; pattern?: string };

/**
 * One registration field against the server's setting: disabled fields are skipped, an empty
 * optional field passes, then bounds, then the pattern. Known fields keep their own message.
 */
export function checkRegisterField(setting: FieldSetting, raw: string | undefined): MessageKey | null {
  if (!setting.enabled) return null;
  const value = raw ?? '';
  if (!value) {
    if (!setting.required) return null;
    return setting.name === 'verificationCode' ? 'in_vwrite_code' : setting.name === 'captcha' ? 'err_captcha_required' : 'err_field_required';
  }
  if (setting.name === 'mobileNum') return checkMobile(value) ?? boundsAndPattern(setting, value, 'err_mobile_invalid');
  if (setting.name === 'email') return checkEmail(value) ?? boundsAndPattern(setting, value, 'err_email_invalid');
  if (setting.name === 'verificationCode') return checkSmsCode(value);
  if (setting.name === 'captcha') return checkCaptcha(value);
  const formatKey: MessageKey =
    setting.name === 'username'
      ? 'err_account_format'
      : setting.name === 'password' || setting.name === 'paymentPassword'
        ? 'err_password_format'
        : setting.name === 'nickname' || setting.name === 'payeeName'
          ? 'err_name_invalid'
          : 'err_field_format';
  return boundsAndPattern(setting, value, formatKey);
}

function boundsAndPattern(setting: FieldSetting, value: string, formatKey: MessageKey): MessageKey | null {
  if (hasUnsafeCharacters(value)) return setting.name.toLowerCase().includes('password') ? formatKey : 'err_text_characters';
  if ((setting.minLength !== undefined && value.length < setting.minLength) || (setting.maxLength !== undefined && value.length > setting.maxLength)) {
    return setting.name === 'username' || setting.name.toLowerCase().includes('password') ? formatKey : 'err_field_length';
  }
  if (setting.pattern && !safePattern(setting.pattern).test(value)) return formatKey;
  return null;
}

/** A server-supplied pattern that does not compile never blocks the player: it matches anything. */
function safePattern(pattern: string): RegExp {
  try {
    return new RegExp(pattern);
  } catch {
    return /[\s\S]*/;
  }
}

/** The registration fields in the order the form shows and checks them (first failure takes focus). */
export const REGISTER_FIELD_ORDER = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'birthDate',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'affiliateCode',
  'recommenderId',
  'captcha',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_ORDER)[number];

/**
 * The registration form (product rule 5.3): every field of the order as typed (an unused one
 * empty), checked by `checkRegistration` against the merchant's settings; its first problem.
 */
export function registrationForm(settings: readonly FieldSetting[], method: 'username' | 'mobileNum', age: { today: string; limit: AgeLimit }) {
  return formSchema(REGISTER_FIELD_ORDER, (values) => checkRegistration(settings, values, method, age));
}

/** A registration's fields as the form holds them: each a string, '' where nothing was typed. */
export function registrationValues(values: Partial<Record<RegisterFieldName, string | undefined>>): Record<RegisterFieldName, string> {
  return Object.fromEntries(REGISTER_FIELD_ORDER.map((name) => [name, values[name] ?? ''])) as Record<RegisterFieldName, string>;
}

/**
 * Checks a whole registration in field order. `method` decides which identity field is
 * required: username registration needs username, mobile registration needs mobileNum.
 */
export function checkRegistration(
  settings: readonly FieldSetting[],
  values: Partial<Record<RegisterFieldName, string>>,
  method: 'username' | 'mobileNum',
  age: { today: string; limit: AgeLimit },
): FieldError | null {
  for (const name of REGISTER_FIELD_ORDER) {
    const base = settings.find((s) => s.name === name);
    if (!base) continue;
    let setting = base;
    if (name === 'username') setting = { ...base, enabled: method === 'username', required: method === 'username' };
    if (name === 'mobileNum') setting = { ...base, enabled: base.enabled || method === 'mobileNum', required: method === 'mobileNum' || base.required };
    if (name === 'verificationCode') setting = { ...base, enabled: method === 'mobileNum' && base.enabled, required: method === 'mobileNum' && base.enabled };
    if (name === 'confirmPassword') {
      const message = checkConfirmPassword(values.password ?? '', values.confirmPassword ?? '');
      if (message) return { field: name, message };
      continue;
    }
    const message = checkRegisterField(setting, values[name]);
    if (message) return { field: name, message };
    const birthDate = values.birthDate;
    if (name === 'birthDate' && setting.enabled && birthDate) {
      const problem = birthDateProblem(birthDate, age.today, age.limit);
      if (problem) return { field: name, message: problem };
    }
  }
  return null;
}
