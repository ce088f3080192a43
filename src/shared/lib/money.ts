const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money in the pattern #,##0.00 (product rule 3.18). The pattern is the LDML kind, whose ',' and '.' stand for the
 * language's own grouping and decimal marks (docs/decisions/016): 12,345.67 in English and
 * Chinese, 12.345,67 in Portuguese, Vietnamese and Turkish; always two decimals, Latin digits.
 */
export function formatMoney(amount: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

export const HIDDEN_BALANCE = '***';
