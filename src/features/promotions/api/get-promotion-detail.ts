import { api } from '../../../shared/api/api';
import type { PromotionDetail } from '../../../shared/contract/promotions';

/** The id as it came in the query: the server answers err_promotion_not_found for a bad one. */
export function getPromotionDetail(id: string): Promise<PromotionDetail> {
  return api.call('promotionDetail', { id });
}
