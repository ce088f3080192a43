import { firstProblem } from '#src/shared/contract/form-schema';
import type { SecurityOverview } from '#src/shared/contract/security';
import { bindEmailForm, bindMobileForm } from '#src/shared/contract/validation';
import type { Db } from '../db/database';
import { normalizeEmail, normalizeMobile, phoneKey } from './members';
import { checkNewPaymentPassword, isPaymentPassword, setPaymentPasswordHash, verifyPaymentPassword } from './payment-passwords';
import { Refusal } from './refusal';
import { verifyCode } from './verification-codes';

/** Enough to recognise one's own number or address, not enough to read it off a shoulder. */
function maskMobile(dialing: string | null, mobile: string): string {
  const shown = mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : `****${mobile.slice(-2)}`;
  return dialing ? `+${dialing} ${shown}` : shown;
}
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** What the security centre shows: a payment password set or not, the contacts masked, the cards counted. */
export async function securityOverview(db: Db, memberId: number): Promise<SecurityOverview> {
  const m = await db
    .selectFrom('members')
    .select(['mobile', 'country_dialing_code', 'email', 'payment_password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const cards = await db
    .selectFrom('bank_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    hasPaymentPassword: m.payment_password_hash !== null,
    mobile: m.mobile ? maskMobile(m.country_dialing_code, m.mobile) : null,
    email: m.email ? maskEmail(m.email) : null,
    cardCount: Number(cards.n),
  };
}

/** Sets the first payment password; one already set is changed with proof (changePaymentPassword). */
export async function setFirstPaymentPassword(db: Db, memberId: number, password: string, confirmPassword: string): Promise<void> {
  checkNewPaymentPassword(password, confirmPassword);
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (member.payment_password_hash) throw new Refusal('err_payment_password_exists');
  await setPaymentPasswordHash(db, memberId, password);
}

/** The member's bound mobile, or the refusal that asks to bind one first. */
export async function boundMobileOf(db: Db, memberId: number): Promise<{ phoneKey: string; hasPaymentPassword: boolean }> {
  const m = await db
    .selectFrom('members')
    .select(['mobile', 'country_dialing_code', 'payment_password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (!m.mobile || !m.country_dialing_code) throw new Refusal('err_mobile_not_bound');
  return { phoneKey: phoneKey(m.country_dialing_code, m.mobile), hasPaymentPassword: m.payment_password_hash !== null };
}

type PaymentPasswordChange = { oldPassword?: string; smsCode?: string; password: string; confirmPassword: string };

/**
 * Changes the payment password on proof: the old one, or a code sent to the bound mobile (for a
 * forgotten one). Whichever the proof, a "change" to the same password is refused: the player
 * meant a new one.
 */
export async function changePaymentPassword(db: Db, merchantCode: string, memberId: number, change: PaymentPasswordChange): Promise<void> {
  checkNewPaymentPassword(change.password, change.confirmPassword);
  if (change.smsCode !== undefined) {
    const mobile = await boundMobileOf(db, memberId);
    if (!mobile.hasPaymentPassword) throw new Refusal('err_payment_password_not_set');
    const target = { merchantCode, phoneKey: mobile.phoneKey, purpose: 'payment_password' as const };
    if (!(await verifyCode(db, target, change.smsCode))) throw new Refusal('err_sms_code_wrong', { field: 'smsCode' });
  } else {
    await verifyPaymentPassword(db, memberId, change.oldPassword ?? '');
  }
  if (await isPaymentPassword(db, memberId, change.password)) throw new Refusal('err_payment_password_same', { field: 'password' });
  await setPaymentPasswordHash(db, memberId, change.password);
}

/** Binds a mobile number: one bound to another member of the merchant is refused; the code proves this one is the player's. */
export async function bindMobile(
  db: Db,
  merchantCode: string,
  memberId: number,
  input: { mobileNum: string; countryDialingCode: string; code: string },
): Promise<void> {
  const mobile = normalizeMobile(input.mobileNum);
  const invalid = firstProblem(bindMobileForm, { mobileNum: mobile, code: input.code });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('country_dialing_code', '=', input.countryDialingCode)
    .where('mobile', '=', mobile)
    .where('id', '!=', memberId)
    .executeTakeFirst();
  if (taken) throw new Refusal('err_mobile_taken', { field: 'mobileNum' });
  const target = { merchantCode, phoneKey: phoneKey(input.countryDialingCode, mobile), purpose: 'bind_mobile' as const };
  if (!(await verifyCode(db, target, input.code))) throw new Refusal('err_sms_code_wrong', { field: 'code' });
  await db.updateTable('members').set({ mobile, country_dialing_code: input.countryDialingCode }).where('id', '=', memberId).execute();
}

/** Binds an e-mail address, as a mobile number. */
export async function bindEmail(db: Db, merchantCode: string, memberId: number, input: { email: string; code: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  const invalid = firstProblem(bindEmailForm, { email, code: input.code });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('email', '=', email)
    .where('id', '!=', memberId)
    .executeTakeFirst();
  if (taken) throw new Refusal('err_email_taken', { field: 'email' });
  if (!(await verifyCode(db, { merchantCode, phoneKey: email, purpose: 'bind_email' }, input.code))) throw new Refusal('err_sms_code_wrong', { field: 'code' });
  await db.updateTable('members').set({ email }).where('id', '=', memberId).execute();
}
