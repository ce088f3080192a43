const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as SPEC's pattern #,##0.00, whatever the interface language. */
export function formatMoney(amount: number): string {
  return formatter.format(amount);
}

export const HIDDEN_BALANCE = '***';
