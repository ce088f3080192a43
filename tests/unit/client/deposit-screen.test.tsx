import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DepositBody, depositLayoutOf } from '#src/features/wallet/components/DepositScreen';
import type { DepositChannel, DepositOrder } from '#src/shared/contract/wallet';
import { activateLanguage, i18n, initI18n } from '#src/shared/i18n/i18n';

const api = vi.hoisted(() => ({ getDepositChannels: vi.fn(), createDeposit: vi.fn(), getDepositOrders: vi.fn(), getDepositOrder: vi.fn() }));
vi.mock('#src/features/wallet/api/deposits', () => api);

beforeAll(async () => {
  initI18n();
  await activateLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const BANK: DepositChannel = {
  code: 'BANK',
  kind: 'bank_transfer',
  name: 'Bank transfer',
  min: '100.00',
  max: '50000.00',
  presets: ['100.00', '500.00'],
  rate: null,
};
const USDT: DepositChannel = { code: 'USDT', kind: 'usdt', name: 'USDT', min: '200.00', max: '100000.00', presets: ['700.00'], rate: '7.00' };
const ORDER: DepositOrder = {
  reference: 'D20261124ABCD1234',
  channelCode: 'BANK',
  channelKind: 'bank_transfer',
  channelName: 'Bank transfer',
  amount: '250.00',
  status: 'pending',
  reason: null,
  payee: [{ field: 'account_number', value: '6222 0210' }],
  coin: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  decidedAt: null,
};

async function renderBody(layout: 'base' | 'new' = 'base') {
  api.getDepositChannels.mockResolvedValue([BANK, USDT]);
  api.getDepositOrders.mockResolvedValue({ items: [], pageNum: 1, totalPages: 0 });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <DepositBody layout={layout} />
      </I18nProvider>,
    );
  });
}

const amountField = () => screen.getByTestId('deposit-amount') as HTMLInputElement;
const errorText = () =>
  amountField().getAttribute('aria-describedby') && document.getElementById(String(amountField().getAttribute('aria-describedby')))?.textContent;

describe('deposit form', () => {
  it('picks the new layout only for dep_func 1', () => {
    expect(depositLayoutOf('1')).toBe('new');
    expect(depositLayoutOf('0')).toBe('base');
    expect(depositLayoutOf(undefined)).toBe('base');
  });

  it.each([
    ['', 'Please enter an amount'],
    ['abc', 'The amount must be a number'],
    ['100.123', 'The amount can have at most 2 decimal places'],
    ['99', 'The minimum is ￥100.00'],
    ['50001', 'The maximum is ￥50,000.00'],
  ])('says why %j is refused, keeps what was typed and sends nothing', async (typed, message) => {
    await renderBody();
    fireEvent.change(amountField(), { target: { value: typed } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('deposit-submit'));
    });
    expect(errorText()).toBe(message);
    expect(amountField().value).toBe(typed);
    expect(api.createDeposit).not.toHaveBeenCalled();
  });

  it('checks against the chosen channel and fills presets', async () => {
    await renderBody('new');
    fireEvent.click(screen.getByTestId('deposit-channel-USDT').querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByRole('button', { name: '￥700.00' }));
    expect(amountField().value).toBe('700');
    fireEvent.change(amountField(), { target: { value: '150' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('deposit-submit'));
    });
    expect(errorText()).toBe('The minimum is ￥200.00');
  });

  it('quotes the coins a USDT amount comes to, rounded up', async () => {
    await renderBody();
    fireEvent.click(screen.getByTestId('deposit-channel-USDT').querySelector('input') as HTMLInputElement);
    expect(screen.getByTestId('deposit-coin-quote').textContent).toBe('Rate: 1 USDT = ￥7.00');
    fireEvent.change(amountField(), { target: { value: '250' } });
    expect(screen.getByTestId('deposit-coin-quote').textContent).toBe('1 USDT = ￥7.00 · you send 35.72 USDT');
  });

  it.each([
    ['Name does not match', 'Reason: Name does not match'],
    [null, 'The payment could not be matched to this order. Nothing was taken from your balance; contact customer service if you paid.'],
  ])('says why an order was rejected: the operator note %j or the general reason', async (reason, shown) => {
    await renderBody();
    api.createDeposit.mockResolvedValueOnce({ ...ORDER, status: 'rejected', reason });
    fireEvent.change(amountField(), { target: { value: '250' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('deposit-submit'));
    });
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('reads a decimal comma as the decimal point and sends the amount it shows', async () => {
    await renderBody();
    api.createDeposit.mockResolvedValueOnce(ORDER);
    fireEvent.change(amountField(), { target: { value: '100,50' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('deposit-submit'));
    });
    expect(api.createDeposit.mock.calls[0]?.[0]).toMatchObject({ amount: '100.50' });
  });

  it('sends one order per intent: a retry after a failure reuses the key, a new amount takes a new one', async () => {
    await renderBody();
    api.createDeposit.mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(ORDER);
    fireEvent.change(amountField(), { target: { value: '250' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('deposit-submit'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('deposit-submit'));
    });
    const [first, second] = api.createDeposit.mock.calls;
    expect(first?.[0]).toMatchObject({ channelCode: 'BANK', amount: '250.00' });
    expect(second?.[1]).toBe(first?.[1]);
    expect(screen.getByTestId('deposit-order').getAttribute('data-status')).toBe('pending');
    expect(screen.getByText('6222 0210')).toBeTruthy();
  });
});

describe('deposit history', () => {
  it('asks for the next page only on "Show more", keeping the pages so far, until the last', async () => {
    const older = { ...ORDER, reference: 'D20261123OLDER0001', amount: '120.00' };
    api.getDepositChannels.mockResolvedValue([BANK]);
    api.getDepositOrders.mockImplementation(async (pageNo: number) => ({ items: [pageNo === 1 ? ORDER : older], pageNum: pageNo, totalPages: 2 }));
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <DepositBody layout="base" />
        </I18nProvider>,
      );
    });
    expect(screen.getAllByTestId('deposit-history-row')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByTestId('history-more'));
    });
    expect(api.getDepositOrders.mock.calls.map(([pageNo]) => pageNo)).toEqual([1, 2]);
    expect(screen.getAllByTestId('deposit-history-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('250.00'),
      expect.stringContaining('120.00'),
    ]);
    expect(screen.queryByTestId('history-more')).toBeNull();
  });
});
