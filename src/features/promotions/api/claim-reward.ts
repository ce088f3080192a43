import { api } from '../../../shared/api/api';
import { announceBalanceChanged } from '../../../shared/session/balance-events';
import { refreshPromoCounters } from '../use-promo-counters';

/** Claims one reward; the wallet and the counters are read again afterwards. */
export async function claimReward(id: number): Promise<void> {
  await api.call('claimReward', { id });
  announceBalanceChanged();
  void refreshPromoCounters();
}
