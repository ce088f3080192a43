import { describe, expect, it } from 'vitest';
import { backTarget, showsBackButton, showsBottomNav, showsHeader } from '#src/app/chrome-rules';
import { isAppPath, pathTo, ROUTE_NAMES, ROUTES, type RouteName, routeNameOf, routePathOf, screenTestId } from '#src/shared/contract/app-routes';

describe('route table', () => {
  it('resolves every home alias to home and register.html to register', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/M/Home/']) expect(routeNameOf(path)).toBe('home');
    expect(routeNameOf('/m/register.html')).toBe('register');
  });

  it('knows nested route paths and nothing else', () => {
    expect(routeNameOf('/m/member/agent/getHourContract')).toBe('member/agent/getHourContract');
    expect(routeNameOf('/m/transaction/record')).toBe('transaction/record');
    expect(routeNameOf('/m/nope')).toBeNull();
    expect(routeNameOf('/m/member')).toBeNull();
  });

  it('names screen hooks after the route path with / as - (product rule 10.14)', () => {
    expect(screenTestId('member/agent/getHourContract')).toBe('screen-member-agent-getHourContract');
    expect(screenTestId('gameCenter')).toBe('screen-gameCenter');
  });

  it('has the 37 routes of product rule 2.1 and no path claimed twice', () => {
    expect(ROUTE_NAMES).toHaveLength(37);
    const paths = ROUTE_NAMES.flatMap((name) => [routePathOf(name), ...(ROUTES[name].aliases ?? [])].map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards apply-reward towards promotions, not login', () => {
    expect(ROUTES.applyReward).toMatchObject({ access: 'member', guestRedirect: 'activity' });
  });

  it('builds links with their query, leaving out what is undefined', () => {
    expect(pathTo('member/home')).toBe('/m/member/home');
    expect(pathTo('activityDetail', { id: 5 })).toBe('/m/activityDetail?id=5');
    expect(pathTo('lottery', { gameId: 'a b', pageBack: undefined })).toBe('/m/lottery?gameId=a+b');
    // @ts-expect-error a route that needs an id gets one
    pathTo('applyReward');
    // @ts-expect-error a route name the table does not have
    pathTo('homme');
  });

  it('tells an app path from any other', () => {
    expect(isAppPath('/m/activity?x=1')).toBe(true);
    expect(isAppPath('/m')).toBe(true);
    expect(isAppPath('/mall')).toBe(false);
    expect(isAppPath('https://example.com/m/home')).toBe(false);
  });
});

/** The routes without a header, without the bottom bar, and whose back goes home (product rules 2.3, 2.5 and 2.7). */
const HEADER_HIDDEN: readonly RouteName[] = ['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip'];
const NAV_HIDDEN: readonly RouteName[] = ['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'activity', 'vip'];
const BACK_HOME: readonly RouteName[] = ['login', 'register', 'trail', 'notice', 'forget', 'message'];

describe('chrome rules (product rules 2.3, 2.5 and 2.7)', () => {
  it.each(ROUTE_NAMES)('%s shows the header, bottom bar and back button the rules list', (name) => {
    expect(showsHeader(name)).toBe(!HEADER_HIDDEN.includes(name));
    expect(showsBottomNav(name)).toBe(!NAV_HIDDEN.includes(name));
    expect(showsBackButton(name)).toBe(name !== 'home');
  });

  it('goes home from login, register, trail, notice, forget and the message centre whatever the history', () => {
    for (const name of ROUTE_NAMES) expect(backTarget(name, 5), name).toBe(BACK_HOME.includes(name) ? 'home' : 'history');
  });

  it('goes one step back elsewhere, unless this is the first page of the visit', () => {
    expect(backTarget('gameCenter', 3)).toBe('history');
    expect(backTarget('gameCenter', 0)).toBe('home');
  });
});
