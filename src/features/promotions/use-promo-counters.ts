import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { PromoCounters } from '../../shared/contract/promotions';
import { type InviteAccess, inviteAccess } from '../../shared/session/roles';
import { sessionStore } from '../../shared/session/session-store';
import { getPromoCounters } from './api/get-promo-counters';

/** The counters of the session they were read for (null: a visitor); shared by every entry that reads them. */
const promoStore = proxy<{ counters: PromoCounters | null; token: string | null; loadingFor: string | null | undefined }>({
  counters: null,
  token: null,
  loadingFor: undefined,
});

async function load(token: string | null): Promise<void> {
  if (promoStore.loadingFor === token) return;
  promoStore.loadingFor = token;
  try {
    const counters = await getPromoCounters();
    if (promoStore.loadingFor !== token) return;
    promoStore.counters = counters;
    promoStore.token = token;
  } catch {
    // Unknown counters gate like disabled ones; the next session change or mount asks again.
    if (promoStore.loadingFor === token) promoStore.loadingFor = undefined;
  }
}

/** SPEC section 3's promo counters for the current session; null until they are known for it. */
export function usePromoCounters(): PromoCounters | null {
  const { info } = useSnapshot(sessionStore);
  const snap = useSnapshot(promoStore);
  const token = info?.token ?? null;
  useEffect(() => {
    if (promoStore.token !== token || promoStore.counters === null) void load(token);
  }, [token]);
  return snap.token === token ? (snap.counters as PromoCounters | null) : null;
}

/** What an invite entry does for the current session (SPEC section 6; REFERRAL unknown counts as off). */
export function useInviteAccess(): InviteAccess {
  const { info } = useSnapshot(sessionStore);
  const counters = usePromoCounters();
  return inviteAccess(info?.type, counters?.REFERRAL.enabled ?? false);
}
