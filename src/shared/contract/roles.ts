import { AGENT_TYPES, TRIAL_TYPE } from './platform';

/** Trial is type 4; agents are 1, 2, 41, 42 (product rule 6.1); the contract prompts' wider reading is not this (product rule 3.16). */
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

/** Invite shows only when REFERRAL is enabled and not agent, or logged out (product rule 6.6). */
export function inviteAccess(type: number | undefined, referralEnabled: boolean): InviteAccess {
  if (type === undefined) return 'login';
  if (isAgent(type) || !referralEnabled) return 'hidden';
  if (isTrial(type)) return 'free_reject';
  return 'allowed';
}

/** What a daily sign-in entry shows: nothing, or the entry with or without its red dot. */
export type SignInEntry = 'hidden' | { dot: boolean };

/**
 * Product rule 6.7: sign-in shows when the LOGIN promotion is enabled, or to a visitor (who is sent
 * to log in); the red dot while LOGIN's count is above 0 (today not signed yet). An unknown counter
 * counts as off. Trial accounts see the entry (the route refuses them), never the dot: they cannot
 * sign in, so nothing is waiting for them.
 */
export function signInEntry(type: number | undefined, login: { enabled: boolean; count: number } | null | undefined): SignInEntry {
  if (type === undefined) return { dot: false };
  if (!login?.enabled) return 'hidden';
  return { dot: !isTrial(type) && login.count > 0 };
}
