import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';
import type { WithdrawalOrder, WithdrawInfo } from '#src/shared/contract/wallet';

export function getWithdrawInfo(): Promise<WithdrawInfo> {
  return api.call('withdrawInfo', {});
}

/** `idempotencyKey` names the intent: the same key sent again answers the first order, holding nothing more. */
export function createWithdrawal(input: RequestOf<'createWithdrawal'>, idempotencyKey: string): Promise<WithdrawalOrder> {
  return api.call('createWithdrawal', input, { idempotencyKey });
}

export async function getWithdrawalOrders(): Promise<WithdrawalOrder[]> {
  return (await api.call('withdrawalOrders', { pageNo: 1, pageSize: 20 })).orders;
}
