import { useSnapshot } from 'valtio';
import { formatMoney } from '../../../shared/lib/money';
import { siteStore } from '../../../shared/site/site-store';

/** Amounts with the merchant's currency symbol and 2 decimals. */
export function useMoney(): (amount: number) => string {
  const { config } = useSnapshot(siteStore);
  const symbol = config?.currencySymbol ?? '';
  return (amount) => `${symbol}${formatMoney(amount)}`;
}
