import { useSnapshot } from 'valtio';
import { walletStore } from './wallet-store';

/** The wallet's currency symbol (SPEC section 3's default ￥ until the wallet has loaded). */
export function useCurrencySymbol(): string {
  return useSnapshot(walletStore).wallet?.currencySymbol ?? '￥';
}
