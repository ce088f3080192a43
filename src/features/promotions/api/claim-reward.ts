import { api } from '#src/shared/api/api';
import { ApiError } from '#src/shared/api/client';
import { announceBalanceChanged } from '#src/shared/session/balance-events';
import { refreshPromoCounters } from '../use-promo-counters';

/**
 * Claims one reward; the wallet and the counters are read again afterwards, also when another
 * tab or device claimed it first (the money moved then, and this screen has not seen it yet).
 * `idempotencyKey` names this claim: sent again after its answer was lost, it answers as the first.
 */
export async function claimReward(id: number, idempotencyKey: string): Promise<void> {
  try {
    await api.call('claimReward', { id }, { idempotencyKey });
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'err_reward_claimed') {
      announceBalanceChanged();
      void refreshPromoCounters();
    }
    throw error;
  }
  announceBalanceChanged();
  void refreshPromoCounters();
}
