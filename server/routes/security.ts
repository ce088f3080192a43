import { Hono } from 'hono';
import { firstProblem } from '#src/shared/contract/form-schema';
import { MAX_BANK_CARDS, type SecurityOverview } from '#src/shared/contract/security';
import { bindEmailForm, bindMobileForm, checkEmail } from '#src/shared/contract/validation';
import type { Db } from '../db/database';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { addCard, cardsOf, deleteCard } from '../services/bank-cards';
import { type Delivery, sendCode } from '../services/code-delivery';
import { countAttempt } from '../services/login-attempts';
import { normalizeEmail, normalizeMobile, phoneKey } from '../services/members';
import { checkNewPaymentPassword, isPaymentPassword, setPaymentPasswordHash, verifyPaymentPassword } from '../services/payment-passwords';
import { Refusal } from '../services/refusal';
import { BIND_CODE_WINDOW_MS, BIND_CODES_PER_MEMBER, bindCodeKey, verifyCode } from '../services/verification-codes';

/** The security centre: payment password, mobile and e-mail binding, bank cards. */
export const securityRoutes = new Hono<AppEnv>();

/** Enough to recognise one's own number or address, not enough to read it off a shoulder. */
function maskMobile(dialing: string | null, mobile: string): string {
  const shown = mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : `****${mobile.slice(-2)}`;
  return dialing ? `+${dialing} ${shown}` : shown;
}
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

async function overviewOf(db: Db, memberId: number): Promise<SecurityOverview> {
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

mount(securityRoutes, 'securityOverview', async (_input, c) => overviewOf(c.get('services').db, currentMemberId(c)));

mount(securityRoutes, 'setPaymentPassword', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  checkNewPaymentPassword(input.password, input.confirmPassword);
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (member.payment_password_hash) throw new Refusal('err_payment_password_exists');
  await setPaymentPasswordHash(db, memberId, input.password);
  return overviewOf(db, memberId);
});

