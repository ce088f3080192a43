import { api } from '../../../shared/api/api';
import type { MallHome } from '../../../shared/contract/mall';
import type { ResponseOf } from '../../../shared/contract/routes';

export const getMallHome = (): Promise<MallHome> => api.call('mallHome', {});

/** `idempotencyKey` names one confirmed redemption: sent again, it answers the first. */
export const redeemMallItem = (itemId: number, idempotencyKey: string): Promise<ResponseOf<'redeemMallItem'>> =>
  api.call('redeemMallItem', { itemId }, { idempotencyKey });
