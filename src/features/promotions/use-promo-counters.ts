import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { type PromoCounters, promoCountersSchema } from '#src/shared/contract/promotions';
import { type InviteAccess, inviteAccess } from '#src/shared/contract/roles';
import { checkedFirstRead } from '#src/shared/lib/first-reads';
import { sessionStore } from '#src/shared/session/session-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readJson, writeJson } from '#src/shared/storage/web-storage';
import { getPromoCounters } from './api/get-promo-counters';

/** The counters and the session token they were read for; shared by every entry that reads them. */
const promoStore = proxy<{ counters: PromoCounters | null; token: string | null; loadingFor: string | null }>({
  counters: null,
  token: null,
  loadingFor: null,
});

/** The last counters served, with the session they belong to: an offline start keeps its entries. */
const storedSchema = z.object({ token: z.string(), counters: promoCountersSchema });

function restore(token: string): void {
  const stored = readJson(STORAGE_KEYS.promoCounters, storedSchema);
  if (stored?.token === token && promoStore.token !== token) {
    promoStore.counters = stored.counters;
    promoStore.token = token;
  }
}

async function load(token: string): Promise<void> {
  if (promoStore.loadingFor === token) return;
  promoStore.loadingFor = token;
  restore(token);
  try {
    const counters = await getPromoCounters();
    if (promoStore.loadingFor !== token) return;
    promoStore.counters = counters;
    promoStore.token = token;
    writeJson(STORAGE_KEYS.promoCounters, { token, counters });
  } catch {
    // Offline, the copy kept for this session stands; with none, unknown counters gate like
    // disabled ones. The next mount or session asks again.
    if (promoStore.loadingFor === token) promoStore.loadingFor = null;
  }
}

/**
 * A member's first view (first-reads.ts) is drawn with their counters, which decide entries such
 * as inviting friends: the server notes the read as it draws, and the app starts from the answer.
 */
export function startFromDrawnPromoCounters(): void {
  const token = sessionStore.info?.token;
  const drawn = token ? checkedFirstRead('promo-counters', getPromoCounters, promoCountersSchema) : undefined;
  if (!token || !drawn) return;
  promoStore.counters = drawn;
  promoStore.token = token;
}

/** Reads the counters again after something changed them (a sign-in, a claimed reward). */
export function refreshPromoCounters(): Promise<void> {
  const token = sessionStore.info?.token;
  if (!token) return Promise.resolve();
  promoStore.loadingFor = null;
  return load(token);
}

/**
 * The promo counters (product rule 3.6) for the current member; null until known, and for visitors
 * (no rule reads them for visitors, so their home path makes no call for them).
 */
export function usePromoCounters(): PromoCounters | null {
  const { info } = useSnapshot(sessionStore);
  const snap = useSnapshot(promoStore);
  const token = info?.token ?? null;
  useEffect(() => {
    if (token && (promoStore.token !== token || promoStore.loadingFor !== token)) void load(token);
  }, [token]);
  return token && snap.token === token ? (snap.counters as PromoCounters | null) : null;
}

/** What an invite entry does for the current session (product rule 6.6; REFERRAL unknown counts as off). */
export function useInviteAccess(): InviteAccess {
  const { info } = useSnapshot(sessionStore);
  const counters = usePromoCounters();
  return inviteAccess(info?.type, counters?.REFERRAL.enabled ?? false);
}
