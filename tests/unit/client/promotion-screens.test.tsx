import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PromotionDetailScreen from '#src/features/promotions/components/PromotionDetailScreen';
import PromotionsScreen from '#src/features/promotions/components/PromotionsScreen';
import { ApiError } from '#src/shared/api/api-error';
import type { PromotionDetail, PromotionList } from '#src/shared/contract/promotions';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { sessionStore } from '#src/shared/session/session-store';
import { withDb } from '#src/shared/storage/db';
import { toastStore } from '#src/shared/ui/toast-store';
import { memoryRoutes } from '#tests/helpers/path-switch';

const api = vi.hoisted(() => ({ getPromotions: vi.fn(), getPromotionDetail: vi.fn(), joinPromotion: vi.fn() }));
vi.mock('#src/features/promotions/api/get-promotions', () => ({ getPromotions: api.getPromotions }));
vi.mock('#src/features/promotions/api/get-promotion-detail', () => ({ getPromotionDetail: api.getPromotionDetail }));
vi.mock('#src/features/promotions/api/join-promotion', () => ({ joinPromotion: api.joinPromotion }));

beforeAll(() => initI18n());
// jsdom lays nothing out and has no scrolling.
beforeEach(() => {
  window.scrollTo = vi.fn();
  Element.prototype.scrollTo = vi.fn();
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  sessionStore.info = null;
  toastStore.current = null;
  // Each test reads its promotion afresh, not a copy an earlier one kept on the device.
  await withDb((db) => db.screenCopies.clear(), undefined);
});

const MEMBER = { token: 't-member', merchantCode: 'DEMO', userName: 'member1', type: 0, firstTimeLogin: false };
const TRIAL = { ...MEMBER, token: 't-trial', userName: 'trial1', type: 4 };

function detail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    id: 5,
    linkedPromotionId: null,
    title: 'Slots tournament',
    category: 'rng_promo',
    startDate: '2026-06-01',
    endDate: '2026-12-31',
    noExpiry: 0,
    imageRequired: 'N',
    remarkRequired: 'N',
    announcementImages: [],
    takesApplications: true,
    requiresJoin: true,
    content: '<p>Sign up first.</p>',
    joined: false,
    ...overrides,
  };
}

