import { AGENT_TYPES, TRIAL_TYPE } from '../contract/platform';

/** SPEC section 6: trial is type 4; agents are 1, 2, 41, 42 (the contract-prompt reading adds 4 and 40: not used). */
export function isTrial(type: number | undefined): boolean {
  return type === TRIAL_TYPE;
}

export function isAgent(type: number | undefined): boolean {
  return type !== undefined && AGENT_TYPES.includes(type);
}

/** Invite friends: logged out, or a member who is not an agent (REFERRAL promo gating joins with promotions). */
export function canSeeInviteFriends(type: number | undefined): boolean {
  return type === undefined || !isAgent(type);
}
