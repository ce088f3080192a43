import { describe, expect, it } from 'vitest';
import { deviceHeader } from '#src/shared/lib/display-mode';
import { formatMoney } from '#src/shared/lib/money';

describe('formatMoney (#,##0.00)', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [12345.67, '12,345.67'],
    [1234567.891, '1,234,567.89'],
    [-42.1, '-42.10'],
  ])('%d -> %s', (amount, text) => {
    expect(formatMoney(amount, 'en')).toBe(text);
  });

  it("writes the pattern's marks as the language does, always two decimals and Latin digits", () => {
    expect(formatMoney(12345.6, 'zh-CN')).toBe('12,345.60');
    expect(formatMoney(12345.6, 'fil')).toBe('12,345.60');
    expect(formatMoney(12345.6, 'th')).toBe('12,345.60');
    expect(formatMoney(12345.6, 'pt-BR')).toBe('12.345,60');
    expect(formatMoney(12345.6, 'vi')).toBe('12.345,60');
    expect(formatMoney(12345.6, 'tr')).toBe('12.345,60');
  });
});

describe('Device header', () => {
  const fakeWindow = (standaloneQuery: boolean, iosStandalone?: boolean) =>
    ({ navigator: { standalone: iosStandalone }, matchMedia: () => ({ matches: standaloneQuery }) }) as unknown as Window;

  it('is OTHERS in a standalone launch (display-mode or iOS home screen), else MOBILE', () => {
    expect(deviceHeader(fakeWindow(true))).toBe('OTHERS');
    expect(deviceHeader(fakeWindow(false, true))).toBe('OTHERS');
    expect(deviceHeader(fakeWindow(false))).toBe('MOBILE');
  });
});
