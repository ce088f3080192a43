import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisterFieldName } from '#src/shared/contract/validation';

/** Labels of the registration payload fields (product rule 3.13). */
export const FIELD_LABELS: Record<RegisterFieldName, MessageDescriptor> = {
  username: msg({ id: 'field_username', message: 'Username' }),
  mobileNum: msg({ id: 'mobile_label', message: 'Mobile number' }),
  verificationCode: msg({ id: 'verification_code', message: 'Verification code' }),
  password: msg({ id: 'login_password_label', message: 'Password' }),
  confirmPassword: msg({ id: 'field_confirm_password', message: 'Confirm password' }),
  paymentPassword: msg({ id: 'field_payment_password', message: 'Payment password' }),
  nickname: msg({ id: 'field_nickname', message: 'Nickname' }),
  payeeName: msg({ id: 'field_payee_name', message: 'Real name' }),
  birthDate: msg({ id: 'field_birth_date', message: 'Date of birth' }),
  email: msg({ id: 'field_email', message: 'E-mail' }),
  idNumber: msg({ id: 'field_id_number', message: 'ID number' }),
  qqNum: msg({ id: 'field_qq', message: 'QQ number' }),
  facebook: msg({ id: 'field_facebook', message: 'Facebook' }),
  wechat: msg({ id: 'field_wechat', message: 'WeChat' }),
  line: msg({ id: 'field_line', message: 'LINE' }),
  whatsapp: msg({ id: 'field_whatsapp', message: 'WhatsApp' }),
  zalo: msg({ id: 'field_zalo', message: 'Zalo' }),
  affiliateCode: msg({ id: 'field_affiliate_code', message: 'Invitation code' }),
  recommenderId: msg({ id: 'field_recommender', message: 'Referrer ID' }),
  captcha: msg({ id: 'captcha_label', message: 'Captcha' }),
};

export const PASSWORD_FIELDS: ReadonlySet<RegisterFieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);
export const NUMERIC_FIELDS: ReadonlySet<RegisterFieldName> = new Set(['mobileNum', 'verificationCode', 'captcha', 'qqNum']);
