import { Hono } from 'hono';
import type { SMS_PURPOSES } from '#src/shared/contract/account';
import type { WhitelabelFlag } from '#src/shared/contract/platform';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { createCaptcha, passCaptchaForCode, releaseCaptchaForCode, verifyCaptcha } from '../services/captcha';
import { sendCode } from '../services/code-delivery';
import { findMemberByMobile, phoneKey } from '../services/members';
import { hasFlag } from '../services/merchant-settings';
import { Refusal } from '../services/refusal';

/** Captcha challenges, SMS codes and the test-only outbox. */
export const verificationRoutes = new Hono<AppEnv>();

mount(verificationRoutes, 'captcha', async (_input, c) => {
  const { db, config } = c.get('services');
  const { captchaId, image } = await createCaptcha(db, new Date(), config.ENABLE_TEST_CONTROLS);
  return { captchaId, image };
});

const SMS_FLAG: Record<(typeof SMS_PURPOSES)[number], WhitelabelFlag | null> = {
  register: 'MOBILENUMREG3',
  login: 'MOBVERFLOGIN3',
  forget: null,
};

/**
 * Sends a code by SMS. For login and password recovery the code goes out only when a member of
 * this merchant holds the number, but the answer (and the limits) are the same either way. A
 * registration code goes to a number nobody holds yet: it needs a solved captcha, one per code.
 */
mount(verificationRoutes, 'sendSms', async (input, c) => {
  const services = c.get('services');
  const merchant = c.get('merchant');
  const flag = SMS_FLAG[input.purpose];
  if (flag && !(await hasFlag(services.db, merchant.code, flag))) throw new Refusal('err_no_permission');
  // A registration code always needs a solved captcha; a login or recovery code only once the
  // number has had its codes for the hour (the server then asks with err_captcha_required).
  let humanChecked = false;
  if (input.purpose === 'register') {
    if (!input.captcha) throw new Refusal('err_captcha_required', { field: 'captcha', captcha: true });
    if (!(await passCaptchaForCode(services.db, input.captchaId, input.captcha))) throw new Refusal('err_captcha_wrong', { field: 'captcha', captcha: true });
    humanChecked = true;
  } else if (input.captcha) {
    if (!(await verifyCaptcha(services.db, input.captchaId, input.captcha))) throw new Refusal('err_captcha_wrong', { field: 'captcha', captcha: true });
    humanChecked = true;
  }
  const deliverable =
    input.purpose === 'register' || (await findMemberByMobile(services.db, merchant.code, input.countryDialingCode, input.mobileNum)) !== undefined;
  const sent = await sendCode(
    services,
    merchant,
    { channel: 'sms', to: phoneKey(input.countryDialingCode, input.mobileNum), language: requestLanguage(c), address: clientIp(c), humanChecked },
    input.purpose,
    deliverable,
  );
  if (!sent.ok) {
    // The player's solved captcha is not spent on a code a cap kept back.
    if (input.purpose === 'register' && input.captchaId) await releaseCaptchaForCode(services.db, input.captchaId);
    if (sent.reason === 'number_busy') throw new Refusal('err_captcha_required', { field: 'captcha', captcha: true });
    throw new Refusal(sent.reason === 'too_soon' ? 'err_sms_too_soon' : 'err_too_many_requests');
  }
  return { expirationTime: sent.resendAt };
});
