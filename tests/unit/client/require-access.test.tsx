import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, MemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequireAccess } from '#src/app/RequireAccess';
import { useRefusedTaps } from '#src/app/use-refused-taps';
import type { RouteName } from '#src/shared/contract/app-routes';
import type { SiteConfig } from '#src/shared/contract/system';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { PathSwitch } from '#tests/helpers/path-switch';

const MEMBER = { token: 't-member', merchantCode: 'LITE', userName: 'member1', type: 0, firstTimeLogin: false };
/** Only the flags matter to the guard. */
const withFlags = (whitelabel: SiteConfig['info']['whitelabel']) => ({ info: { whitelabel } }) as unknown as SiteConfig;

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  sessionStore.info = null;
  siteStore.config = null;
});

function open(key: RouteName) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/m/${key}`]}>
        <PathSwitch
          routes={{
            [`/m/${key}`]: (
              <RequireAccess name={key}>
                <p>the screen</p>
              </RequireAccess>
            ),
            '/m/home': <p>home</p>,
          }}
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('flagged routes', () => {
  it.each([
    ['gameRecord', 'TRANSBETREPMEM3'],
    ['transaction/record', 'TRANSREC3'],
    ['profitandloss', 'PERSREP'],
    ['mall/mallHome', 'PTSYS3'],
  ] as const)('%s opens with %s on and sends the member home with it off', (key, flag) => {
    sessionStore.info = MEMBER;
    siteStore.config = withFlags([flag]);
    open(key);
    expect(screen.getByText('the screen')).toBeTruthy();
    cleanup();
    siteStore.config = withFlags(['USERNAMEREG3']);
    open(key);
    expect(screen.getByText('home')).toBeTruthy();
  });
});

describe('a trial account on a route it is refused', () => {
  it('is sent home with free_reject, shown for 1.5 s (product rule 9.4)', async () => {
    const { toastStore } = await import('#src/shared/ui/toast-store');
    vi.useFakeTimers();
    try {
      sessionStore.info = { ...MEMBER, type: 4 };
      open('voucherCenter');
      expect(screen.getByText('home')).toBeTruthy();
      expect(toastStore.current?.message.id).toBe('free_reject');
      vi.advanceTimersByTime(1_499);
      expect(toastStore.current?.message.id).toBe('free_reject');
      vi.advanceTimersByTime(1);
      expect(toastStore.current).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The app's frame as far as taps go: the blocker around the screen on show. */
function Frame() {
  useRefusedTaps();
  return <Outlet />;
}

describe('a tap on a route the member is refused', () => {
  function tapFromHome(memberType: number) {
    sessionStore.info = { ...MEMBER, type: memberType };
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/m/home', element: <Link to="/m/voucherCenter">deposit</Link> },
            { path: '/m/voucherCenter', element: <p>the screen</p> },
          ],
        },
      ],
      { initialEntries: ['/m/home'] },
    );
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByText('deposit'));
    return router;
  }

  it('is not taken: the player stays, with the reason, and no entry is added to the history', async () => {
    const { toastStore } = await import('#src/shared/ui/toast-store');
    const router = tapFromHome(4);
    await waitFor(() => expect(toastStore.current?.message.id).toBe('free_reject'));
    expect(router.state.location.pathname).toBe('/m/home');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByText('deposit')).toBeTruthy();
  });

  it('is taken when the member may open it', async () => {
    const router = tapFromHome(0);
    await waitFor(() => expect(screen.getByText('the screen')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/m/voucherCenter');
  });
});
