import { ROUTES, type RouteName } from '../shared/contract/app-routes';
import type { WhitelabelFlag } from '../shared/contract/platform';
import { inviteAccess, signInEntry } from '../shared/contract/roles';

/**
 * The side menu's flagged entries (product rule 2.8), also the member centre's first shortcuts, in
 * order, with their menu test hooks; each route's flag is in the route table.
 */
export const FLAGGED_SHORTCUTS = [
  { key: 'gameRecord', menuTestId: 'menu-bet-record' },
  { key: 'transaction/record', menuTestId: 'menu-transaction-record' },
  { key: 'profitandloss', menuTestId: 'menu-profit-loss' },
  { key: 'rewardCenter', menuTestId: 'menu-reward-center' },
  { key: 'mall/mallHome', menuTestId: 'menu-points-mall' },
  { key: 'securityCenter', menuTestId: 'menu-security-center' },
] as const satisfies readonly { key: RouteName; menuTestId: string }[];

/** The whitelabel flag a flagged route's feature needs (its menu entry, and the route when it guards it). */
export function featureFlag(key: RouteName): WhitelabelFlag | undefined {
  return ROUTES[key].flag?.name;
}

/** The flag a route needs to open, when its flag guards the route. */
export function routeFlag(key: RouteName): WhitelabelFlag | undefined {
  const flag = ROUTES[key].flag;
  return flag?.guards ? flag.name : undefined;
}

export type ShortcutKey = (typeof FLAGGED_SHORTCUTS)[number]['key'] | 'inviteFriends' | 'member/benefits' | 'activity/signIn';

export type ShortcutContext = {
  /** The session's member type; undefined for a visitor. */
  type: number | undefined;
  flags: ReadonlySet<WhitelabelFlag>;
  /** The REFERRAL and LOGIN promotions (promo counters, product rule 3.6); null while unknown (counts as off). */
  referral: { enabled: boolean } | null;
  login: { enabled: boolean; count: number } | null;
};

export type Shortcut = { key: ShortcutKey; dot?: boolean };

/**
 * The member centre's shortcuts (product rule 6.12), in order, each only by its flag and role
 * rule. Records, rewards, mall and security follow their whitelabel flags for anyone logged in
 * (a trial account sees them and the route answers free_reject where it must); invite friends
 * shows when REFERRAL is on and the member is no agent, or to a visitor; benefits when VIP3 is
 * on or to a visitor; sign-in when LOGIN is on or to a visitor, with its red dot.
 */
export function memberShortcuts({ type, flags, referral, login }: ShortcutContext): Shortcut[] {
  const shortcuts: Shortcut[] = [];
  if (type !== undefined)
    for (const { key } of FLAGGED_SHORTCUTS) {
      const flag = featureFlag(key);
      if (flag && flags.has(flag)) shortcuts.push({ key });
    }
  if (inviteAccess(type, referral?.enabled ?? false) !== 'hidden') shortcuts.push({ key: 'inviteFriends' });
  if (type === undefined || flags.has('VIP3')) shortcuts.push({ key: 'member/benefits' });
  const signIn = signInEntry(type, login);
  if (signIn !== 'hidden') shortcuts.push({ key: 'activity/signIn', dot: signIn.dot });
  return shortcuts;
}

/** The member centre's new version when the mobile template's mem_cen is '1', else the base one (product rule 4.11). */
export function memberCentreLayoutFor(memCen: string | undefined): 'new' | 'base' {
  return memCen === '1' ? 'new' : 'base';
}
