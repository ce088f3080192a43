import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';
import type { DepositChannel, DepositOrder } from '#src/shared/contract/wallet';

export async function getDepositChannels(): Promise<DepositChannel[]> {
  return (await api.call('depositChannels', {})).channels;
}

/** `idempotencyKey` names the intent: the same key sent again answers the first order. */
export function createDeposit(input: RequestOf<'createDeposit'>, idempotencyKey: string): Promise<DepositOrder> {
  return api.call('createDeposit', input, { idempotencyKey });
}

export async function getDepositOrders(pageNo = 1): Promise<{ orders: DepositOrder[]; totalPages: number }> {
  const page = await api.call('depositOrders', { pageNo, pageSize: 20 });
  return { orders: page.orders, totalPages: page.totalPages };
}

export function getDepositOrder(reference: string): Promise<DepositOrder> {
  return api.call('depositOrder', { reference });
}
