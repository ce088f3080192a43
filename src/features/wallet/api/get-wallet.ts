import { api } from '#src/shared/api/api';
import type { Wallet } from '#src/shared/contract/member';

export function getWallet(): Promise<Wallet> {
  return api.call('wallet', {});
}
