import { ROUTES, type RouteName } from '../shared/contract/app-routes';

/** Which chrome each route shows (product rules 2.3, 2.5 and 2.7): the route table says. */
export function showsHeader(name: RouteName): boolean {
  return ROUTES[name].chrome.header;
}

export function showsBottomNav(name: RouteName): boolean {
  return ROUTES[name].chrome.bottomNav;
}

export function showsBackButton(name: RouteName): boolean {
  return ROUTES[name].chrome.back !== 'none';
}

/**
 * Where back goes: home from login, register, trail, notice, forget and the message centre; otherwise one step
 * back, or home when this is the first page of the visit (a deep link or a cold start).
 */
export function backTarget(name: RouteName, historyIndex: number): 'home' | 'history' {
  return ROUTES[name].chrome.back === 'home' || historyIndex <= 0 ? 'home' : 'history';
}
