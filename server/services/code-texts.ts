import type { LanguageCode } from '#src/shared/contract/platform';

type CodeText = { name: string; code: string; minutes: number };

/**
 * The SMS and e-mail that carry a verification code, in the language the player was using when
 * they asked for it. They leave the server, so they live here rather than in the app's catalogs.
 */
const BODIES: Record<LanguageCode, (t: CodeText) => string> = {
  EN: (t) => `[${t.name}] Your verification code is ${t.code}. It is valid for ${t.minutes} minutes. Do not share it with anyone.`,
  CN: (t) => `【${t.name}】您的验证码是 ${t.code}，${t.minutes} 分钟内有效。请勿告诉任何人。`,
  TH: (t) => `[${t.name}] รหัสยืนยันของคุณคือ ${t.code} ใช้ได้ ${t.minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  VI: (t) => `[${t.name}] Mã xác minh của bạn là ${t.code}, có hiệu lực trong ${t.minutes} phút. Không chia sẻ mã với bất kỳ ai.`,
  TY: (t) => `[${t.name}] Ang iyong verification code ay ${t.code}. Valid ito sa loob ng ${t.minutes} minuto. Huwag itong ibahagi kaninuman.`,
  PT: (t) => `[${t.name}] O seu código de verificação é ${t.code}. É válido por ${t.minutes} minutos. Não o partilhe com ninguém.`,
};

const SUBJECTS: Record<LanguageCode, { verify: string; reset: string }> = {
  EN: { verify: 'your verification code', reset: 'your password reset code' },
  CN: { verify: '您的验证码', reset: '您的密码重置验证码' },
  TH: { verify: 'รหัสยืนยันของคุณ', reset: 'รหัสรีเซ็ตรหัสผ่านของคุณ' },
  VI: { verify: 'mã xác minh của bạn', reset: 'mã đặt lại mật khẩu của bạn' },
  TY: { verify: 'ang iyong verification code', reset: 'ang iyong code para sa pag-reset ng password' },
  PT: { verify: 'o seu código de verificação', reset: 'o seu código de redefinição de senha' },
};

export function codeMessageBody(language: LanguageCode, text: CodeText): string {
  return BODIES[language](text);
}

export function codeMessageSubject(language: LanguageCode, merchantName: string, reset: boolean): string {
  const subjects = SUBJECTS[language];
  return `${merchantName}: ${reset ? subjects.reset : subjects.verify}`;
}
