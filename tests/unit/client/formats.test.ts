import { describe, expect, it } from 'vitest';
import { minorOf, parseAmount } from '#src/shared/contract/amount';
import { LANGUAGE_CODES, languageInfo } from '#src/shared/i18n/languages';
import { makeFormats } from '#src/shared/lib/formats';

describe('makeFormats', () => {
  const pt = makeFormats({ locale: 'pt-BR', dateOrder: 'DD/MM/YYYY', currencySymbol: '￥' });
  const en = makeFormats({ locale: 'en', dateOrder: 'YYYY/MM/DD', currencySymbol: '₱' });

  it('writes money with the merchant symbol unless another is given, in the language marks', () => {
    expect(pt.money('1234.50')).toBe('￥1.234,50');
    expect(en.money('1234.50')).toBe('₱1,234.50');
    expect(en.money('1234.50', '$')).toBe('$1,234.50');
  });

  it('fills an amount as the player types it in the language, which the amount check reads back', () => {
    expect(pt.typedMoney('12345.67')).toBe('12345,67');
    expect(pt.typedMoney('100.50')).toBe('100,5');
    expect(en.typedMoney('700.00')).toBe('700');
    expect(en.typedMoney('12345.60')).toBe('12345.6');
    for (const [formats, text] of [
      [pt, '12345.67'],
      [pt, '100.50'],
      [en, '12345.60'],
    ] as const) {
      const typed = parseAmount(formats.typedMoney(text), { minMinor: 0, maxMinor: 10_000_000 });
      expect(typed).toEqual({ ok: true, minor: minorOf(text) });
    }
  });

  it('puts a change of money sign before the symbol, and none on zero', () => {
    expect(en.signedMoney('10.00')).toBe('+₱10.00');
    expect(en.signedMoney('-10.00')).toBe('−₱10.00');
    expect(en.signedMoney('0.00')).toBe('₱0.00');
    expect(pt.signedMoney('-1234.50', 'R$')).toBe('−R$1.234,50');
  });

  it('writes a percentage as the language does', () => {
    expect(en.percent(1.5)).toBe('1.5%');
    expect(en.percent(10)).toBe('10%');
    expect(pt.percent(1.25)).toBe('1,25%');
    expect(makeFormats({ locale: 'tr', dateOrder: 'DD/MM/YYYY', currencySymbol: '' }).percent(1.5)).toBe('%1,5');
  });

  it('writes calendar dates in the order given and instants with their local time', () => {
    expect(pt.date('2026-03-01')).toBe('01/03/2026');
    expect(en.date('2026-03-01')).toBe('2026/03/01');
    const local = new Date(2026, 2, 1, 9, 5).toISOString();
    expect(pt.instant(local)).toBe('01/03/2026 09:05');
    expect(en.instant(local)).toBe('2026/03/01 09:05');
  });
});

describe('date order per language (when the merchant sets none)', () => {
  it('is day first where the language writes the day first, else year first: never month first', () => {
    const orders = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, languageInfo(code, 'six').dateOrder]));
    expect(orders).toEqual({ CN: 'YYYY/MM/DD', EN: 'YYYY/MM/DD', TH: 'DD/MM/YYYY', VI: 'DD/MM/YYYY', TY: 'YYYY/MM/DD', PT: 'DD/MM/YYYY' });
  });
});
