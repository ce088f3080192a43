import { api } from '#src/shared/api/api';
import type { SignInState } from '#src/shared/contract/promotions';
import { announceBalanceChanged } from '#src/shared/session/balance-events';
import { refreshPromoCounters } from '../use-promo-counters';

export function getSignInState(): Promise<SignInState> {
  return api.call('signInState', {});
}

/**
 * Signs today in; the answer says whether this request credited the bonus. `idempotencyKey` names
 * this sign-in: sent again after its answer was lost, it answers as the first (credited).
 */
export async function signIn(idempotencyKey: string): Promise<SignInState & { credited: boolean }> {
  const state = await api.call('signIn', {}, { idempotencyKey });
  if (state.credited) announceBalanceChanged();
  void refreshPromoCounters();
  return state;
}
