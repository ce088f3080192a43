import { describe, expect, it } from 'vitest';
import { type AmountResult, MONEY_TEXT, minorOf, moneySchema, moneyText, parseAmount } from '#src/shared/contract/amount';

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

  it('writes minor units back as the money text a request and an answer carry', () => {
    expect(moneyText(12_345)).toBe('123.45');
    expect(moneyText(10_000)).toBe('100.00');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(0)).toBe('0.00');
    expect(moneyText(-1_230)).toBe('-12.30');
    expect(moneyText(-5)).toBe('-0.05');
    expect(parseAmount(moneyText(987_654_321), { minMinor: 0, maxMinor: Number.MAX_SAFE_INTEGER })).toEqual({ ok: true, minor: 987_654_321 });
  });

  it('refuses a fraction of a minor unit rather than write it', () => {
    expect(() => moneyText(12.5)).toThrow(RangeError);
    expect(() => moneyText(Number.NaN)).toThrow(RangeError);
  });

  it('reads money text back as exact minor units, and nothing else', () => {
    expect(minorOf('1234.50')).toBe(123_450);
    expect(minorOf('0.00')).toBe(0);
    expect(minorOf('-0.00')).toBe(0);
    expect(minorOf('-12.30')).toBe(-1_230);
    expect(minorOf('999999999999.99')).toBe(99_999_999_999_999);
    for (const bad of ['1234.5', '1,234.50', '12', '', ' 1.00', '+1.00', '1e3']) {
      expect(() => minorOf(bad)).toThrow(RangeError);
      expect(MONEY_TEXT.test(bad)).toBe(false);
      expect(moneySchema.safeParse(bad).success).toBe(false);
    }
  });
});
