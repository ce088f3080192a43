import { useSnapshot } from 'valtio';
import { formatMoney } from '../lib/money';
import { siteStore } from './site-store';

/** Writes amounts with the merchant's currency symbol (SPEC section 3's default ￥ until the site config is in). */
export function useMoneyText(): (amount: number) => string {
  const symbol = useSnapshot(siteStore).config?.currencySymbol ?? '￥';
  return (amount) => `${symbol}${formatMoney(amount)}`;
}
