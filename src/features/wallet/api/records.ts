import { api } from '../../../shared/api/api';
import type { RequestOf } from '../../../shared/contract/routes';

export const RECORD_PAGE_SIZE = 25;

export const getBetRecords = (input: RequestOf<'betRecords'>) => api.call('betRecords', { pageSize: RECORD_PAGE_SIZE, ...input });
export const getTransactionRecords = (input: RequestOf<'transactionRecords'>) => api.call('transactionRecords', { pageSize: RECORD_PAGE_SIZE, ...input });
export const getProfitAndLoss = (input: RequestOf<'profitAndLoss'>) => api.call('profitAndLoss', input);
