import { api } from '#src/shared/api/api';
import type { ClaimableReward, RewardApplication } from '#src/shared/contract/promotions';

export async function getClaimableRewards(): Promise<ClaimableReward[]> {
  return (await api.call('rewardCentre', {})).rewards;
}

export async function getRewardApplications(): Promise<RewardApplication[]> {
  return (await api.call('rewardApplications', {})).applications;
}
