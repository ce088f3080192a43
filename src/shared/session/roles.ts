import { AGENT_TYPES, TRIAL_TYPE } from '../contract/platform';

/** SPEC section 6: trial is type 4; agents are 1, 2, 41, 42 (the contract-prompt reading adds 4 and 40: not used). */
export function isTrial(type: number | undefined): boolean {
  return type === TRIAL_TYPE;
}

export function isAgent(type: number | undefined): boolean {
  return type !== undefined && AGENT_TYPES.includes(type);
}

/**
 * What an invite entry (side-menu "Invite friends", the footer's share) does for someone:
 * - `login`: a visitor sees it and is sent to log in;
 * - `hidden`: agents never see it, nor anyone while the merchant's REFERRAL promotion is off;
 * - `free_reject`: a trial account sees it and is refused;
 * - `allowed`: a member who may invite friends (and whose account is a referral code).
 */
export type InviteAccess = 'login' | 'hidden' | 'free_reject' | 'allowed';

/** SPEC section 6: invite shows only when REFERRAL is enabled and not agent, or logged out. */
export function inviteAccess(type: number | undefined, referralEnabled: boolean): InviteAccess {
  if (type === undefined) return 'login';
  if (isAgent(type) || !referralEnabled) return 'hidden';
  if (isTrial(type)) return 'free_reject';
  return 'allowed';
}
