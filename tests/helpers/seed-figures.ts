const SYMBOL = /^(?:[￥₱]|\{symbol\})/;

/**
 * The amounts of money and percentages a text names, as numbers, so a translation can be checked
 * to say what the English says: PT, VI and Turkish write ￥1.888, ￥10,00, 1,5% and %1,5
 * (docs/decisions/016), the others ￥1,888, ￥10.00 and 1.5%.
 */
export function moneyAndPercentages(text: string, language: string): string[] {
  const pointGroups = ['PT', 'VI', 'TR'].includes(language);
  const plain = (digits: string) => Number(pointGroups ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '')).toFixed(2);
  return (text.match(/(?:[￥₱]|\{symbol\})\d(?:[\d.,]*\d)?|%\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?%/g) ?? [])
    .map((f) => (f.includes('%') ? `${plain(f.replace('%', ''))}%` : `${SYMBOL.exec(f)?.[0]}${plain(f.replace(SYMBOL, ''))}`))
    .sort();
}
