import { api } from '#src/shared/api/api';

export async function joinPromotion(promotionId: number): Promise<void> {
  await api.call('joinPromotion', { promotionId });
}
