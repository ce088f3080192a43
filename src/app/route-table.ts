import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';

/** Every screen gets its SPEC test hook; screens shared by several routes use it. */
type ScreenModule = { default: ComponentType<{ testId: string; title: MessageDescriptor }> };

export type AppRoute = {
  /** The SPEC path after /m/ ("member/home"); also names the screen's test hook. */
  key: string;
  /** Other full paths that show the same screen. */
  aliases?: readonly string[];
  /** member: visitors are sent to `guestRedirect` (default /m/login), or asked (guestPrompt). */
  access: 'public' | 'member';
  guestRedirect?: string;
  /** Visitors get a prompt with cancel and register now instead of a redirect (SPEC section 6). */
  guestPrompt?: boolean;
  /** Trial accounts (type 4) get free_reject here. */
  rejectTrial?: boolean;
  /** Agents (types 1, 2, 41, 42) do not get this page. */
  rejectAgent?: boolean;
  title: MessageDescriptor;
  /** The lazily loaded screen. */
  screen: () => Promise<ScreenModule>;
};

/** Every route of SPEC section 2. Screens are lazy: each is its own chunk. */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    key: 'home',
    aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
    access: 'public',
    title: msg({ id: 'route_home', message: 'Home' }),
    screen: () => import('./screens/HomeScreen'),
  },
  { key: 'login', access: 'public', title: msg({ id: 'route_login', message: 'Log in' }), screen: () => import('../features/auth/components/LoginScreen') },
  {
    key: 'register',
    aliases: ['/m/register.html'],
    access: 'public',
    title: msg({ id: 'route_register', message: 'Register' }),
    screen: () => import('../features/auth/components/RegisterScreen'),
  },
  {
    key: 'forget',
    access: 'public',
    title: msg({ id: 'route_forget', message: 'Forgot password' }),
    screen: () => import('../features/auth/components/ForgetScreen'),
  },
  {
    key: 'changePsw',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_changePsw', message: 'Change password' }),
    screen: () => import('../features/auth/components/ChangePasswordScreen'),
  },
  { key: 'vip', access: 'member', title: msg({ id: 'route_vip', message: 'VIP Club' }), screen: () => import('../features/vip/components/VipScreen') },
  {
    key: 'activity',
    access: 'public',
    title: msg({ id: 'route_activity', message: 'Promotions' }),
    screen: () => import('../features/promotions/components/PromotionsScreen'),
  },
  {
    key: 'activityDetail',
    access: 'public',
    title: msg({ id: 'route_activityDetail', message: 'Promotion details' }),
    screen: () => import('../features/promotions/components/PromotionDetailScreen'),
  },
  {
    key: 'applyReward',
    access: 'member',
    guestRedirect: '/m/activity',
    rejectTrial: true,
    title: msg({ id: 'route_applyReward', message: 'Apply for reward' }),
    screen: () => import('../features/promotions/components/ApplyRewardScreen'),
  },
  {
    key: 'notice',
    access: 'public',
    title: msg({ id: 'route_notice', message: 'Announcements' }),
    screen: () => import('../features/messages/components/NoticeScreen'),
  },
  {
    key: 'message',
    access: 'public',
    title: msg({ id: 'route_message', message: 'Message center' }),
    screen: () => import('../features/messages/components/MessageCentreScreen'),
  },
  {
    key: 'webEmail',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_webEmail', message: 'Inbox' }),
    screen: () => import('../features/messages/components/InboxScreen'),
  },
  {
    key: 'gameList',
    access: 'public',
    title: msg({ id: 'route_gameList', message: 'Games' }),
    screen: () => import('../features/games/components/GameCentreScreen'),
  },
  {
    key: 'lottery',
    access: 'member',
    title: msg({ id: 'route_lottery', message: 'Lottery' }),
    screen: () => import('../features/games/components/LotteryScreen'),
  },
  {
    key: 'app',
    access: 'public',
    title: msg({ id: 'route_app', message: 'Download the app' }),
    screen: () => import('../features/install/components/AppDownloadScreen'),
  },
  {
    key: 'startLottery',
    access: 'member',
    title: msg({ id: 'route_startLottery', message: 'Lottery lobby' }),
    screen: () => import('../features/games/components/StartLotteryScreen'),
  },
  {
    key: 'launchGame',
    access: 'member',
    title: msg({ id: 'route_launchGame', message: 'Launching game' }),
    screen: () => import('../features/games/components/LaunchScreen'),
  },
  {
    key: 'voucherCenter',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_voucherCenter', message: 'Deposit' }),
    screen: () => import('../features/wallet/components/DepositScreen'),
  },
  {
    key: 'withdraw',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_withdraw', message: 'Withdraw' }),
    screen: () => import('../features/wallet/components/WithdrawScreen'),
  },
  {
    key: 'member/home',
    access: 'member',
    guestPrompt: true,
    title: msg({ id: 'route_member_home', message: 'Member center' }),
    screen: () => import('./screens/MemberHomeScreen'),
  },
  {
    key: 'member/benefits',
    access: 'public',
    title: msg({ id: 'route_member_benefits', message: 'Member benefits' }),
    screen: () => import('../features/vip/components/BenefitsScreen'),
  },
  {
    key: 'activity/signIn',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_activity_signIn', message: 'Daily sign-in' }),
    screen: () => import('../features/promotions/components/SignInScreen'),
  },
  {
    key: 'inviteFriends',
    access: 'member',
    rejectTrial: true,
    rejectAgent: true,
    title: msg({ id: 'route_inviteFriends', message: 'Invite friends' }),
    screen: () => import('../features/promotions/components/InviteFriendsScreen'),
  },
  {
    key: 'slotsCenter',
    access: 'public',
    title: msg({ id: 'route_slotsCenter', message: 'Slots' }),
    screen: () => import('../features/games/components/GameCentreScreen'),
  },
  { key: 'game', access: 'public', title: msg({ id: 'route_game', message: 'Games' }), screen: () => import('../features/games/components/GameCentreScreen') },
  {
    key: 'gameCenter',
    access: 'public',
    title: msg({ id: 'route_gameCenter', message: 'Game center' }),
    screen: () => import('../features/games/components/GameCentreScreen'),
  },
  { key: 'trail', access: 'public', title: msg({ id: 'route_trail', message: 'Free trial' }), screen: () => import('../features/auth/components/TrialScreen') },
  { key: 'set', access: 'public', title: msg({ id: 'route_set', message: 'Settings' }), screen: () => import('./screens/SettingsScreen') },
  {
    key: 'mall/mallHome',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_mall_mallHome', message: 'Points mall' }),
    screen: () => import('../features/mall/components/MallScreen'),
  },
  {
    key: 'gameRecord',
    access: 'member',
    title: msg({ id: 'route_gameRecord', message: 'Bet record' }),
    screen: () => import('../features/wallet/components/BetRecordScreen'),
  },
  {
    key: 'transaction/record',
    access: 'member',
    title: msg({ id: 'route_transaction_record', message: 'Transaction record' }),
    screen: () => import('../features/wallet/components/TransactionRecordScreen'),
  },
  {
    key: 'profitandloss',
    access: 'member',
    title: msg({ id: 'route_profitandloss', message: 'Profit and loss' }),
    screen: () => import('../features/wallet/components/ProfitAndLossScreen'),
  },
  {
    key: 'rewardCenter',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_rewardCenter', message: 'Reward center' }),
    screen: () => import('../features/promotions/components/RewardCentreScreen'),
  },
  {
    key: 'securityCenter',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_securityCenter', message: 'Security center' }),
    screen: () => import('../features/security/components/SecurityCentreScreen'),
  },
  {
    key: 'member/agent/getSalaryContract',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_getSalaryContract', message: 'Daily salary contract' }),
    screen: () => import('../features/agent/components/SalaryContractScreen'),
  },
  {
    key: 'member/agent/getDevidendContract',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_getDevidendContract', message: 'Dividend contract' }),
    screen: () => import('../features/agent/components/DividendContractScreen'),
  },
  {
    key: 'member/agent/getHourContract',
    access: 'member',
    rejectTrial: true,
    title: msg({ id: 'route_getHourContract', message: 'Hourly salary contract' }),
    screen: () => import('../features/agent/components/HourContractScreen'),
  },
];

export function pathOf(route: AppRoute): string {
  return `/m/${route.key}`;
}

export function screenTestId(key: string): string {
  return `screen-${key.replace(/\//g, '-')}`;
}

const byPath = new Map<string, AppRoute>();
for (const route of APP_ROUTES) {
  byPath.set(pathOf(route).toLowerCase(), route);
  for (const alias of route.aliases ?? []) byPath.set(alias.toLowerCase(), route);
}

/** The route a path shows, or null for an unknown path (which falls back to home). Case and a trailing slash do not matter. */
export function routeForPath(pathname: string): AppRoute | null {
  const path = pathname.toLowerCase();
  return byPath.get(path) ?? byPath.get(path.replace(/\/+$/, '')) ?? null;
}
