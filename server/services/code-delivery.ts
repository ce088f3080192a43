import type { Services } from '../http/env';
import type { Merchant } from '../http/env';
import { CODE_TTL_MS, type CodePurpose, issueCode } from './verification-codes';

export type Delivery = { channel: 'sms'; to: string } | { channel: 'email'; to: string };

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
    const body = `[${merchant.name}] Your verification code is ${issued.code}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    if (delivery.channel === 'sms') await services.sms.send({ to: delivery.to, body, code: issued.code });
    else await services.email.send({ to: delivery.to, subject: purpose === 'forget' ? `${merchant.name}: your password reset code` : `${merchant.name}: your verification code`, body, code: issued.code });
  }
  return { ok: true, resendAt: issued.resendAt };
}
