import { proxy } from 'valtio';
import { type Wallet, walletSchema } from '#src/shared/contract/member';
import { checkedFirstRead } from '#src/shared/lib/first-reads';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readText, writeText } from '#src/shared/storage/web-storage';
import { getWallet } from './api/get-wallet';

type WalletState = { wallet: Wallet | null; hidden: boolean; refreshing: boolean };

export const walletStore = proxy<WalletState>({
  wallet: null,
  hidden: readText(STORAGE_KEYS.balanceHidden) === '1',
  refreshing: false,
});

/** Reloads the wallet; the balance stays hidden until the reload ends (product rule 4.14). */
export async function refreshWallet(): Promise<void> {
  walletStore.refreshing = true;
  try {
    walletStore.wallet = await getWallet();
  } finally {
    walletStore.refreshing = false;
  }
}

/** A member's first view is drawn with their wallet, as their info (startFromDrawnMemberInfo). */
export function startFromDrawnWallet(): void {
  const drawn = checkedFirstRead('wallet', getWallet, walletSchema);
  if (drawn) walletStore.wallet = drawn;
}

export function toggleBalanceHidden(): void {
  walletStore.hidden = !walletStore.hidden;
  writeText(STORAGE_KEYS.balanceHidden, walletStore.hidden ? '1' : '0');
}

export function clearWallet(): void {
  walletStore.wallet = null;
}
