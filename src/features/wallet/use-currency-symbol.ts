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

/** A change of money with its sign before the symbol: +￥10.00, −￥10.00, ￥0.00. */
export function signedMoneyText(symbol: string, amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${moneyText(symbol, Math.abs(amount))}`;
}
