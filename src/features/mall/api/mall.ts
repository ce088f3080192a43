import { api } from '#src/shared/api/api';
import type { MallHome } from '#src/shared/contract/mall';
import type { ResponseOf } from '#src/shared/contract/routes';

export const getMallHome = (): Promise<MallHome> => api.call('mallHome', {});

/** `idempotencyKey` names one confirmed redemption: sent again, it answers the first. */
export const redeemMallItem = (itemId: number, idempotencyKey: string): Promise<ResponseOf<'redeemMallItem'>> =>
  api.call('redeemMallItem', { itemId }, { idempotencyKey });
