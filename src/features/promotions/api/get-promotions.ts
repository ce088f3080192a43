import { api } from '../../../shared/api/api';
import type { Served } from '../../../shared/api/client';
import type { PromotionList } from '../../../shared/contract/promotions';

/** Every promotion of the merchant; the screen filters by category itself (SPEC section 4). */
export function getPromotions(): Promise<Served<PromotionList>> {
  return api.callServed('promotions', {});
}
