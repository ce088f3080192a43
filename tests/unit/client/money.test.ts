import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/shared/i18n/languages';
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

  it('rounds half up from the amount as it is written, as Intl does, not from its binary value', () => {
    expect(formatMoney(0.245, 'en')).toBe('0.25');
    expect(formatMoney(1.005, 'en')).toBe('1.01');
    expect(formatMoney(130716851465.245, 'en')).toBe('130,716,851,465.25');
    expect(formatMoney(-0.004, 'en')).toBe('0.00');
    expect(formatMoney(1e-7, 'en')).toBe('0.00');
  });

  it('writes what Intl.NumberFormat writes in every language of the app, for any amount', () => {
    // Turkish is TY's other reading (product rule 3.15).
    const locales = [...Object.values(LANGUAGES).map((l) => l.htmlLang), 'tr'];
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (locale, amount, cents) => {
          const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
          for (const value of [amount, cents / 100]) {
            // Intl writes -0.00 for a negative amount that rounds to nothing; a balance never reads so.
            const expected = intl.format(value).replace(/^-(0[.,]00)$/, '$1');
            expect(formatMoney(value, locale)).toBe(expected);
          }
        },
      ),
      { numRuns: 20_000 },
    );
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
