import { api } from '../../../shared/api/api';
import type { ReferralSummary } from '../../../shared/contract/referrals';

export const getReferralSummary = (): Promise<ReferralSummary> => api.call('referralSummary', {});
