import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem } from '#src/shared/contract/age';
import { firstProblem } from '#src/shared/contract/form-schema';
import {
  checkCaptcha,
  checkConfirmPassword,
  checkEmail,
  checkMobile,
  checkNewPassword,
  checkRegisterField,
  checkRegistration,
  checkSmsCode,
  type FieldSetting,
  passwordChangeForm,
} from '#src/shared/contract/validation';

describe('field rules (product rules 5.2, 5.4, 5.8 and 5.19)', () => {
  it('mobile: digits, at most 20', () => {
    expect(checkMobile('9171234567')).toBeNull();
    expect(checkMobile('1'.repeat(20))).toBeNull();
    expect(checkMobile('1'.repeat(21))).toBe('err_mobile_invalid');
    expect(checkMobile('91712-4567')).toBe('err_mobile_invalid');
    expect(checkMobile('')).toBe('err_field_required');
  });

  it('SMS code: required, digits, at most 10', () => {
    expect(checkSmsCode('')).toBe('in_vwrite_code');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('1'.repeat(10))).toBeNull();
    expect(checkSmsCode('1'.repeat(11))).toBe('err_sms_code_wrong');
  });

  it('e-mail: at most 255 and shaped like one', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail(`${'a'.repeat(250)}@b.com`)).toBe('err_email_invalid');
    expect(checkEmail('no-at-sign.com')).toBe('err_email_invalid');
  });

  it('captcha: required when shown, exactly 6 digits', () => {
    expect(checkCaptcha('')).toBe('err_captcha_required');
    expect(checkCaptcha('12345')).toBe('err_captcha_wrong');
    expect(checkCaptcha('12345a')).toBe('err_captcha_wrong');
    expect(checkCaptcha('123456')).toBeNull();
  });

  it('confirm password: required, then equal', () => {
    expect(checkConfirmPassword('secret1', '')).toBe('in_incorrect_password');
    expect(checkConfirmPassword('secret1', 'secret2')).toBe('in_confirmation_correct');
    expect(checkConfirmPassword('secret1', 'secret1')).toBeNull();
  });

  it('password change: new differs from old, confirm required and matching; the server reads the first problem', () => {
    const first = (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
      firstProblem(passwordChangeForm, { oldPassword, newPassword, confirmNewPassword });
    expect(first('abc123', 'abc123', 'abc123')).toEqual({ field: 'newPassword', message: 'err_same_password' });
    expect(first('abc123', 'xyz789', '')).toEqual({ field: 'confirmNewPassword', message: 'err_enter_password' });
    expect(first('abc123', 'xyz789', 'xyz788')).toEqual({ field: 'confirmNewPassword', message: 'err_confirm_not_matched' });
    expect(first('abc123', 'xyz789', 'xyz789')).toBeNull();
  });

  it("password change: the form sees every field's problem at once", () => {
    const parsed = passwordChangeForm.safeParse({ oldPassword: '', newPassword: 'abc', confirmNewPassword: '' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['oldPassword', 'err_field_required'],
      ['newPassword', 'err_password_format'],
      ['confirmNewPassword', 'err_enter_password'],
    ]);
  });
});

