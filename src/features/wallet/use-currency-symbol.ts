import { useSnapshot } from 'valtio';
import { walletStore } from './wallet-store';

/** The wallet's currency symbol (￥ until the wallet has loaded, product rule 3.3). */
export function useCurrencySymbol(): string {
  return useSnapshot(walletStore).wallet?.currencySymbol ?? '￥';
}
