import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WhitelabelFlag } from '../shared/contract/platform';
import { inviteAccess, signInEntry } from '../shared/contract/roles';

/**
 * The side menu's flagged entries (SPEC section 2), also the member centre's first shortcuts.
 * `guardsRoute`: with the flag off the route itself refuses (err_no_permission) and the server
 * refuses its calls. The reward centre and security centre only leave the menus: promotions link
 * to the former, and withdraw needs the latter's card and payment password.
 */
export const FLAGGED_SHORTCUTS = [
  {
    key: 'gameRecord',
    guardsRoute: true,
    flag: 'TRANSBETREPMEM3',
    menuTestId: 'menu-bet-record',
    label: msg({ id: 'route_gameRecord', message: 'Bet record' }),
  },
  {
    key: 'transaction/record',
    guardsRoute: true,
    flag: 'TRANSREC3',
    menuTestId: 'menu-transaction-record',
    label: msg({ id: 'route_transaction_record', message: 'Transaction record' }),
  },
  {
    key: 'profitandloss',
    guardsRoute: true,
    flag: 'PERSREP',
    menuTestId: 'menu-profit-loss',
    label: msg({ id: 'route_profitandloss', message: 'Profit and loss' }),
  },
  { key: 'rewardCenter', flag: 'REWCEN3', menuTestId: 'menu-reward-center', label: msg({ id: 'route_rewardCenter', message: 'Reward center' }) },
  {
    key: 'mall/mallHome',
    guardsRoute: true,
    flag: 'PTSYS3',
    menuTestId: 'menu-points-mall',
    label: msg({ id: 'route_mall_mallHome', message: 'Points mall' }),
  },
  { key: 'securityCenter', flag: 'SECPRIV', menuTestId: 'menu-security-center', label: msg({ id: 'route_securityCenter', message: 'Security center' }) },
] as const satisfies readonly { key: string; guardsRoute?: true; flag: WhitelabelFlag; menuTestId: string; label: MessageDescriptor }[];

/** The flag a route needs, when its entry guards the route. */
export function routeFlag(key: string): WhitelabelFlag | undefined {
  const entry = FLAGGED_SHORTCUTS.find((item) => item.key === key);
  return entry && 'guardsRoute' in entry ? entry.flag : undefined;
}

export type ShortcutKey = (typeof FLAGGED_SHORTCUTS)[number]['key'] | 'inviteFriends' | 'member/benefits' | 'activity/signIn';

export type ShortcutContext = {
  /** The session's member type; undefined for a visitor. */
  type: number | undefined;
  flags: ReadonlySet<WhitelabelFlag>;
  /** The REFERRAL and LOGIN promotions (SPEC section 3's promo counters); null while unknown (counts as off). */
  referral: { enabled: boolean } | null;
  login: { enabled: boolean; count: number } | null;
};

export type Shortcut = { key: ShortcutKey; dot?: boolean };

/**
 * The member centre's shortcuts (SPEC sections 2 and 6), in order, each only by its flag and role
 * rule. Records, rewards, mall and security follow their whitelabel flags for anyone logged in
 * (a trial account sees them and the route answers free_reject where it must); invite friends
 * shows when REFERRAL is on and the member is no agent, or to a visitor; benefits when VIP3 is
 * on or to a visitor; sign-in when LOGIN is on or to a visitor, with its red dot.
 */
export function memberShortcuts({ type, flags, referral, login }: ShortcutContext): Shortcut[] {
  const shortcuts: Shortcut[] = [];
  if (type !== undefined) for (const item of FLAGGED_SHORTCUTS) if (flags.has(item.flag)) shortcuts.push({ key: item.key });
  if (inviteAccess(type, referral?.enabled ?? false) !== 'hidden') shortcuts.push({ key: 'inviteFriends' });
  if (type === undefined || flags.has('VIP3')) shortcuts.push({ key: 'member/benefits' });
  const signIn = signInEntry(type, login);
  if (signIn !== 'hidden') shortcuts.push({ key: 'activity/signIn', dot: signIn.dot });
  return shortcuts;
}

/** SPEC section 4: the member centre's new version when the mobile template's mem_cen is '1', else the base one. */
export function memberCentreLayoutFor(memCen: string | undefined): 'new' | 'base' {
  return memCen === '1' ? 'new' : 'base';
}