/** Proof is the old payment password, or a code sent to the bound mobile (for a forgotten one). */
mount(securityRoutes, 'changePaymentPassword', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  checkNewPaymentPassword(input.password, input.confirmPassword);
  if (input.smsCode !== undefined) {
    const m = await db
      .selectFrom('members')
      .select(['mobile', 'country_dialing_code', 'payment_password_hash'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (!m.mobile || !m.country_dialing_code) throw new Refusal('err_mobile_not_bound');
    if (!m.payment_password_hash) throw new Refusal('err_payment_password_not_set');
    const target = { merchantCode: c.get('merchant').code, phoneKey: phoneKey(m.country_dialing_code, m.mobile), purpose: 'payment_password' as const };
    if (!(await verifyCode(db, target, input.smsCode))) throw new Refusal('err_sms_code_wrong', { field: 'smsCode' });
  } else {
    await verifyPaymentPassword(db, memberId, input.oldPassword ?? '');
  }
  // Whichever the proof, a "change" to the same password is refused: the player meant a new one.
  if (await isPaymentPassword(db, memberId, input.password)) throw new Refusal('err_payment_password_same', { field: 'password' });
  await setPaymentPasswordHash(db, memberId, input.password);
  return overviewOf(db, memberId);
});

mount(securityRoutes, 'sendSecurityCode', async (input, c) => {
  const memberId = currentMemberId(c);
  const services = c.get('services');
  const merchant = c.get('merchant');
  let to: Delivery;
  if (input.purpose === 'bind_email') {
    const email = normalizeEmail(input.email ?? '');
    const invalid = checkEmail(email);
    if (invalid) throw new Refusal(invalid, { field: 'email' });
    to = { channel: 'email', to: email, language: requestLanguage(c) };
  } else if (input.purpose === 'bind_mobile') {
    if (!input.mobileNum || !input.countryDialingCode) throw new Refusal('err_mobile_invalid', { field: 'mobileNum' });
    to = { channel: 'sms', to: phoneKey(input.countryDialingCode, input.mobileNum), language: requestLanguage(c) };
  } else {
    const m = await services.db.selectFrom('members').select(['mobile', 'country_dialing_code']).where('id', '=', memberId).executeTakeFirstOrThrow();
    if (!m.mobile || !m.country_dialing_code) throw new Refusal('err_mobile_not_bound');
    to = { channel: 'sms', to: phoneKey(m.country_dialing_code, m.mobile), language: requestLanguage(c) };
  }
  // A code to bind goes to a number or address nobody holds yet: each member may send few, so
  // one account cannot pump codes to strangers (or spend the merchant's hourly cap) from many addresses.
  if (
    input.purpose !== 'payment_password' &&
    (await countAttempt(services.db, bindCodeKey(merchant.code, memberId), BIND_CODE_WINDOW_MS)) > BIND_CODES_PER_MEMBER
  )
    throw new Refusal('err_too_many_requests');
  const sent = await sendCode(services, merchant, { ...to, address: clientIp(c) }, input.purpose, true);
  if (!sent.ok) throw new Refusal(sent.reason === 'too_soon' ? 'err_sms_too_soon' : 'err_too_many_requests');
  return { expirationTime: sent.resendAt };
});

/** A number bound to another member of the merchant is refused; the code proves this one is the player's. */
mount(securityRoutes, 'bindMobile', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  const merchant = c.get('merchant').code;
  const mobile = normalizeMobile(input.mobileNum);
  const invalid = firstProblem(bindMobileForm, { mobileNum: mobile, code: input.code });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('country_dialing_code', '=', input.countryDialingCode)
    .where('mobile', '=', mobile)
    .where('id', '!=', memberId)
    .executeTakeFirst();
  if (taken) throw new Refusal('err_mobile_taken', { field: 'mobileNum' });
  const target = { merchantCode: merchant, phoneKey: phoneKey(input.countryDialingCode, mobile), purpose: 'bind_mobile' as const };
  if (!(await verifyCode(db, target, input.code))) throw new Refusal('err_sms_code_wrong', { field: 'code' });
  await db.updateTable('members').set({ mobile, country_dialing_code: input.countryDialingCode }).where('id', '=', memberId).execute();
  return overviewOf(db, memberId);
});

mount(securityRoutes, 'bindEmail', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  const merchant = c.get('merchant').code;
  const email = normalizeEmail(input.email);
  const invalid = firstProblem(bindEmailForm, { email, code: input.code });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('email', '=', email)
    .where('id', '!=', memberId)
    .executeTakeFirst();
  if (taken) throw new Refusal('err_email_taken', { field: 'email' });
  if (!(await verifyCode(db, { merchantCode: merchant, phoneKey: email, purpose: 'bind_email' }, input.code)))
    throw new Refusal('err_sms_code_wrong', { field: 'code' });
  await db.updateTable('members').set({ email }).where('id', '=', memberId).execute();
  return overviewOf(db, memberId);
});

mount(securityRoutes, 'banks', async (_input, c) => {
  currentMemberId(c);
  const rows = await c
    .get('services')
    .db.selectFrom('banks')
    .select(['code', 'name'])
    .where('merchant_code', '=', c.get('merchant').code)
    .orderBy('sort')
    .execute();
  return { banks: rows };
});

mount(securityRoutes, 'bankCards', async (_input, c) => ({ cards: await cardsOf(c.get('services').db, currentMemberId(c)), max: MAX_BANK_CARDS }));

mount(securityRoutes, 'addBankCard', async (input, c) => {
  const memberId = currentMemberId(c);
  return addCard(c.get('services').db, { memberId, merchantCode: c.get('merchant').code, ...input });
});

mount(securityRoutes, 'deleteBankCard', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await deleteCard(db, memberId, input.id);
  return { cards: await cardsOf(db, memberId), max: MAX_BANK_CARDS };
});
