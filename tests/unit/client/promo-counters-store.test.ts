import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromoCounters } from '#src/shared/contract/promotions';
import { startSession } from '#src/shared/session/session-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';

const getPromoCounters = vi.fn<() => Promise<PromoCounters>>();
vi.mock('#src/features/promotions/api/get-promo-counters', () => ({ getPromoCounters: () => getPromoCounters() }));

const { usePromoCounters } = await import('#src/features/promotions/use-promo-counters');

const off = { enabled: false, count: 0 };
function counters(referral: boolean, login: number): PromoCounters {
  return {
    LOGIN: { enabled: true, count: login },
    MANUAL: off,
    RAFFLE: off,
    UPGRADE_BONUS: off,
    MISSION_MANUAL: off,
    TICKET: off,
    REFERRAL: { enabled: referral, count: 0 },
  };
}
function session(token: string) {
  startSession({ token, merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false });
}

describe('promo counters on a flaky network', () => {
  beforeEach(() => {
    localStorage.clear();
    getPromoCounters.mockReset();
  });

  it('keeps the last counters of this session, so an offline start keeps its entries', async () => {
    session('t-1');
    getPromoCounters.mockResolvedValueOnce(counters(true, 1));
    const first = renderHook(() => usePromoCounters());
    await waitFor(() => expect(first.result.current?.REFERRAL.enabled).toBe(true));
    first.unmount();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.promoCounters) ?? '{}')).toMatchObject({ token: 't-1' });

    // A new page load of the same session, offline.
    vi.resetModules();
    vi.doMock('#src/features/promotions/api/get-promo-counters', () => ({ getPromoCounters: () => getPromoCounters() }));
    const fresh = await import('#src/features/promotions/use-promo-counters');
    const sessionModule = await import('#src/shared/session/session-store');
    sessionModule.startSession({ token: 't-1', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false });
    getPromoCounters.mockRejectedValue(new Error('offline'));
    const offline = renderHook(() => fresh.usePromoCounters());
    await waitFor(() => expect(getPromoCounters).toHaveBeenCalledTimes(2));
    expect(offline.result.current).toEqual(counters(true, 1));
  });

  it('never shows another session the counters kept for a previous one', async () => {
    localStorage.setItem(STORAGE_KEYS.promoCounters, JSON.stringify({ token: 'someone-else', counters: counters(true, 3) }));
    session('t-2');
    getPromoCounters.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePromoCounters());
    await waitFor(() => expect(getPromoCounters).toHaveBeenCalled());
    expect(result.current).toBeNull();
  });
});
