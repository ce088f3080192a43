import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { toastStore } from '#src/shared/ui/toast-store';

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  toastStore.current = null;
});

function mount(request: () => Promise<{ expirationTime: number }>) {
  render(
    <I18nProvider i18n={i18n}>
      <SmsCodeField value="" onChange={() => undefined} testId="login-sms-code" canRequest request={request} />
    </I18nProvider>,
  );
  return screen.getByTestId('sms-get-code') as HTMLButtonElement;
}

describe('SMS code request (login, register, forget)', () => {
  it('shows the sending notice, disables the button and sends one request while it is in flight', async () => {
    let answer: (value: { expirationTime: number }) => void = () => undefined;
    const request = vi.fn(() => new Promise<{ expirationTime: number }>((resolve) => (answer = resolve)));
    const button = mount(request);

    fireEvent.click(button);
    fireEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    expect(toastStore.current?.message.id).toBe('in_sms_sending');

    await act(async () => answer({ expirationTime: Date.now() + 60_000 }));
    expect(toastStore.current?.message.id).toBe('in_sms_send');
    // Counting down now: still one request, still disabled.
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is ready again after a failed request, with the error instead of the notice', async () => {
    let fail: (error: Error) => void = () => undefined;
    const request = vi.fn(() => new Promise<{ expirationTime: number }>((_resolve, reject) => (fail = reject)));
    const button = mount(request);
    fireEvent.click(button);
    await act(async () => fail(new Error('network')));
    expect(toastStore.current?.tone).toBe('error');
    expect(button.disabled).toBe(false);
  });
});
