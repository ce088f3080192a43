import type { WhitelabelFlag } from './platform';

/**
 * The app's routes (product rule 2.1), each in one entry: its path, screen, title, chrome, access
 * rules and flag. The router, the chrome, the guards, the server's painted shells and the tests
 * all read this table; links are built from it with `pathTo`, so a mistyped route name or a
 * missing parameter is a type error. It is contract code (no React, no macros) so that the
 * server and the tests can read it as the client does.
 */

/** Where the app lives: every route's path starts here. */
export const APP_BASE = '/m';

/** A title, in the shape Lingui's message descriptors take (`/*i18n*\/` marks it for extraction). */
export type RouteTitle = { readonly id: string; readonly message: string };

export type RouteChrome = {
  header: boolean;
  bottomNav: boolean;
  /** Where the back button goes: one step back (home on a visit's first page), always home, or no button. */
  back: 'history' | 'home' | 'none';
};

export type RouteEntry<Name extends string = string> = {
  /** Other full paths that show the same screen. */
  aliases?: readonly string[];
  title: RouteTitle;
  /** The screen's module under src/, without its extension; it default-exports the screen. */
  screen: string;
  chrome: RouteChrome;
  /** member: visitors are sent to `guestRedirect` (default login), or asked (guestPrompt). */
  access: 'public' | 'member';
  guestRedirect?: Name;
  /** Visitors get a prompt with cancel and register now instead of a redirect (product rule 6.3). */
  guestPrompt?: boolean;
  /** Trial accounts (type 4) get free_reject here. */
  rejectTrial?: boolean;
  /** Agents (types 1, 2, 41, 42) do not get this page. */
  rejectAgent?: boolean;
  /**
   * The whitelabel flag of the route's feature: with it off the route leaves the menus, and when
   * it `guards` the route, the route itself refuses (err_no_permission) as the server does.
   */
  flag?: { name: WhitelabelFlag; guards: boolean };
  /** Query parameters a link to the route must carry. */
  query?: readonly string[];
  /** The server paints this screen's first picture into the page (on its plain path, no query). */
  shell?: 'home' | 'gameCentre';
};

const FULL: RouteChrome = { header: true, bottomNav: true, back: 'history' };
const NO_NAV: RouteChrome = { header: true, bottomNav: false, back: 'history' };
const BARE: RouteChrome = { header: false, bottomNav: false, back: 'history' };

