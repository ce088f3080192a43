import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';

export const RECORD_PAGE_SIZE = 25;

/** Records are read on the phone's clock: its days for the ranges, as its times for the rows. */
const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const getBetRecords = (input: RequestOf<'betRecords'>) => api.call('betRecords', { pageSize: RECORD_PAGE_SIZE, timeZone: phoneZone(), ...input });
export const getTransactionRecords = (input: RequestOf<'transactionRecords'>) =>
  api.call('transactionRecords', { pageSize: RECORD_PAGE_SIZE, timeZone: phoneZone(), ...input });
export const getProfitAndLoss = (input: RequestOf<'profitAndLoss'>) => api.call('profitAndLoss', { timeZone: phoneZone(), ...input });
