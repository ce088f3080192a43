import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/shared/api/api-error';
import { firstProblem, formSchema } from '#src/shared/contract/form-schema';
import { depositForm } from '#src/shared/contract/wallet-forms';
import { activateLanguage, i18n, initI18n } from '#src/shared/i18n/i18n';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { TextField } from '#src/shared/ui/TextField';
import { toastStore } from '#src/shared/ui/toast-store';

/** A code form: the name is required, the code is digits. */
const codeForm = formSchema(['name', 'code'], ({ name, code }) => [
  ...(name ? [] : [{ field: 'name', message: 'err_field_required' as const }]),
  ...(/^\d*$/.test(code) ? [] : [{ field: 'code', message: 'err_sms_code_wrong' as const }]),
]);

function CodeForm({ send }: { send: (values: { name: string; code: string }) => Promise<void> }) {
  const { field, submit, busy } = useContractForm(codeForm, { defaultValues: { name: '', code: '' } });
  return (
    <form onSubmit={(event) => void submit(send)(event)} noValidate>
      <TextField testId="name" label="Name" {...field('name')} />
      <TextField testId="code" label="Code" {...field('code')} />
      <button type="submit" data-testid="save" data-busy={busy}>
        Save
      </button>
    </form>
  );
}

/** A deposit's amount between ￥100.00 and ￥500.00 (or, on the other channel, ￥10.00 and ￥40.00), with a preset. */
function AmountForm() {
  const [small, setSmall] = useState(false);
  const limits = small ? { minMinor: 1_000, maxMinor: 4_000 } : { minMinor: 10_000, maxMinor: 50_000 };
  const { field, set, recheck } = useContractForm(depositForm(limits), { defaultValues: { amount: '', payerName: '' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the channel changes
  useEffect(() => recheck(), [small]);
  return (
    <form noValidate>
      <TextField testId="amount" label="Amount" {...field('amount', { live: true })} />
      <TextField testId="other" label="Other" {...field('payerName')} />
      <button type="button" data-testid="preset" onClick={() => set('amount', '50')}>
        50
      </button>
      <button type="button" data-testid="channel" onClick={() => setSmall(true)}>
        small
      </button>
    </form>
  );
}

/** A form whose code keeps its own value, as the captcha does. */
function OwnInputForm() {
  const [own, setOwn] = useState('');
  const { form, problem, submit } = useContractForm(codeForm, { defaultValues: { name: 'Ana', code: '' } });
  const { error, ref } = problem('code');
  const onSubmit = (event: FormEvent) => {
    form.setValue('code', own);
    return submit(async () => undefined)(event);
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField testId="code" label="Code" ref={ref} value={own} onChange={(e) => setOwn(e.target.value)} error={error} />
      <button type="submit" data-testid="save">
        Save
      </button>
    </form>
  );
}

beforeAll(async () => {
  initI18n();
  await activateLanguage('EN');
});
afterEach(() => {
  cleanup();
  toastStore.current = null;
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('save'));
  });
}
function draw(send: (values: { name: string; code: string }) => Promise<void>) {
  render(
    <I18nProvider i18n={i18n}>
      <CodeForm send={send} />
    </I18nProvider>,
  );
}
const errorOf = (testId: string) => {
  const input = screen.getByTestId(testId);
  return input.getAttribute('aria-invalid') === 'true' ? document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent : null;
};

describe('a form schema', () => {
  it('finds every problem of the shared check at its field, and the server reads the first', () => {
    const parsed = codeForm.safeParse({ name: '', code: 'x1' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'err_field_required'],
      ['code', 'err_sms_code_wrong'],
    ]);
    expect(firstProblem(codeForm, { name: '', code: 'x1' })).toEqual({ field: 'name', message: 'err_field_required' });
    expect(firstProblem(codeForm, { name: 'Ana', code: '12' })).toBeNull();
  });
});

describe('useContractForm', () => {
  it('tells each problem beside its field in the language, sends nothing, and clears one as the player types there', async () => {
    const send = vi.fn(async () => undefined);
    draw(send);
    type('code', 'abc');
    await save();
    expect(send).not.toHaveBeenCalled();
    expect(errorOf('name')).toBe(i18n._('err_field_required'));
    expect(errorOf('code')).toBe(i18n._('err_sms_code_wrong'));
    expect(document.activeElement).toBe(screen.getByTestId('name'));
    type('name', 'Ana');
    expect(errorOf('name')).toBeNull();
    expect(errorOf('code')).toBe(i18n._('err_sms_code_wrong'));
  });

  it('sends the checked values once however often the player taps while it is in flight', async () => {
    let finish = () => {};
    const send = vi.fn((_values: { name: string; code: string }) => new Promise<void>((resolve) => (finish = resolve)));
    draw(send);
    type('name', 'Ana');
    type('code', '42');
    await save();
    await save();
    await save();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Ana', code: '42' });
    expect(screen.getByTestId('save').dataset.busy).toBe('true');
    await act(async () => finish());
    expect(screen.getByTestId('save').dataset.busy).toBe('false');
    await save();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('puts a refusal the server placed on a field beside it, and any other failure in a toast, keeping what was typed', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('err_sms_code_wrong', 400, { field: 'code' }))
      .mockRejectedValueOnce(new ApiError('err_offline', 0));
    draw(send);
    type('name', 'Ana');
    type('code', '42');
    await save();
    expect(errorOf('code')).toBe(i18n._('err_sms_code_wrong'));
    expect(toastStore.current).toBeNull();
    await save();
    expect(toastStore.current?.message.id).toBe('err_offline');
    expect((screen.getByTestId('code') as HTMLInputElement).value).toBe('42');
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('Ana');
  });

  it('checks a live field once it is left filled and then as the player types, and a preset at once', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <AmountForm />
      </I18nProvider>,
    );
    const amount = screen.getByTestId('amount');
    const settle = () => act(async () => {});
    // Leaving it empty says nothing; typing before leaving says nothing either.
    fireEvent.blur(amount);
    type('amount', '5');
    await settle();
    expect(errorOf('amount')).toBeNull();
    fireEvent.blur(amount);
    await settle();
    expect(errorOf('amount')).toBe(i18n._('err_amount_below_min'));
    type('amount', '150');
    await settle();
    expect(errorOf('amount')).toBeNull();
    type('amount', '1.234');
    await settle();
    expect(errorOf('amount')).toBe(i18n._('err_amount_decimals'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('preset'));
    });
    expect((amount as HTMLInputElement).value).toBe('50');
    expect(errorOf('amount')).toBe(i18n._('err_amount_below_min'));
    // Another channel's limits: the amount already checked is checked again at once.
    await act(async () => {
      fireEvent.click(screen.getByTestId('channel'));
    });
    expect(errorOf('amount')).toBe(i18n._('err_amount_above_max'));
  });

  it('focuses a faulty field whose input it does not hold, told its value before the check', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <OwnInputForm />
      </I18nProvider>,
    );
    type('code', 'x1');
    await save();
    expect(errorOf('code')).toBe(i18n._('err_sms_code_wrong'));
    expect(document.activeElement).toBe(screen.getByTestId('code'));
  });
});
