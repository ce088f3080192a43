import { api } from '../../../shared/api/api';
import { REWARD_PICTURES_FIELD } from '../../../shared/contract/promotions';

/** Files a reward application (SPEC section 7's request reward); the answer is its id, pending review. */
export async function requestReward(promotionId: number, remarks: string, pictures: readonly File[], signal?: AbortSignal): Promise<{ id: number }> {
  const { id } = await api.upload('requestReward', { promotionId: String(promotionId), remarks }, { [REWARD_PICTURES_FIELD]: pictures }, { signal });
  return { id };
}
