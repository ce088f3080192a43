import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROUTES, type RouteName } from '../shared/contract/app-routes';
import { isAgent, isTrial } from '../shared/contract/roles';
import { hasFlag } from '../shared/site/site-store';
import { routeFlag } from './member-shortcuts';

const FREE_REJECT = msg({ id: 'free_reject', message: 'Trial accounts cannot use this feature. Please register a member account.' });
const NO_PERMISSION = msg({ id: 'err_no_permission', message: 'No permission, or this feature is unavailable' });

/**
 * Why a signed-in member's type (role) or merchant refuses a route, or null when it opens: the route
 * table declares the rule, this reads it for the guard on show and for a tap not yet taken.
 */
export function refusalOf(name: RouteName, memberType: number, config: Parameters<typeof hasFlag>[0]): MessageDescriptor | null {
  const route = ROUTES[name];
  if (route.access === 'public') return null;
  if (route.rejectTrial && isTrial(memberType)) return FREE_REJECT;
  if (route.rejectAgent && isAgent(memberType)) return NO_PERMISSION;
  // Until the site config is known the screen shows; its calls are refused by the server anyway.
  const flag = routeFlag(name);
  if (flag && config && !hasFlag(config, flag)) return NO_PERMISSION;
  return null;
}
