import { api } from '#src/shared/api/api';
import type { ReferralSummary } from '#src/shared/contract/referrals';

export const getReferralSummary = (): Promise<ReferralSummary> => api.call('referralSummary', {});
