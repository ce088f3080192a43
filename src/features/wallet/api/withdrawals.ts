import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';
import type { WithdrawalOrder, WithdrawInfo } from '#src/shared/contract/wallet';
import type { ServedPage } from '#src/shared/lib/use-paged-list';
import { ORDER_PAGE_SIZE } from './order-page';

export function getWithdrawInfo(): Promise<WithdrawInfo> {
  return api.call('withdrawInfo', {});
}

/** `idempotencyKey` names the intent: the same key sent again answers the first order, holding nothing more. */
export function createWithdrawal(input: RequestOf<'createWithdrawal'>, idempotencyKey: string): Promise<WithdrawalOrder> {
  return api.call('createWithdrawal', input, { idempotencyKey });
}

/** One page of the member's orders, newest first. */
export async function getWithdrawalOrders(pageNo: number): Promise<ServedPage<WithdrawalOrder>> {
  const page = await api.call('withdrawalOrders', { pageNo, pageSize: ORDER_PAGE_SIZE });
  return { items: page.orders, pageNum: page.pageNum, totalPages: page.totalPages };
}

export function getWithdrawalOrder(reference: string): Promise<WithdrawalOrder> {
  return api.call('withdrawalOrder', { reference });
}
