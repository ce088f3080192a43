import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '#src/app/RouteError';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { PathSwitch } from '#tests/helpers/path-switch';

beforeAll(() => initI18n());
afterEach(cleanup);

function Broken(): never {
  throw new Error('chunk failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the retry for a screen that failed, keeps the chrome, and starts afresh on the next route', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/m/broken']}>
          <nav>
            <Link to="/m/fine">fine</Link>
          </nav>
          <RouteErrorBoundary>
            <PathSwitch routes={{ '/m/broken': <Broken />, '/m/fine': <p>fine screen</p> }} />
          </RouteErrorBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByTestId('route-error').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('route-error-retry')).toBeTruthy();
    expect(logged.mock.calls.some(([first]) => first === 'route failed')).toBe(true);

    act(() => screen.getByText('fine').click());
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.getByText('fine screen')).toBeTruthy();
    logged.mockRestore();
  });
});
