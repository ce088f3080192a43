import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n, initI18n } from '../../../src/shared/i18n/i18n';
import { DateField } from '../../../src/shared/ui/DateField';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Date" testId="day" value={value} onChange={(e) => setValue(e.target.value)} />;
}

async function show(language: 'PT' | 'CN', initial = '') {
  await act(() => activateLanguage(language));
  render(
    <I18nProvider i18n={i18n}>
      <Field initial={initial} />
    </I18nProvider>,
  );
}

beforeAll(() => {
  initI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the date field', () => {
  it("writes the date in the language's order over the native field, which keeps the ISO value", async () => {
    await show('PT', '2026-11-20');
    expect(screen.getByTestId('day-shown').textContent).toBe('20/11/2026');
    expect(screen.getByTestId('day-shown').getAttribute('aria-hidden')).toBe('true');
    expect((screen.getByTestId('day') as HTMLInputElement).value).toBe('2026-11-20');
    fireEvent.change(screen.getByTestId('day'), { target: { value: '2026-01-05' } });
    expect(screen.getByTestId('day-shown').textContent).toBe('05/01/2026');
  });

  it('writes year first in Chinese, and nothing while empty', async () => {
    await show('CN');
    expect(screen.getByTestId('day-shown').textContent).toBe('');
    fireEvent.change(screen.getByTestId('day'), { target: { value: '2026-11-20' } });
    expect(screen.getByTestId('day-shown').textContent).toBe('2026/11/20');
  });

  it('opens the picker from a tap anywhere on it, and stays a plain field where the browser offers none', async () => {
    await show('PT');
    const input = screen.getByTestId('day') as HTMLInputElement;
    const showPicker = vi.fn();
    Object.defineProperty(input, 'showPicker', { value: showPicker, configurable: true });
    fireEvent.click(input);
    expect(showPicker).toHaveBeenCalledTimes(1);
    Object.defineProperty(input, 'showPicker', {
      value: () => {
        throw new DOMException('not allowed', 'NotAllowedError');
      },
      configurable: true,
    });
    expect(() => fireEvent.click(input)).not.toThrow();
  });
});
