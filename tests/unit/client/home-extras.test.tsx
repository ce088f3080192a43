import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HomeNoticePopup, useNoticePopup } from '#src/features/home/components/HomeNoticePopup';
import { PopupBanner } from '#src/features/home/components/PopupBanner';
import { RESET_TAP_GAP_MS, RESET_TAPS, ResetCorner } from '#src/features/home/components/ResetCorner';
import type { Notice } from '#src/shared/contract/games';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { afterFirstContent, markFirstContent } from '#src/shared/lib/first-content';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { Modal } from '#src/shared/ui/Modal';
import { memoryRoutes } from '#tests/helpers/path-switch';

beforeAll(() => initI18n());

afterEach(() => {
  // No Vitest globals here, so Testing Library cannot unmount on its own.
  cleanup();
  vi.useRealTimers();
});

function withI18n(node: ReactNode) {
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}

describe('ResetCorner', () => {
  function setUp() {
    localStorage.setItem('MC_SESSION_INFO', '{"token":"t"}');
    sessionStorage.setItem('trialName', 'trial_1');
    const reload = vi.fn();
    render(<ResetCorner reload={reload} />);
    const corner = screen.getByTestId('reset-corner');
    const tap = (times: number, gapMs = 200) => {
      for (let i = 0; i < times; i += 1) {
        fireEvent.click(corner);
        vi.advanceTimersByTime(gapMs);
      }
    };
    return { reload, tap, corner };
  }

  it(`${RESET_TAPS} quick taps clear local and session storage and reload`, () => {
    vi.useFakeTimers();
    const { reload, tap, corner } = setUp();
    expect(corner.getAttribute('aria-hidden')).toBe('true');
    expect(corner.textContent).toBe('');
    tap(RESET_TAPS);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('one tap short does nothing', () => {
    vi.useFakeTimers();
    const { reload, tap } = setUp();
    tap(RESET_TAPS - 1);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(sessionStorage.getItem('trialName')).toBe('trial_1');
  });

  it('a pause longer than the gap starts the count again', () => {
    vi.useFakeTimers();
    const { reload, tap } = setUp();
    tap(RESET_TAPS - 1);
    vi.advanceTimersByTime(RESET_TAP_GAP_MS);
    tap(RESET_TAPS - 1, RESET_TAP_GAP_MS + 1);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    // A pause right at the limit still counts: five taps 3 s apart reset.
    tap(RESET_TAPS, RESET_TAP_GAP_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts from zero again after a reset', () => {
    vi.useFakeTimers();
    const { reload, tap } = setUp();
    tap(RESET_TAPS);
    tap(RESET_TAPS - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    tap(1);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

const notice = (id: number, title: string, content: string): Notice => ({ id, type: 'PU', title, content, read: false });
const NOTICES = [notice(1, 'Weekend cashback is live', '<p>Up to <b>1.5%</b> cashback.</p>'), notice(2, 'Second', '<p>Two</p>')];

/** Home's use of the popup: shown while the hook says open. */
function NoticeHarness({ notices }: { notices: readonly Notice[] }) {
  const popup = useNoticePopup(notices);
  return popup.open ? <HomeNoticePopup notices={notices} onClose={popup.close} /> : null;
}

describe('HomeNoticePopup', () => {
  // Home opens it once the lobby's first games are drawn.
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      afterFirstContent(resolve);
      markFirstContent();
    });
  });

  it('opens when there are popup notices and the session flag is unset; closing sets the flag', async () => {
    const { rerender } = render(withI18n(<NoticeHarness notices={NOTICES} />));
    const popup = await screen.findByTestId('notice-popup');
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(screen.getAllByTestId('notice-popup-item')).toHaveLength(2);
    expect(popup.textContent).toContain('Weekend cashback is live');
    expect(popup.querySelector('b')?.textContent).toBe('1.5%');

    fireEvent.click(screen.getByTestId('notice-popup-close'));
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.noticePopupSeen)).not.toBeNull();
    // New notices in the same visit do not bring it back.
    rerender(withI18n(<NoticeHarness notices={[...NOTICES, notice(3, 'Third', '')]} />));
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });

  it('waits while another dialog asks the player something, then opens', async () => {
    const { rerender } = render(
      withI18n(
        <>
          <Modal title="Contract" onClose={() => undefined} testId="other-dialog" />
          <NoticeHarness notices={NOTICES} />
        </>,
      ),
    );
    await act(async () => {
      await import('#src/features/home/components/NoticePopup');
    });
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    rerender(withI18n(<NoticeHarness notices={NOTICES} />));
    expect(await screen.findByTestId('notice-popup')).toBeTruthy();
  });

  it('stays shut when the session flag is set (a later visit in the same tab)', async () => {
    sessionStorage.setItem(STORAGE_KEYS.noticePopupSeen, '1');
    render(withI18n(<NoticeHarness notices={NOTICES} />));
    await act(async () => {
      await import('#src/features/home/components/NoticePopup');
    });
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });

  it('stays shut without popup notices, and opens once they arrive', async () => {
    const { rerender } = render(withI18n(<NoticeHarness notices={[]} />));
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    rerender(withI18n(<NoticeHarness notices={NOTICES} />));
    expect(await screen.findByTestId('notice-popup')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.noticePopupSeen)).toBeNull();
  });

  it('Escape closes it and sets the flag too', async () => {
    render(withI18n(<NoticeHarness notices={NOTICES} />));
    await screen.findByTestId('notice-popup');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.noticePopupSeen)).not.toBeNull();
  });

  it('renders the server HTML sanitized', async () => {
    const evil = notice(
      9,
      'Evil',
      '<p>ok<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">x</a><style>body{display:none}</style></p>',
    );
    render(withI18n(<NoticeHarness notices={[evil]} />));
    const popup = await screen.findByTestId('notice-popup');
    expect(popup.querySelector('script, style')).toBeNull();
    expect(popup.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(popup.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect(popup.textContent).toContain('ok');
  });
});

describe('PopupBanner', () => {
  function renderAt(link: string | null) {
    const router = memoryRoutes(
      {
        '/m/home': withI18n(<PopupBanner banner={{ src: '/cdn/a/banners/popup-1.svg', link }} />),
        '/m/activity': <p data-testid="screen-activity" />,
      },
      '/m/home',
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('folds into a tab and opens again', () => {
    renderAt('/m/activity');
    const banner = screen.getByTestId('popup-banner');
    expect(banner.getAttribute('data-state')).toBe('open');
    expect(screen.getByTestId('popup-banner-image')).toBeTruthy();

    fireEvent.click(screen.getByTestId('popup-banner-toggle'));
    expect(banner.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByTestId('popup-banner-image')).toBeNull();
    expect(screen.getByTestId('popup-banner-toggle').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByTestId('popup-banner-toggle'));
    expect(banner.getAttribute('data-state')).toBe('open');
    expect(screen.getByTestId('popup-banner-image')).toBeTruthy();
  });

  it('an app link navigates inside the app', async () => {
    const router = renderAt('/m/activity');
    fireEvent.click(screen.getByTestId('popup-banner-image'));
    expect(await screen.findByTestId('screen-activity')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/activity');
  });

  it('an external page opens in a new tab', () => {
    renderAt('https://example.com/promo');
    const external = screen.getByTestId('popup-banner-image');
    expect(external.getAttribute('href')).toBe('https://example.com/promo');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('a javascript: link is not followed', () => {
    renderAt('javascript:alert(1)');
    const image = screen.getByTestId('popup-banner-image');
    expect(image.tagName).toBe('DIV');
    expect(image.getAttribute('href')).toBeNull();
  });
});