describe('registration fields against server settings', () => {
  const setting = (over: Partial<FieldSetting>): FieldSetting => ({ name: 'nickname', enabled: true, required: false, ...over });

  it('skips disabled fields and lets an empty optional field pass', () => {
    expect(checkRegisterField(setting({ enabled: false, required: true }), '')).toBeNull();
    expect(checkRegisterField(setting({}), '')).toBeNull();
    expect(checkRegisterField(setting({ required: true }), '')).toBe('err_field_required');
  });

  it('applies bounds and the pattern with the field’s own message', () => {
    const username = setting({ name: 'username', minLength: 4, maxLength: 8, pattern: '^[a-z0-9]+$' });
    expect(checkRegisterField(username, 'abc')).toBe('err_account_format');
    expect(checkRegisterField(username, 'abcdefghi')).toBe('err_account_format');
    expect(checkRegisterField(username, 'ABCD')).toBe('err_account_format');
    expect(checkRegisterField(username, 'abcd')).toBeNull();
    expect(checkRegisterField(setting({ name: 'wechat', maxLength: 3 }), 'abcd')).toBe('err_field_length');
  });

  it('refuses control and text-direction characters in any field, passwords with their own message', () => {
    for (const hidden of ['\u0000', '\u0007', '\t', '\u0085', '\u202E', '\u2066', '\u200F', '\u061C', '\u200B', '\uFEFF', '\u2028']) {
      expect(checkRegisterField(setting({}), `Juan${hidden}Cruz`)).toBe('err_text_characters');
      expect(checkRegisterField(setting({ name: 'payeeName' }), `${hidden}Juan`)).toBe('err_text_characters');
      expect(checkRegisterField(setting({ name: 'password' }), `abc${hidden}123`)).toBe('err_password_format');
      expect(checkNewPassword(`abc${hidden}123`)).toBe('err_password_format');
    }
    // Names of every script, with their own marks, are no hidden characters.
    for (const name of ['Nguyễn Văn An', 'สมชาย', '王小明', 'José da Silva', 'محمد', 'Ana 👩\u200D💻'])
      expect(checkRegisterField(setting({}), name)).toBeNull();
  });

  it('never blocks on a server pattern that does not compile', () => {
    expect(checkRegisterField(setting({ pattern: '([' }), 'anything')).toBeNull();
  });

  const settings: FieldSetting[] = [
    { name: 'username', enabled: true, required: true, minLength: 4, maxLength: 16 },
    { name: 'password', enabled: true, required: true, minLength: 6, maxLength: 20 },
    { name: 'confirmPassword', enabled: true, required: true },
    { name: 'email', enabled: true, required: false, maxLength: 255 },
    { name: 'mobileNum', enabled: true, required: false, maxLength: 20 },
    { name: 'verificationCode', enabled: true, required: false, maxLength: 10 },
    { name: 'captcha', enabled: true, required: true },
  ];

  const AGE = { today: '2026-11-24', limit: 18 } as const;

  it('reports the first failing field in form order', () => {
    expect(checkRegistration(settings, { username: 'ab', password: '1', captcha: '' }, 'username', AGE)).toEqual({
      field: 'username',
      message: 'err_account_format',
    });
    expect(checkRegistration(settings, { username: 'abcd', password: 'secret1', confirmPassword: 'secret2', captcha: '123456' }, 'username', AGE)).toEqual({
      field: 'confirmPassword',
      message: 'in_confirmation_correct',
    });
    expect(
      checkRegistration(settings, { username: 'abcd', password: 'secret1', confirmPassword: 'secret1', email: 'bad', captcha: '123456' }, 'username', AGE),
    ).toEqual({
      field: 'email',
      message: 'err_email_invalid',
    });
  });

  it('needs the mobile number and its SMS code for mobile registration, not the username', () => {
    expect(checkRegistration(settings, { password: 'secret1', confirmPassword: 'secret1', captcha: '123456' }, 'mobileNum', AGE)).toEqual({
      field: 'mobileNum',
      message: 'err_field_required',
    });
    expect(
      checkRegistration(settings, { mobileNum: '9171234567', password: 'secret1', confirmPassword: 'secret1', captcha: '123456' }, 'mobileNum', AGE),
    ).toEqual({
      field: 'verificationCode',
      message: 'in_vwrite_code',
    });
    expect(
      checkRegistration(
        settings,
        { mobileNum: '9171234567', verificationCode: '123456', password: 'secret1', confirmPassword: 'secret1', captcha: '123456' },
        'mobileNum',
        AGE,
      ),
    ).toBeNull();
  });

  it('checks a date of birth where one is asked, against the merchant age', () => {
    const withBirth: FieldSetting[] = [...settings, { name: 'birthDate', enabled: true, required: true }];
    const values = { username: 'abcd', password: 'secret1', confirmPassword: 'secret1', captcha: '123456' };
    expect(checkRegistration(withBirth, values, 'username', AGE)).toEqual({ field: 'birthDate', message: 'err_field_required' });
    expect(checkRegistration(withBirth, { ...values, birthDate: '2008-11-24' }, 'username', AGE)).toBeNull();
    expect(checkRegistration(withBirth, { ...values, birthDate: '2008-11-24' }, 'username', { today: '2026-11-24', limit: 21 })).toEqual({
      field: 'birthDate',
      message: 'err_age_confirm_21',
    });
  });
});

describe('date of birth and age', () => {
  it.each([
    ['2008-11-24', 18, null],
    ['2008-11-25', 18, 'err_age_confirm_18'],
    ['2005-11-24', 21, null],
    ['2005-11-25', 21, 'err_age_confirm_21'],
    ['2026-11-25', 18, 'err_birth_date'],
    ['2001-02-30', 18, 'err_birth_date'],
    ['1890-01-01', 18, 'err_birth_date'],
    ['24/11/2000', 18, 'err_birth_date'],
  ] as const)('born %s, merchant age %i: %s', (birthDate, limit, problem) => {
    expect(birthDateProblem(birthDate, '2026-11-24', limit)).toBe(problem);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
