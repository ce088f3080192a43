import { api } from '../../../shared/api/api';
import type { PromoCounters } from '../../../shared/contract/promotions';

export function getPromoCounters(): Promise<PromoCounters> {
  return api.call('promoCounters', {});
}
