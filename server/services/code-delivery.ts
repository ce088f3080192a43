import type { LanguageCode } from '#src/shared/contract/platform';
import type { Merchant, Services } from '../http/env';
import { codeMessageBody, codeMessageSubject } from './code-texts';
import { CODE_TTL_MS, type CodeLimits, type CodePurpose, issueCode } from './verification-codes';

/** Where the code goes, and the language its message is written in. */
export type Delivery = { channel: 'sms' | 'email'; to: string; language: LanguageCode };

/** The code limits of the server's config for a request from `address` (with a solved captcha when `humanChecked`). */
export function codeLimitsOf(config: Services['config'], address: string, humanChecked = false): CodeLimits {
  return {
    address,
    perAddress: config.SMS_LIMIT_PER_ADDRESS,
    perNumber: config.SMS_LIMIT_PER_NUMBER,
    perMerchant: config.SMS_LIMIT_PER_MERCHANT,
    humanChecked,
  };
}

/**
 * Issues a code within the limits and, when `deliverable`, sends it through the SMS or e-mail
 * gateway. Returns when the get-code button may be used again, or why no code was issued.
 */
export async function sendCode(
  services: Pick<Services, 'db' | 'sms' | 'email' | 'config'>,
  merchant: Merchant,
  delivery: Delivery & { address: string; humanChecked?: boolean },
  purpose: CodePurpose,
  deliverable: boolean,
  now = new Date(),
): Promise<{ ok: true; resendAt: number } | { ok: false; reason: 'too_soon' | 'too_many' | 'number_busy' }> {
  const target = { merchantCode: merchant.code, phoneKey: delivery.to, purpose };
  const issued = await issueCode(services.db, target, deliverable, codeLimitsOf(services.config, delivery.address, delivery.humanChecked), now);
  if (!issued.ok) return issued;
  if (deliverable) {
    const minutes = Math.round(CODE_TTL_MS / 60_000);
    const body = codeMessageBody(delivery.language, { name: merchant.name, code: issued.code, minutes });
    if (delivery.channel === 'sms') await services.sms.send({ to: delivery.to, body, code: issued.code });
    else
      await services.email.send({
        to: delivery.to,
        subject: codeMessageSubject(delivery.language, merchant.name, purpose === 'forget'),
        body,
        code: issued.code,
      });
  }
  return { ok: true, resendAt: issued.resendAt };
}
