import type { LanguageCode } from '../../src/shared/contract/platform';
import type { Merchant, Services } from '../http/env';
import { codeMessageBody, codeMessageSubject } from './code-texts';
import { CODE_TTL_MS, type CodePurpose, issueCode } from './verification-codes';

/** Where the code goes, and the language its message is written in. */
export type Delivery = { channel: 'sms' | 'email'; to: string; language: LanguageCode };

/**
 * Issues a code within the limits and, when `deliverable`, sends it through the SMS or e-mail
 * gateway. Returns when the get-code button may be used again, or why no code was issued.
 */
export async function sendCode(
  services: Pick<Services, 'db' | 'sms' | 'email'>,
  merchant: Merchant,
  delivery: Delivery,
  purpose: CodePurpose,
  deliverable: boolean,
  now = new Date(),
): Promise<{ ok: true; resendAt: number } | { ok: false; reason: 'too_soon' | 'too_many' }> {
  const issued = await issueCode(services.db, { merchantCode: merchant.code, phoneKey: delivery.to, purpose }, deliverable, now);
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
