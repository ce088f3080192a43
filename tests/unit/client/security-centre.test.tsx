import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SecurityCentreScreen from '#src/features/security/components/SecurityCentreScreen';
import { ApiError } from '#src/shared/api/api-error';
import type { SecurityOverview } from '#src/shared/contract/security';
import { activateLanguage, i18n, initI18n } from '#src/shared/i18n/i18n';

const api = vi.hoisted(() => ({
  getSecurityOverview: vi.fn(),
  setPaymentPassword: vi.fn(),
  changePaymentPassword: vi.fn(),
  getBanks: vi.fn(),
  getBankCards: vi.fn(),
  addBankCard: vi.fn(),
  deleteBankCard: vi.fn(),
  sendSecurityCode: vi.fn(),
  bindMobile: vi.fn(),
  bindEmail: vi.fn(),
}));
vi.mock('#src/features/security/api/security', () => api);
vi.mock('#src/shared/api/api', () => ({ api: { call: vi.fn(async () => []) } }));

beforeAll(async () => {
  initI18n();
  await activateLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const OVERVIEW: SecurityOverview = { hasPaymentPassword: true, mobile: null, email: null, cardCount: 0 };

async function open(overview: SecurityOverview) {
  api.getSecurityOverview.mockResolvedValue(overview);
  api.getBankCards.mockResolvedValue([]);
  api.sendSecurityCode.mockResolvedValue({ expirationTime: Date.now() + 60_000 });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <SecurityCentreScreen testId="screen" />
        </MemoryRouter>
      </I18nProvider>,
    );
  });
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('binding a mobile number', () => {
  it('sends a code to the typed number, binds with it, and shows the masked number', async () => {
    await open(OVERVIEW);
    expect(screen.getByTestId('security-mobile').textContent).toContain('Not bound');
    await click(screen.getByTestId('security-mobile'));
    const dialog = screen.getByTestId('bind-mobile-dialog');
    expect((within(dialog).getByTestId('sms-get-code') as HTMLButtonElement).disabled).toBe(true);
    type('bind-mobile-number', '9171112222');
    await click(within(dialog).getByTestId('sms-get-code'));
    expect(api.sendSecurityCode).toHaveBeenCalledWith({ purpose: 'bind_mobile', mobileNum: '9171112222', countryDialingCode: '63' });
    api.bindMobile.mockResolvedValue({ ...OVERVIEW, mobile: '+63 917****222' });
    type('bind-mobile-code', '123456');
    await click(screen.getByTestId('bind-mobile-save'));
    expect(api.bindMobile).toHaveBeenCalledWith({ mobileNum: '9171112222', countryDialingCode: '63', code: '123456' });
    expect(screen.queryByTestId('bind-mobile-dialog')).toBeNull();
    expect(screen.getByTestId('security-mobile').textContent).toContain('+63 917****222');
  });

  it('shows a wrong code beside the code field and keeps the dialog and what was typed', async () => {
    await open(OVERVIEW);
    await click(screen.getByTestId('security-email'));
    type('bind-email-address', 'new@example.com');
    type('bind-email-code', '000000');
    api.bindEmail.mockRejectedValue(new ApiError('err_sms_code_wrong', 400, { field: 'code' }));
    await click(screen.getByTestId('bind-email-save'));
    expect(screen.getByTestId('bind-email-dialog')).toBeTruthy();
    expect((screen.getByTestId('bind-email-address') as HTMLInputElement).value).toBe('new@example.com');
    expect(screen.getByTestId('bind-email-code').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a malformed e-mail before sending anything', async () => {
    await open(OVERVIEW);
    await click(screen.getByTestId('security-email'));
    type('bind-email-address', 'not-an-address');
    type('bind-email-code', '123456');
    await click(screen.getByTestId('bind-email-save'));
    expect(api.bindEmail).not.toHaveBeenCalled();
    expect(screen.getByTestId('bind-email-address').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('changing the payment password', () => {
  it('offers the SMS way only with a bound mobile, and then sends the code instead of the old password', async () => {
    await open(OVERVIEW);
    expect(screen.queryByTestId('payment-password-by-sms')).toBeNull();
    cleanup();
    await open({ ...OVERVIEW, mobile: '+63 917****567' });
    await click(screen.getByTestId('payment-password-by-sms'));
    expect(screen.queryByTestId('payment-password-old')).toBeNull();
    await click(screen.getByTestId('sms-get-code'));
    expect(api.sendSecurityCode).toHaveBeenCalledWith({ purpose: 'payment_password' });
    type('payment-password-sms-code', '654321');
    type('payment-password', '246810');
    type('payment-password-confirm', '246810');
    api.changePaymentPassword.mockResolvedValue({ ...OVERVIEW, mobile: '+63 917****567' });
    await click(screen.getByTestId('payment-password-submit'));
    expect(api.changePaymentPassword).toHaveBeenCalledWith({ smsCode: '654321', password: '246810', confirmPassword: '246810' });
  });
});