function renderAt(path: string) {
  const router = memoryRoutes(
    {
      '/m/activity': <PromotionsScreen testId="screen-activity" />,
      '/m/activityDetail': <PromotionDetailScreen testId="screen-activityDetail" />,
      '/m/login': <p data-testid="screen-login" />,
    },
    path,
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('promotion detail', () => {
  it('offers join but not apply until the member has joined; joining brings apply', async () => {
    sessionStore.info = MEMBER;
    api.getPromotionDetail.mockResolvedValue(detail());
    api.joinPromotion.mockResolvedValue(undefined);
    renderAt('/m/activityDetail?id=5');
    fireEvent.click(await screen.findByTestId('promo-join'));
    expect(screen.queryByTestId('promo-apply')).toBeNull();
    expect(await screen.findByTestId('promo-joined')).toBeTruthy();
    expect(api.joinPromotion).toHaveBeenCalledWith(5);
    expect(screen.getByTestId('promo-apply').getAttribute('href')).toBe('/m/applyReward?id=5');
  });

  it.each([
    { name: 'no join needed', overrides: { requiresJoin: false }, join: false, apply: true },
    { name: 'already joined', overrides: { joined: true }, join: false, apply: true },
    { name: 'takes no applications', overrides: { requiresJoin: false, takesApplications: false }, join: false, apply: false },
    { name: 'to join, no applications', overrides: { takesApplications: false }, join: true, apply: false },
  ])('buttons when $name', async ({ overrides, join, apply }) => {
    sessionStore.info = MEMBER;
    api.getPromotionDetail.mockResolvedValue(detail(overrides));
    renderAt('/m/activityDetail?id=5');
    await screen.findByTestId('promo-content');
    expect(screen.queryByTestId('promo-join') !== null).toBe(join);
    expect(screen.queryByTestId('promo-apply') !== null).toBe(apply);
  });

  it('a visitor tapping join is sent to log in, and back here after', async () => {
    api.getPromotionDetail.mockResolvedValue(detail());
    const router = renderAt('/m/activityDetail?id=5');
    fireEvent.click(await screen.findByTestId('promo-join'));
    expect(await screen.findByTestId('screen-login')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/m/activityDetail?id=5' });
    // Login took the detail's place: coming back puts the detail there again, so one back step
    // from it reaches the list instead of a second copy of the detail.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.joinPromotion).not.toHaveBeenCalled();
  });

  it('a trial account tapping join gets free_reject and nothing is sent', async () => {
    sessionStore.info = TRIAL;
    api.getPromotionDetail.mockResolvedValue(detail());
    renderAt('/m/activityDetail?id=5');
    fireEvent.click(await screen.findByTestId('promo-join'));
    expect(toastStore.current?.message.id).toBe('free_reject');
    expect(api.joinPromotion).not.toHaveBeenCalled();
    expect(screen.getByTestId('promo-join')).toBeTruthy();
  });

  it('a refused join shows the server reason and stays unjoined', async () => {
    sessionStore.info = MEMBER;
    api.getPromotionDetail.mockResolvedValue(detail());
    api.joinPromotion.mockRejectedValue(new ApiError('free_reject', 403));
    renderAt('/m/activityDetail?id=5');
    fireEvent.click(await screen.findByTestId('promo-join'));
    await act(async () => undefined);
    expect(toastStore.current?.message.id).toBe('free_reject');
    expect(screen.queryByTestId('promo-joined')).toBeNull();
  });

  it('no id at all is "not found" without asking the server', async () => {
    renderAt('/m/activityDetail');
    expect(await screen.findByTestId('promo-not-found')).toBeTruthy();
    expect(screen.getByTestId('promo-back-to-list').getAttribute('href')).toBe('/m/activity');
    expect(api.getPromotionDetail).not.toHaveBeenCalled();
  });

  it('a failed load says why and tries again on retry', async () => {
    api.getPromotionDetail.mockRejectedValueOnce(new ApiError('err_network', 0)).mockResolvedValueOnce(detail());
    renderAt('/m/activityDetail?id=5');
    expect((await screen.findByRole('alert')).textContent).toContain(i18n._('err_network'));
    fireEvent.click(screen.getByTestId('promo-retry'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots tournament' })).toBeTruthy();
  });

  it('shows "long term" for a promotion without an end', async () => {
    api.getPromotionDetail.mockResolvedValue(detail({ noExpiry: 1, endDate: null }));
    renderAt('/m/activityDetail?id=5');
    await screen.findByTestId('promo-content');
    expect(screen.getByText(i18n._('promo_long_term'))).toBeTruthy();
  });
});

describe('promotions list', () => {
  const LIST: PromotionList = { promotions: [{ ...detail(), id: 1 }], categories: ['rng_promo'] };

  it('marks a list served from the cache as offline', async () => {
    api.getPromotions.mockResolvedValue({ value: LIST, fromCache: true });
    renderAt('/m/activity');
    expect(await screen.findByTestId('offline-mark')).toBeTruthy();
  });

  it('a fresh list carries no offline mark', async () => {
    api.getPromotions.mockResolvedValue({ value: LIST, fromCache: false });
    renderAt('/m/activity');
    await screen.findByTestId('promo-card');
    expect(screen.queryByTestId('offline-mark')).toBeNull();
  });

  it('a failed load says why and tries again on retry', async () => {
    api.getPromotions.mockRejectedValueOnce(new ApiError('err_offline', 0)).mockResolvedValueOnce({ value: LIST, fromCache: false });
    renderAt('/m/activity');
    expect((await screen.findByRole('alert')).textContent).toContain(i18n._('err_offline'));
    fireEvent.click(screen.getByTestId('promo-retry'));
    expect(await screen.findByTestId('promo-card')).toBeTruthy();
  });
});
