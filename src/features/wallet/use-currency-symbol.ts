import { useSnapshot } from 'valtio';
import { formatMoney } from '../../shared/lib/money';
import { walletStore } from './wallet-store';

/** The wallet's currency symbol (SPEC section 3's default ￥ until the wallet has loaded). */
export function useCurrencySymbol(): string {
  return useSnapshot(walletStore).wallet?.currencySymbol ?? '￥';
}

/** An amount as the wallet screens write it: symbol and #,##0.00. */
export function moneyText(symbol: string, amount: number): string {
  return `${symbol}${formatMoney(amount)}`;
}
