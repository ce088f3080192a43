import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import TrialScreen from '#src/features/auth/components/TrialScreen';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { sessionStore } from '#src/shared/session/session-store';

const SESSION = { token: 't', merchantCode: 'DEMO', userName: 'someone', firstTimeLogin: false };

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  sessionStore.info = null;
});

function open() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/m/trail']}>
        <TrialScreen />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the free trial screen', () => {
  it.each([
    ['a visitor', null],
    ['a trial account (a new trial starts afresh)', 4],
  ] as const)('offers %s a trial', (_who, type) => {
    sessionStore.info = type === null ? null : { ...SESSION, type };
    open();
    expect(screen.getByTestId('trial-start')).toBeTruthy();
    expect(screen.queryByTestId('trial-signed-in')).toBeNull();
  });

  it.each([
    ['a member', 0],
    ['an agent', 1],
  ] as const)('offers %s none, saying why: a trial would replace their session', (_who, type) => {
    sessionStore.info = { ...SESSION, type };
    open();
    expect(screen.queryByTestId('trial-start')).toBeNull();
    expect(screen.getByTestId('trial-signed-in')).toBeTruthy();
  });
});
