import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText } from '#src/shared/contract/amount';
import { LANGUAGES } from '#src/shared/i18n/languages';
import { deviceHeader } from '#src/shared/lib/display-mode';
import { formatMoney } from '#src/shared/lib/money';

describe('formatMoney (#,##0.00)', () => {
  it.each([
    ['0.00', '0.00'],
    ['5.00', '5.00'],
    ['1234.50', '1,234.50'],
    ['12345.67', '12,345.67'],
    ['1234567.89', '1,234,567.89'],
    ['-42.10', '-42.10'],
    ['999999999999.99', '999,999,999,999.99'],
  ])('%s -> %s', (amount, text) => {
    expect(formatMoney(amount, 'en')).toBe(text);
  });

  it("writes the pattern's marks as the language does, always two decimals and Latin digits", () => {
    expect(formatMoney('12345.60', 'zh-CN')).toBe('12,345.60');
    expect(formatMoney('12345.60', 'fil')).toBe('12,345.60');
    expect(formatMoney('12345.60', 'th')).toBe('12,345.60');
    expect(formatMoney('12345.60', 'pt-BR')).toBe('12.345,60');
    expect(formatMoney('12345.60', 'vi')).toBe('12.345,60');
    expect(formatMoney('12345.60', 'tr')).toBe('12.345,60');
  });

  it('writes the digits of the text as they are: no rounding, no -0.00, no leading zeros', () => {
    expect(formatMoney('130716851465.25', 'en')).toBe('130,716,851,465.25');
    expect(formatMoney('-0.00', 'en')).toBe('0.00');
    expect(formatMoney('0007.50', 'en')).toBe('7.50');
  });

  it('refuses what is not money text rather than guess', () => {
    for (const bad of ['1234.5', '1,234.50', '12', '', 'NaN']) expect(() => formatMoney(bad, 'en')).toThrow(RangeError);
  });

  it('writes what Intl.NumberFormat writes in every language of the app, for any amount', () => {
    // Turkish is TY's other reading (product rule 3.15).
    const locales = [...Object.values(LANGUAGES).map((l) => l.htmlLang), 'tr'];
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (locale, minor) => {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
        const text = moneyText(minor);
        // Intl reads a decimal string exactly (no float on the way); it writes -0.00 for nothing, a balance never reads so.
        const expected = intl.format(text as Intl.StringNumericLiteral).replace(/^-(0[.,]00)$/, '$1');
        expect(formatMoney(text, locale)).toBe(expected);
      }),
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
