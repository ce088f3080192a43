import { api } from '#src/shared/api/api';
import type { PromotionDetail } from '#src/shared/contract/promotions';

/** The id as it came in the query: the server answers err_promotion_not_found for a bad one. */
export function getPromotionDetail(id: string): Promise<PromotionDetail> {
  return api.call('promotionDetail', { id });
}
