import { api } from '../../../shared/api/api';
import type { SignInState } from '../../../shared/contract/promotions';
import { announceBalanceChanged } from '../../../shared/session/balance-events';
import { refreshPromoCounters } from '../use-promo-counters';

export function getSignInState(): Promise<SignInState> {
  return api.call('signInState', {});
}

/** Signs today in; the answer says whether this request credited the bonus. */
export async function signIn(): Promise<SignInState & { credited: boolean }> {
  const state = await api.call('signIn', {});
  if (state.credited) announceBalanceChanged();
  void refreshPromoCounters();
  return state;
}
