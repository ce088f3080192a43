import { describe, expect, it } from 'vitest';
import { backTarget, showsBackButton, showsBottomNav, showsHeader } from '../../../src/app/chrome-rules';
import { APP_ROUTES, routeForPath, screenTestId } from '../../../src/app/route-table';

describe('route table', () => {
  it('resolves every home alias to home and register.html to register', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) expect(routeForPath(path)?.key).toBe('home');
    expect(routeForPath('/m/register.html')?.key).toBe('register');
  });

  it('knows nested SPEC paths and nothing else', () => {
    expect(routeForPath('/m/member/agent/getHourContract')?.key).toBe('member/agent/getHourContract');
    expect(routeForPath('/m/transaction/record')?.key).toBe('transaction/record');
    expect(routeForPath('/m/nope')).toBeNull();
    expect(routeForPath('/m/member')).toBeNull();
  });

  it('names screen hooks after the SPEC path with / as -', () => {
    expect(screenTestId('member/agent/getHourContract')).toBe('screen-member-agent-getHourContract');
    expect(screenTestId('gameCenter')).toBe('screen-gameCenter');
  });

  it('has one entry per route key and no path claimed twice', () => {
    const keys = APP_ROUTES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const paths = APP_ROUTES.flatMap((r) => [`/m/${r.key}`, ...(r.aliases ?? [])].map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards apply-reward towards promotions, not login', () => {
    const route = routeForPath('/m/applyReward');
    expect(route).toMatchObject({ access: 'member', guestRedirect: '/m/activity' });
  });
});

describe('chrome rules (SPEC section 2)', () => {
  it.each(['login', 'register', 'forget', 'message', 'app', 'gameList', 'lottery', 'vip'])('hides the header on %s', (key) => {
    expect(showsHeader(key)).toBe(false);
  });

  it.each(['home', 'notice', 'activity', 'gameCenter', 'changePsw', 'slotsCenter'])('shows the header on %s', (key) => {
    expect(showsHeader(key)).toBe(true);
  });

  it.each(['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'activity', 'vip'])(
    'hides the bottom nav on %s',
    (key) => expect(showsBottomNav(key)).toBe(false),
  );

  it.each(['home', 'message', 'activityDetail', 'activity/signIn', 'gameCenter'])('shows the bottom nav on %s', (key) => {
    expect(showsBottomNav(key)).toBe(true);
  });

  it('goes home from login, register, trail, notice, forget and the message centre whatever the history', () => {
    for (const key of ['login', 'register', 'trail', 'notice', 'forget', 'message']) expect(backTarget(key, 5)).toBe('home');
  });

  it('goes one step back elsewhere, unless this is the first page of the visit', () => {
    expect(backTarget('gameCenter', 3)).toBe('history');
    expect(backTarget('gameCenter', 0)).toBe('home');
  });

  it('shows a back button everywhere but home', () => {
    expect(showsBackButton('home')).toBe(false);
    expect(showsBackButton('vip')).toBe(true);
  });
});
