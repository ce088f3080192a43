import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';
import type { DepositChannel, DepositOrder } from '#src/shared/contract/wallet';
import type { ServedPage } from '#src/shared/lib/use-paged-list';
import { ORDER_PAGE_SIZE } from './order-page';

export async function getDepositChannels(): Promise<DepositChannel[]> {
  return (await api.call('depositChannels', {})).channels;
}

/** `idempotencyKey` names the intent: the same key sent again answers the first order. */
export function createDeposit(input: RequestOf<'createDeposit'>, idempotencyKey: string): Promise<DepositOrder> {
  return api.call('createDeposit', input, { idempotencyKey });
}

/** One page of the member's orders, newest first. */
export async function getDepositOrders(pageNo: number): Promise<ServedPage<DepositOrder>> {
  const page = await api.call('depositOrders', { pageNo, pageSize: ORDER_PAGE_SIZE });
  return { items: page.orders, pageNum: page.pageNum, totalPages: page.totalPages };
}

export function getDepositOrder(reference: string): Promise<DepositOrder> {
  return api.call('depositOrder', { reference });
}
