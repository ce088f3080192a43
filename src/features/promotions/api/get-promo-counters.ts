import { api } from '#src/shared/api/api';
import type { PromoCounters } from '#src/shared/contract/promotions';

export function getPromoCounters(): Promise<PromoCounters> {
  return api.call('promoCounters', {});
}
