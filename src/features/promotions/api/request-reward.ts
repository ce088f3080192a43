import { api } from '#src/shared/api/api';
import { REWARD_PICTURES_FIELD } from '#src/shared/contract/promotions';

/**
 * Files a reward application (product rule 7.14); the answer is its id, pending
 * review. `sendKey` is the draft's Idempotency-Key: sent again with it, the application is filed once.
 */
export async function requestReward(
  promotionId: number,
  remarks: string,
  pictures: readonly File[],
  sendKey: string,
  signal?: AbortSignal,
): Promise<{ id: number }> {
  const { id } = await api.upload(
    'requestReward',
    { promotionId: String(promotionId), remarks },
    { [REWARD_PICTURES_FIELD]: pictures },
    { signal, idempotencyKey: sendKey },
  );
  return { id };
}
