import { api } from '#src/shared/api/api';
import type { Served } from '#src/shared/api/client';
import type { PromotionList } from '#src/shared/contract/promotions';

/** Every promotion of the merchant; the screen filters by category itself (product rule 4.10). */
export function getPromotions(): Promise<Served<PromotionList>> {
  return api.callServed('promotions', {});
}
