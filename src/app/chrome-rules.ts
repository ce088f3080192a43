/** Which chrome each route shows (SPEC section 2, "Chrome"), by route key. */
const HEADER_HIDDEN = new Set(['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip']);
const BOTTOM_NAV_HIDDEN = new Set(['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'activity', 'vip']);
const BACK_TO_HOME = new Set(['login', 'register', 'trail', 'notice', 'forget', 'message']);

export function showsHeader(key: string): boolean {
  return !HEADER_HIDDEN.has(key);
}

export function showsBottomNav(key: string): boolean {
  return !BOTTOM_NAV_HIDDEN.has(key);
}

export function showsBackButton(key: string): boolean {
  return key !== 'home';
}

/**
 * Where back goes: home from login, register, trail, notice, forget and the message centre; otherwise one step
 * back, or home when this is the first page of the visit (a deep link or a cold start).
 */
export function backTarget(key: string, historyIndex: number): 'home' | 'history' {
  return BACK_TO_HOME.has(key) || historyIndex <= 0 ? 'home' : 'history';
}
