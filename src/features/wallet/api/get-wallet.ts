import { api } from '../../../shared/api/api';
import type { Wallet } from '../../../shared/contract/member';

export function getWallet(): Promise<Wallet> {
  return api.call('wallet', {});
}
