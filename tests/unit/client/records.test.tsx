import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BetRecordScreen from '#src/features/wallet/components/BetRecordScreen';
import TransactionRecordScreen from '#src/features/wallet/components/TransactionRecordScreen';
import { DEFAULT_RANGE, rangeFromKey, rangeFromSearch, rangeKey, rangeToSearch } from '#src/features/wallet/lib/record-range';
import { customRangeProblem, type TransactionRecord } from '#src/shared/contract/records';
import { activateLanguage, i18n, initI18n } from '#src/shared/i18n/i18n';

const api = vi.hoisted(() => ({ RECORD_PAGE_SIZE: 25, getBetRecords: vi.fn(), getTransactionRecords: vi.fn(), getProfitAndLoss: vi.fn() }));
vi.mock('#src/features/wallet/api/records', () => api);

beforeAll(async () => {
  initI18n();
  await activateLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('custom range rule (client and server)', () => {
  const today = '2026-11-24';
  it.each([
    [undefined, '2026-11-20', 'missing'],
    ['2026-02-30', '2026-03-01', 'missing'],
    ['2026-11-20', '2026-11-10', 'order'],
    ['2026-11-25', '2026-11-26', 'future'],
    ['2026-11-20', '2026-11-25', 'future'],
    ['2026-08-25', '2026-11-23', 'too_long'],
    ['2026-08-26', '2026-11-23', null],
    ['2026-11-24', '2026-11-24', null],
  ] as const)('from %s to %s: %s', (from, to, problem) => {
    expect(customRangeProblem(from, to, today)).toBe(problem);
  });
});

describe('record range in the address', () => {
  it('reads presets and complete custom ranges, and anything else as the default', () => {
    expect(rangeFromSearch(new URLSearchParams('range=7d'))).toEqual({ range: '7d' });
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-11-01&to=2026-11-02'))).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-11-01'))).toEqual(DEFAULT_RANGE);
    expect(rangeFromSearch(new URLSearchParams('range=365d'))).toEqual(DEFAULT_RANGE);
  });

  it('writes a range over the other parameters and drops stale dates', () => {
    const custom = rangeToSearch({ range: 'custom', from: '2026-11-01', to: '2026-11-02' }, new URLSearchParams('vendor=SPW'));
    expect(custom.toString()).toBe('vendor=SPW&range=custom&from=2026-11-01&to=2026-11-02');
    expect(rangeToSearch({ range: 'today' }, custom).toString()).toBe('vendor=SPW&range=today');
  });

  it('reads its key back', () => {
    for (const range of [{ range: 'yesterday' }, { range: 'custom', from: '2026-10-01', to: '2026-10-31' }] as const)
      expect(rangeFromKey(rangeKey(range))).toEqual(range);
  });
});

const tx = (id: number, kind: TransactionRecord['kind'], amount: string, gameName: string | null = null): TransactionRecord => ({
  id,
  kind,
  amount,
  balanceAfter: `${1000 + id}.00`,
  reference: `R${id}`,
  gameName,
  createdAt: '2026-11-24T01:00:00.000Z',
});
const range = { from: '2026-11-24', to: '2026-11-24' };

async function show(ui: React.ReactNode, path: string) {
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>,
    );
  });
}

describe('transaction record', () => {
  it('shows rows with their kind and signed amount, and asks again by kind and range', async () => {
    api.getTransactionRecords.mockResolvedValue({
      records: [tx(2, 'deposit', '500.00'), tx(1, 'withdrawal_hold', '-200.00'), tx(0, 'bet', '-5.00', 'Lucky Dragon')],
      pageNum: 1,
      totalPages: 1,
      range,
    });
    await show(<TransactionRecordScreen testId="screen" />, '/m/transaction/record');
    expect(api.getTransactionRecords).toHaveBeenLastCalledWith(expect.objectContaining({ range: 'today', pageNo: 1 }));
    const rows = screen.getAllByTestId('record-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Deposit'),
      expect.stringContaining('Withdrawal'),
      expect.stringContaining('Lucky Dragon'),
    ]);
    // A bet names its game, not the game's node id.
    expect(rows[2]?.textContent).not.toContain('R0');
    expect(rows[0]?.textContent).toContain('+￥500.00');
    expect(rows[1]?.textContent).toContain('−￥200.00');
    expect(rows[1]?.textContent).toContain('Balance ￥1,001.00');

    api.getTransactionRecords.mockResolvedValue({ records: [], pageNum: 1, totalPages: 0, range });
    await act(async () => {
      fireEvent.change(screen.getByTestId('record-kind'), { target: { value: 'bonus' } });
    });
    expect(api.getTransactionRecords).toHaveBeenLastCalledWith(expect.objectContaining({ range: 'today', kind: 'bonus', pageNo: 1 }));
    expect(screen.queryAllByTestId('record-row')).toHaveLength(0);
    expect(screen.getByTestId('empty-state').textContent).toContain('No transactions in this range');

    await act(async () => {
      fireEvent.click(screen.getByTestId('record-range-7d'));
    });
    expect(api.getTransactionRecords).toHaveBeenLastCalledWith(expect.objectContaining({ range: '7d', kind: 'bonus', pageNo: 1 }));
  });

  it('refuses a custom range whose start is after its end, and sends nothing', async () => {
    api.getTransactionRecords.mockResolvedValue({ records: [], pageNum: 1, totalPages: 0, range });
    await show(<TransactionRecordScreen testId="screen" />, '/m/transaction/record');
    const calls = api.getTransactionRecords.mock.calls.length;
    fireEvent.click(screen.getByTestId('record-range-custom'));
    fireEvent.change(screen.getByTestId('record-range-from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('record-range-to'), { target: { value: '2026-11-10' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('record-range-apply'));
    });
    expect(screen.getByTestId('record-range-error').textContent).toBe('The start date must not be after the end date');
    expect(api.getTransactionRecords).toHaveBeenCalledTimes(calls);
  });
});

describe('bet record', () => {
  it('shows the range totals and filters by a vendor the member played', async () => {
    const bet = {
      id: 1,
      nodeId: 'N1',
      gameName: 'Happy Gems',
      vendorCode: 'NVS',
      vendorName: 'Nova Slots',
      stake: '100.00',
      payout: '150.00',
      result: 'win',
      createdAt: '2026-11-24T01:00:00.000Z',
    };
    api.getBetRecords.mockResolvedValue({
      records: [bet],
      pageNum: 1,
      totalPages: 1,
      range,
      totals: { count: 1, stake: '100.00', payout: '150.00', profit: '50.00' },
      vendors: [
        { code: 'NVS', name: 'Nova Slots' },
        { code: 'SPW', name: 'SpinWorks' },
      ],
    });
    await show(<BetRecordScreen testId="screen" />, '/m/gameRecord?range=30d');
    expect(api.getBetRecords).toHaveBeenLastCalledWith(expect.objectContaining({ range: '30d', pageNo: 1 }));
    expect(screen.getByTestId('record-totals').textContent).toContain('+￥50.00');
    expect(screen.getByTestId('record-row').textContent).toContain('Stake ￥100.00');
    expect(screen.getByTestId('record-row').textContent).toContain('Win');
    await act(async () => {
      fireEvent.change(screen.getByTestId('record-vendor'), { target: { value: 'SPW' } });
    });
    expect(api.getBetRecords).toHaveBeenLastCalledWith(expect.objectContaining({ range: '30d', vendor: 'SPW', pageNo: 1 }));
  });
});
