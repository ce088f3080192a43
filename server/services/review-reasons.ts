import type { LanguageReading } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { putTranslations, type TextWithTurkish, translationsOf } from './content-language';

/**
 * The reason the demo operator gives when it rejects a reward application without one. A real
 * operator writes its own reason at review time; that reason is served as it was written, in the
 * operator's words, whatever the player's language. This one is the server's own words, so it
 * carries its translations (the content's column keeps the English).
 */
export const DEFAULT_APPLICATION_REJECTION: TextWithTurkish = {
  EN: 'Does not meet the promotion terms',
  CN: '不符合优惠条款',
  TH: 'ไม่ตรงตามเงื่อนไขโปรโมชั่น',
  VI: 'Không đáp ứng điều khoản khuyến mãi',
  TY: 'Hindi pasok sa mga tuntunin ng promo',
  PT: 'Não atende aos termos da promoção',
  TR: 'Promosyon koşullarını karşılamıyor',
};

/** Writes the translations of the default reason for an application rejected with it. */
export async function translateDefaultRejection(db: Db, applicationId: number, reading: LanguageReading): Promise<void> {
  await putTranslations(db, 'reward_application', applicationId, translationsOf('reason', DEFAULT_APPLICATION_REJECTION, reading));
}
