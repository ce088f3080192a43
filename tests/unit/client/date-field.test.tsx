import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n, initI18n } from '#src/shared/i18n/i18n';
import { DateField } from '#src/shared/ui/DateField';

let latest = '';
function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <>
      <DateField label="Date" testId="day" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('')} data-testid="reset" />
    </>
  );
}

async function show(language: 'PT' | 'CN', initial = '') {
  await act(() => activateLanguage(language));
  render(
    <I18nProvider i18n={i18n}>
      <Field initial={initial} />
    </I18nProvider>,
  );
}

const field = () => screen.getByTestId('day') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

beforeAll(() => {
  initI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the date field', () => {
  it("shows and reads the date in the language's order, whatever the phone's locale", async () => {
    await show('PT', '2026-11-20');
    expect(field().value).toBe('20/11/2026');
    expect(field().placeholder).toBe('31/12/2026');
    type('10/11/2026');
    expect(latest).toBe('2026-11-10');
    // Half typed or impossible: no date, the text as typed (so a form refuses it rather than
    // reading it as none), and what was typed stays.
    type('10/11/20');
    expect(latest).toBe('10/11/20');
    expect(field().value).toBe('10/11/20');
    type('31/02/2026');
    expect(latest).toBe('31/02/2026');
    type('');
    expect(latest).toBe('');
    // A whole date is written back in full when the field is left.
    type('1/2/2026');
    fireEvent.blur(field());
    expect(latest).toBe('2026-02-01');
    expect(field().value).toBe('01/02/2026');
  });

  it('writes year first in Chinese; a date from the picker or a reset is written anew', async () => {
    await show('CN');
    expect(field().value).toBe('');
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '2026-11-20' } });
    expect(field().value).toBe('2026/11/20');
    fireEvent.click(screen.getByTestId('reset'));
    expect(field().value).toBe('');
  });

  it('opens the phone picker from its button, and stays a typed field where the browser offers none', async () => {
    await show('PT');
    const picker = document.querySelector('input[type="date"]') as HTMLInputElement;
    const showPicker = vi.fn();
    Object.defineProperty(picker, 'showPicker', { value: showPicker, configurable: true });
    fireEvent.click(screen.getByTestId('day-picker'));
    expect(showPicker).toHaveBeenCalledTimes(1);
    Object.defineProperty(picker, 'showPicker', {
      value: () => {
        throw new DOMException('not allowed', 'NotAllowedError');
      },
      configurable: true,
    });
    expect(() => fireEvent.click(screen.getByTestId('day-picker'))).not.toThrow();
  });
});
