import { describe, expect, it } from 'vitest';
import { type AmountResult, amountText, parseAmount } from '#src/shared/contract/amount';

const limits = { minMinor: 10_000, maxMinor: 5_000_000 };

describe('parseAmount', () => {
  it.each<[string, AmountResult]>([
    ['', { ok: false, error: 'amount_empty' }],
    ['   ', { ok: false, error: 'amount_empty' }],
    ['abc', { ok: false, error: 'amount_not_number' }],
    ['-100', { ok: false, error: 'amount_not_number' }],
    ['1e5', { ok: false, error: 'amount_not_number' }],
    ['100.', { ok: false, error: 'amount_not_number' }],
    ['.5', { ok: false, error: 'amount_not_number' }],
    ['0x64', { ok: false, error: 'amount_not_number' }],
    ['1234567890', { ok: false, error: 'amount_not_number' }],
    ['100.123', { ok: false, error: 'amount_decimals' }],
    ['99.99', { ok: false, error: 'amount_below_min' }],
    ['50000.01', { ok: false, error: 'amount_above_max' }],
    ['100', { ok: true, minor: 10_000 }],
    ['100.5', { ok: true, minor: 10_050 }],
    ['100.05', { ok: true, minor: 10_005 }],
    [' 1,000.10 ', { ok: true, minor: 100_010 }],
    ['12,345.6', { ok: true, minor: 1_234_560 }],
    // A comma followed by one or two digits is a decimal comma, never a thousands separator.
    ['100,50', { ok: true, minor: 10_050 }],
    ['100,5', { ok: true, minor: 10_050 }],
    ['1,00,000', { ok: false, error: 'amount_not_number' }],
    ['1,000,5', { ok: false, error: 'amount_not_number' }],
    ['100,50.5', { ok: false, error: 'amount_not_number' }],
    // Points grouping thousands before a decimal comma, as PT, VI and Turkish screens write money.
    ['12.345,6', { ok: true, minor: 1_234_560 }],
    ['1.000,50', { ok: true, minor: 100_050 }],
    ['1.000', { ok: false, error: 'amount_decimals' }],
    ['1.00,50', { ok: false, error: 'amount_not_number' }],
    ['50000.00', { ok: true, minor: 5_000_000 }],
    // 0.1 + 0.2 style float error cannot creep in: 123.45 is exactly 12345 minor units.
    ['123.45', { ok: true, minor: 12_345 }],
  ])('%j -> %j', (text, expected) => {
    expect(parseAmount(text, limits)).toEqual(expected);
  });

  it('writes minor units back as the text a request carries', () => {
    expect(amountText(12_345)).toBe('123.45');
    expect(amountText(10_000)).toBe('100.00');
    expect(amountText(5)).toBe('0.05');
    expect(parseAmount(amountText(987_654_321), { minMinor: 0, maxMinor: Number.MAX_SAFE_INTEGER })).toEqual({ ok: true, minor: 987_654_321 });
  });
});
