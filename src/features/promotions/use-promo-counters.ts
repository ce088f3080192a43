import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { PromoCounters } from '../../shared/contract/promotions';
import { type InviteAccess, inviteAccess } from '../../shared/session/roles';
import { sessionStore } from '../../shared/session/session-store';
import { getPromoCounters } from './api/get-promo-counters';

/** The counters and the session token they were read for; shared by every entry that reads them. */
const promoStore = proxy<{ counters: PromoCounters | null; token: string | null; loadingFor: string | null }>({
  counters: null,
  token: null,
  loadingFor: null,
});

async function load(token: string): Promise<void> {
  if (promoStore.loadingFor === token) return;
  promoStore.loadingFor = token;
  try {
    const counters = await getPromoCounters();
    if (promoStore.loadingFor !== token) return;
    promoStore.counters = counters;
    promoStore.token = token;
  } catch {
    // Unknown counters gate like disabled ones; the next mount or session asks again.
    if (promoStore.loadingFor === token) promoStore.loadingFor = null;
  }
}

/** Reads the counters again after something changed them (a sign-in, a claimed reward). */
export function refreshPromoCounters(): Promise<void> {
  const token = sessionStore.info?.token;
  if (!token) return Promise.resolve();
  promoStore.loadingFor = null;
  return load(token);
}

/**
 * SPEC section 3's promo counters for the current member; null until known, and for visitors
 * (no rule reads them for visitors, so their home path makes no call for them).
 */
export function usePromoCounters(): PromoCounters | null {
  const { info } = useSnapshot(sessionStore);
  const snap = useSnapshot(promoStore);
  const token = info?.token ?? null;
  useEffect(() => {
    if (token && promoStore.token !== token) void load(token);
  }, [token]);
  return token && snap.token === token ? (snap.counters as PromoCounters | null) : null;
}

/** What an invite entry does for the current session (SPEC section 6; REFERRAL unknown counts as off). */
export function useInviteAccess(): InviteAccess {
  const { info } = useSnapshot(sessionStore);
  const counters = usePromoCounters();
  return inviteAccess(info?.type, counters?.REFERRAL.enabled ?? false);
}