/** Keyed by the path after /m/ ("member/home", product rule 2.1), which also names the screen's test hook. */
const ENTRIES = {
  home: {
    aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
    title: /*i18n*/ { id: 'route_home', message: 'Home' },
    screen: 'app/screens/HomeScreen',
    chrome: { header: true, bottomNav: true, back: 'none' },
    access: 'public',
    shell: 'home',
  },
  login: {
    title: /*i18n*/ { id: 'route_login', message: 'Log in' },
    screen: 'features/auth/components/LoginScreen',
    chrome: { ...BARE, back: 'home' },
    access: 'public',
  },
  register: {
    aliases: ['/m/register.html'],
    title: /*i18n*/ { id: 'route_register', message: 'Register' },
    screen: 'features/auth/components/RegisterScreen',
    chrome: { ...BARE, back: 'home' },
    access: 'public',
  },
  forget: {
    title: /*i18n*/ { id: 'route_forget', message: 'Forgot password' },
    screen: 'features/auth/components/ForgetScreen',
    chrome: { ...BARE, back: 'home' },
    access: 'public',
  },
  changePsw: {
    title: /*i18n*/ { id: 'route_changePsw', message: 'Change password' },
    screen: 'features/auth/components/ChangePasswordScreen',
    chrome: NO_NAV,
    access: 'member',
    rejectTrial: true,
  },
  vip: {
    title: /*i18n*/ { id: 'route_vip', message: 'VIP Club' },
    screen: 'features/vip/components/VipScreen',
    chrome: BARE,
    access: 'member',
  },
  activity: {
    title: /*i18n*/ { id: 'route_activity', message: 'Promotions' },
    screen: 'features/promotions/components/PromotionsScreen',
    chrome: NO_NAV,
    access: 'public',
  },
  activityDetail: {
    title: /*i18n*/ { id: 'route_activityDetail', message: 'Promotion details' },
    screen: 'features/promotions/components/PromotionDetailScreen',
    chrome: FULL,
    access: 'public',
    query: ['id'],
  },
  applyReward: {
    title: /*i18n*/ { id: 'route_applyReward', message: 'Apply for reward' },
    screen: 'features/promotions/components/ApplyRewardScreen',
    chrome: FULL,
    access: 'member',
    guestRedirect: 'activity',
    rejectTrial: true,
    query: ['id'],
  },
  notice: {
    title: /*i18n*/ { id: 'route_notice', message: 'Announcements' },
    screen: 'features/messages/components/NoticeScreen',
    chrome: { ...NO_NAV, back: 'home' },
    access: 'public',
  },
  message: {
    title: /*i18n*/ { id: 'route_message', message: 'Message center' },
    screen: 'features/messages/components/MessageCentreScreen',
    chrome: { header: false, bottomNav: true, back: 'home' },
    access: 'public',
  },
  webEmail: {
    title: /*i18n*/ { id: 'route_webEmail', message: 'Inbox' },
    screen: 'features/messages/components/InboxScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
  gameList: {
    title: /*i18n*/ { id: 'route_gameList', message: 'Games' },
    screen: 'features/games/components/GameCentreScreen',
    chrome: BARE,
    access: 'public',
  },
  lottery: {
    title: /*i18n*/ { id: 'route_lottery', message: 'Lottery' },
    screen: 'features/games/components/LotteryScreen',
    chrome: BARE,
    access: 'member',
  },
  app: {
    title: /*i18n*/ { id: 'route_app', message: 'Download the app' },
    screen: 'features/install/components/AppDownloadScreen',
    chrome: BARE,
    access: 'public',
  },
  startLottery: {
    title: /*i18n*/ { id: 'route_startLottery', message: 'Lottery lobby' },
    screen: 'features/games/components/StartLotteryScreen',
    chrome: FULL,
    access: 'member',
  },
  launchGame: {
    title: /*i18n*/ { id: 'route_launchGame', message: 'Launching game' },
    screen: 'features/games/components/LaunchScreen',
    chrome: FULL,
    access: 'member',
  },
  voucherCenter: {
    title: /*i18n*/ { id: 'route_voucherCenter', message: 'Deposit' },
    screen: 'features/wallet/components/DepositScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
  withdraw: {
    title: /*i18n*/ { id: 'route_withdraw', message: 'Withdraw' },
    screen: 'features/wallet/components/WithdrawScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
  'member/home': {
    title: /*i18n*/ { id: 'route_member_home', message: 'Member center' },
    screen: 'app/screens/MemberHomeScreen',
    chrome: FULL,
    access: 'member',
    guestPrompt: true,
  },
  'member/benefits': {
    title: /*i18n*/ { id: 'route_member_benefits', message: 'Member benefits' },
    screen: 'features/vip/components/BenefitsScreen',
    chrome: FULL,
    access: 'public',
  },
  'activity/signIn': {
    title: /*i18n*/ { id: 'route_activity_signIn', message: 'Daily sign-in' },
    screen: 'features/promotions/components/SignInScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
  inviteFriends: {
    title: /*i18n*/ { id: 'route_inviteFriends', message: 'Invite friends' },
    screen: 'features/promotions/components/InviteFriendsScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
    rejectAgent: true,
  },
  slotsCenter: {
    title: /*i18n*/ { id: 'route_slotsCenter', message: 'Slots' },
    screen: 'features/games/components/GameCentreScreen',
    chrome: NO_NAV,
    access: 'public',
  },
  game: {
    title: /*i18n*/ { id: 'route_game', message: 'Games' },
    screen: 'features/games/components/GameCentreScreen',
    chrome: FULL,
    access: 'public',
    shell: 'gameCentre',
  },
  gameCenter: {
    title: /*i18n*/ { id: 'route_gameCenter', message: 'Game center' },
    screen: 'features/games/components/GameCentreScreen',
    chrome: FULL,
    access: 'public',
    shell: 'gameCentre',
  },
  trail: {
    title: /*i18n*/ { id: 'route_trail', message: 'Free trial' },
    screen: 'features/auth/components/TrialScreen',
    chrome: { ...FULL, back: 'home' },
    access: 'public',
  },
  set: {
    title: /*i18n*/ { id: 'route_set', message: 'Settings' },
    screen: 'app/screens/SettingsScreen',
    chrome: FULL,
    access: 'public',
  },
  'mall/mallHome': {
    title: /*i18n*/ { id: 'route_mall_mallHome', message: 'Points mall' },
    screen: 'features/mall/components/MallScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
    flag: { name: 'PTSYS3', guards: true },
  },
  gameRecord: {
    title: /*i18n*/ { id: 'route_gameRecord', message: 'Bet record' },
    screen: 'features/wallet/components/BetRecordScreen',
    chrome: FULL,
    access: 'member',
    flag: { name: 'TRANSBETREPMEM3', guards: true },
  },
  'transaction/record': {
    title: /*i18n*/ { id: 'route_transaction_record', message: 'Transaction record' },
    screen: 'features/wallet/components/TransactionRecordScreen',
    chrome: FULL,
    access: 'member',
    flag: { name: 'TRANSREC3', guards: true },
  },
  profitandloss: {
    title: /*i18n*/ { id: 'route_profitandloss', message: 'Profit and loss' },
    screen: 'features/wallet/components/ProfitAndLossScreen',
    chrome: FULL,
    access: 'member',
    flag: { name: 'PERSREP', guards: true },
  },
  // The reward and security centres only leave the menus with their flags off: promotions link to
  // the former, and withdraw needs the latter's card and payment password.
  rewardCenter: {
    title: /*i18n*/ { id: 'route_rewardCenter', message: 'Reward center' },
    screen: 'features/promotions/components/RewardCentreScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
    flag: { name: 'REWCEN3', guards: false },
  },
  securityCenter: {
    title: /*i18n*/ { id: 'route_securityCenter', message: 'Security center' },
    screen: 'features/security/components/SecurityCentreScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
    flag: { name: 'SECPRIV', guards: false },
  },
  'member/agent/getSalaryContract': {
    title: /*i18n*/ { id: 'route_getSalaryContract', message: 'Daily salary contract' },
    screen: 'features/agent/components/SalaryContractScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
  'member/agent/getDevidendContract': {
    title: /*i18n*/ { id: 'route_getDevidendContract', message: 'Dividend contract' },
    screen: 'features/agent/components/DividendContractScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
  'member/agent/getHourContract': {
    title: /*i18n*/ { id: 'route_getHourContract', message: 'Hourly salary contract' },
    screen: 'features/agent/components/HourContractScreen',
    chrome: FULL,
    access: 'member',
    rejectTrial: true,
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ENTRIES;

/** The table, its guest redirects checked against its own names. */
export const ROUTES: { readonly [N in RouteName]: RouteEntry<RouteName> } = ENTRIES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A route's own path ("/m/member/home"). */
export function routePathOf(name: RouteName): string {
  return `${APP_BASE}/${name}`;
}

type QueryValue = string | number | boolean;
type Query = Readonly<Record<string, QueryValue | undefined>>;
type NeededOf<N extends RouteName> = (typeof ENTRIES)[N] extends { query: readonly (infer K extends string)[] } ? K : never;
/** A route's query: required where the table lists parameters, optional elsewhere. */
export type QueryOf<N extends RouteName> = [NeededOf<N>] extends [never] ? [query?: Query] : [query: Readonly<Record<NeededOf<N>, QueryValue>> & Query];

/** The path of a link to a route, with its query (undefined values left out). */
export function pathTo<N extends RouteName>(name: N, ...[query]: QueryOf<N>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${routePathOf(name)}?${text}` : routePathOf(name);
}

const byPath = new Map<string, RouteName>();
for (const name of ROUTE_NAMES) {
  byPath.set(routePathOf(name).toLowerCase(), name);
  for (const alias of ROUTES[name].aliases ?? []) byPath.set(alias.toLowerCase(), name);
}

/** An address as the build's per-address lists key it: lower case, no trailing slash. */
export function addressKey(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

/**
 * The route a path shows, or null for an unknown path (which goes home). Case and a trailing
 * slash do not matter, as in the router.
 */
export function routeNameOf(pathname: string): RouteName | null {
  const path = pathname.toLowerCase();
  return byPath.get(path) ?? byPath.get(path.replace(/\/+$/, '')) ?? null;
}

/** Whether a link (a path, or a URL of this origin's path) leads into the app. */
export function isAppPath(path: string): boolean {
  return path === APP_BASE || path.startsWith(`${APP_BASE}/`);
}

/** The test hook of a route's screen ("member/home" -> "screen-member-home"). */
export function screenTestId(name: RouteName): string {
  return `screen-${name.replace(/\//g, '-')}`;
}
