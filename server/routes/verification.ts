import { Hono } from 'hono';
import type { SMS_PURPOSES } from '../../src/shared/contract/account';
import type { WhitelabelFlag } from '../../src/shared/contract/platform';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { createCaptcha } from '../services/captcha';
import { requestLanguage } from '../http/request-language';
import { sendCode } from '../services/code-delivery';
import { hasFlag } from '../services/merchant-settings';
import { findMemberByMobile, phoneKey } from '../services/members';

/** Captcha challenges, SMS codes and the test-only outbox. */
export const verificationRoutes = new Hono<AppEnv>();

mount(verificationRoutes, 'captcha', async (_input, c) => {
  const { db, config } = c.get('services');
  const { captchaId, image, code } = await createCaptcha(db);
  if (config.ENABLE_TEST_CONTROLS) rememberTestAnswer(captchaId, code);
  return { captchaId, image };
});

/**
 * Test controls only: the answers of recent captchas, in memory and never in the database
 * (which keeps hashes only), so browser tests can answer the image a player would read.
 */
const testAnswers = new Map<string, string>();
const TEST_ANSWERS_KEPT = 500;

function rememberTestAnswer(captchaId: string, code: string): void {
  testAnswers.set(captchaId, code);
  for (const oldest of testAnswers.keys()) {
    if (testAnswers.size <= TEST_ANSWERS_KEPT) break;
    testAnswers.delete(oldest);
  }
}

/**
 * GET /api/test-controls/captcha?captchaId=... -> { code }. Not a call of the shared route
 * table (no client screen uses it); the browser tests' fixtures read it with a plain fetch.
 */
verificationRoutes.get('/api/test-controls/captcha', (c) => {
  if (!c.get('services').config.ENABLE_TEST_CONTROLS) throw new ApiFailure(404, 'err_not_found');
  const code = testAnswers.get(c.req.query('captchaId') ?? '');
  if (code === undefined) throw new ApiFailure(404, 'err_not_found');
  return c.json({ success: true, value: { code } });
});

const SMS_FLAG: Record<(typeof SMS_PURPOSES)[number], WhitelabelFlag | null> = {
  register: 'MOBILENUMREG3',
  login: 'MOBVERFLOGIN3',
  forget: null,
};

/**
 * Sends a code by SMS. For login and password recovery the code goes out only when a member of
 * this merchant holds the number, but the answer (and the limits) are the same either way.
 */
mount(verificationRoutes, 'sendSms', async (input, c) => {
  const services = c.get('services');
  const merchant = c.get('merchant');
  const flag = SMS_FLAG[input.purpose];
  if (flag && !(await hasFlag(services.db, merchant.code, flag))) throw new ApiFailure(403, 'err_no_permission');
  const deliverable =
    input.purpose === 'register' || (await findMemberByMobile(services.db, merchant.code, input.countryDialingCode, input.mobileNum)) !== undefined;
  const sent = await sendCode(services, merchant, { channel: 'sms', to: phoneKey(input.countryDialingCode, input.mobileNum), language: requestLanguage(c) }, input.purpose, deliverable);
  if (!sent.ok) throw new ApiFailure(429, sent.reason === 'too_soon' ? 'err_sms_too_soon' : 'err_too_many_requests');
  return { expirationTime: sent.resendAt };
});

/** Test control: what the SMS and e-mail gateways "sent" to one recipient, newest first. */
mount(verificationRoutes, 'outbox', async (input, c) => {
  const { db, config } = c.get('services');
  if (!config.ENABLE_TEST_CONTROLS) throw new ApiFailure(404, 'err_not_found');
  const rows = await db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'body', 'code', 'created_at'])
    .where('recipient', '=', input.to.trim().toLowerCase())
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return { messages: rows.map((r) => ({ channel: r.channel, to: r.recipient, body: r.body, code: r.code, createdAt: r.created_at })) };
});
