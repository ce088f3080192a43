import { Hono } from 'hono';
import { MAX_BANK_CARDS } from '#src/shared/contract/security';
import { checkEmail } from '#src/shared/contract/validation';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { addCard, banksOf, cardsOf, deleteCard } from '../services/bank-cards';
import { type Delivery, sendCode } from '../services/code-delivery';
import { countAttempt } from '../services/login-attempts';
import { bindEmail, bindMobile, boundMobileOf, changePaymentPassword, securityOverview, setFirstPaymentPassword } from '../services/member-security';
import { normalizeEmail, phoneKey } from '../services/members';
import { Refusal } from '../services/refusal';
import { BIND_CODE_WINDOW_MS, BIND_CODES_PER_MEMBER, bindCodeKey } from '../services/verification-codes';

/** The security centre: payment password, mobile and e-mail binding, bank cards. */
export const securityRoutes = new Hono<AppEnv>();

mount(securityRoutes, 'securityOverview', async (_input, c) => securityOverview(c.get('services').db, currentMemberId(c)));

mount(securityRoutes, 'setPaymentPassword', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await setFirstPaymentPassword(db, memberId, input.password, input.confirmPassword);
  return securityOverview(db, memberId);
});

mount(securityRoutes, 'changePaymentPassword', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await changePaymentPassword(db, c.get('merchant').code, memberId, input);
  return securityOverview(db, memberId);
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
    to = { channel: 'sms', to: (await boundMobileOf(services.db, memberId)).phoneKey, language: requestLanguage(c) };
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

mount(securityRoutes, 'bindMobile', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await bindMobile(db, c.get('merchant').code, memberId, input);
  return securityOverview(db, memberId);
});

mount(securityRoutes, 'bindEmail', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await bindEmail(db, c.get('merchant').code, memberId, input);
  return securityOverview(db, memberId);
});

mount(securityRoutes, 'banks', async (_input, c) => {
  currentMemberId(c);
  return { banks: await banksOf(c.get('services').db, c.get('merchant').code) };
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
