import * as z from 'zod/mini';
import {
  affiliateCheckRequestSchema,
  affiliateCheckResponseSchema,
  captchaSchema,
  changePasswordRequestSchema,
  countriesSchema,
  forgetBySmsRequestSchema,
  forgetEmailRequestSchema,
  forgetEmailResetSchema,
  registerRequestSchema,
  sendSmsRequestSchema,
  sendSmsResponseSchema,
  socialStartRequestSchema,
  socialStartResponseSchema,
  usernameCheckRequestSchema,
  usernameCheckResponseSchema,
} from './account';
import { agentContractRequestSchema, agentContractResponseSchema, agentContractSchema, contractRequestsSchema, decideContractRequestSchema } from './agent';
import { loginRequestSchema, loginResponseSchema, publicKeySchema, trialUserRequestSchema } from './auth';
import { feedbackItemSchema, feedbackListSchema, sendFeedbackRequestSchema } from './feedback';
import {
  announcementsRequestSchema,
  announcementsResponseSchema,
  favouriteRequestSchema,
  gameListRequestSchema,
  gamePageSchema,
  hotGamesRequestSchema,
  hotGamesResponseSchema,
  launchRequestSchema,
  launchResponseSchema,
  liveModelsResponseSchema,
  pageRequestSchema,
  recentRequestSchema,
  successSchema,
  vendorDataSchema,
} from './games';
import { headIconStateSchema, setHeadIconFieldsSchema, setHeadIconResponseSchema } from './head-icon';
import { mallHomeSchema, redeemRequestSchema, redeemResponseSchema } from './mall';
import { memberInfoSchema, walletSchema } from './member';
import {
  chatLaunchRequestSchema,
  chatLaunchResponseSchema,
  chatPermissionSchema,
  inboxDeleteResponseSchema,
  inboxListSchema,
  inboxMessageRequestSchema,
  inboxReadResponseSchema,
  markNoticeReadRequestSchema,
  markNoticeReadResponseSchema,
  noticeListSchema,
  unreadCountsSchema,
} from './messages';
import type { ModuleId } from './platform';
import {
  claimRewardRequestSchema,
  claimRewardResponseSchema,
  joinPromotionRequestSchema,
  joinPromotionResponseSchema,
  promoCountersSchema,
  promotionDetailRequestSchema,
  promotionDetailSchema,
  promotionListRequestSchema,
  promotionListSchema,
  requestRewardFieldsSchema,
  requestRewardResponseSchema,
  rewardApplicationsSchema,
  rewardCentreSchema,
  signInResponseSchema,
  signInStateSchema,
} from './promotions';
import {
  betRecordPageSchema,
  betRecordsRequestSchema,
  profitAndLossRequestSchema,
  profitAndLossSchema,
  transactionRecordPageSchema,
  transactionRecordsRequestSchema,
} from './records';
import { referralSummarySchema } from './referrals';
import {
  addBankCardRequestSchema,
  bankCardIdRequestSchema,
  bankCardListSchema,
  bankListSchema,
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  changePaymentPasswordRequestSchema,
  securityOverviewSchema,
  sendSecurityCodeRequestSchema,
  sendSecurityCodeResponseSchema,
  setPaymentPasswordRequestSchema,
} from './security';
import { siteConfigSchema, systemStatusSchema } from './system';
import { newsListSchema, vipClubSchema, winnerBoardSchema } from './vip';
import {
  bankCardSchema,
  createDepositRequestSchema,
  createWithdrawalRequestSchema,
  depositChannelsSchema,
  depositOrderPageSchema,
  depositOrderSchema,
  orderPageRequestSchema,
  orderReferenceRequestSchema,
  withdrawalOrderPageSchema,
  withdrawalOrderSchema,
  withdrawInfoSchema,
} from './wallet';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteDef = {
  method: HttpMethod;
  path: string;
  moduleId: ModuleId;
  /** Query (GET/DELETE) or JSON body (POST/PUT) schema; z.void() when the call takes nothing. */
  request: z.ZodMiniType;
  response: z.ZodMiniType;
  /** The body travels sealed (RSA-OAEP + AES-GCM); the server refuses the plain form. */
  encrypted?: boolean;
  /** The call needs a session token. */
  auth?: boolean;
  /** The body is multipart/form-data (files); `request` describes its text fields. */
  multipart?: boolean;
  /** Moves money: the client must send an Idempotency-Key header, unique per member (product rule 7.5). */
  moneyMoving?: boolean;
  /** Files something once (an upload): the client sends an Idempotency-Key too, so a retry answers the first. */
  keyed?: boolean;
  /** Trial accounts (type 4) get 403 free_reject, as the client's routes show (product rule 6.4). */
  rejectTrial?: boolean;
  /** Agents (types 1, 2, 41, 42) get 403 err_no_permission (product rule 6.5). */
  rejectAgent?: boolean;
};

const empty = z.lazy(() => z.strictObject({}));

/** Every logical call this build serves (product rule 7.3): name -> method, path, module id, shapes. */
export const apiRoutes = {
  systemStatus: { method: 'GET', path: '/api/system/status', moduleId: 'COMM3', request: empty, response: systemStatusSchema },
  /** The connection probe: the smallest answer the server gives, never cached by the worker. */
  ping: { method: 'GET', path: '/api/system/ping', moduleId: 'COMM3', request: empty, response: z.object({}) },
  siteConfig: { method: 'GET', path: '/api/site/config', moduleId: 'COMM3', request: empty, response: siteConfigSchema },
  publicKey: { method: 'GET', path: '/api/crypto/public-key', moduleId: 'COMM3', request: empty, response: publicKeySchema },
  login: { method: 'POST', path: '/api/auth/login', moduleId: 'COMM3', request: loginRequestSchema, response: loginResponseSchema, encrypted: true },
  /** Trial / free play: a fresh type-4 account with demo credit and its session (product rule 4.4). */
  createTrialUser: { method: 'POST', path: '/api/auth/trial-user', moduleId: 'COMM3', request: trialUserRequestSchema, response: loginResponseSchema },
  logout: { method: 'DELETE', path: '/api/auth/session', moduleId: 'COMM3', request: empty, response: z.object({}), auth: true },
  memberInfo: { method: 'GET', path: '/api/member/info', moduleId: 'MEMTRANS3', request: empty, response: memberInfoSchema, auth: true },
  /** The head icon GET and POST (product rule 7.10); trial accounts get free_reject. */
  headIcon: {
    method: 'GET',
    path: '/api/member/head-icon',
    moduleId: 'MEMTRANS3',
    request: empty,
    response: headIconStateSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Multipart: the text field `preset`, or one picture in HEAD_ICON_PICTURE_FIELD (checked by its bytes). */
  setHeadIcon: {
    method: 'POST',
    path: '/api/member/head-icon',
    moduleId: 'MEMTRANS3',
    request: setHeadIconFieldsSchema,
    response: setHeadIconResponseSchema,
    auth: true,
    multipart: true,
    rejectTrial: true,
  },
  wallet: { method: 'GET', path: '/api/wallet', moduleId: 'FUNDTRANS3', request: empty, response: walletSchema, auth: true },
  countries: { method: 'GET', path: '/api/countries', moduleId: 'REG3', request: empty, response: countriesSchema },
  captcha: { method: 'GET', path: '/api/auth/captcha', moduleId: 'CAPTCHA3', request: empty, response: captchaSchema },
  sendSms: { method: 'POST', path: '/api/sms/send', moduleId: 'REG3', request: sendSmsRequestSchema, response: sendSmsResponseSchema },
  register: { method: 'PUT', path: '/api/auth/register', moduleId: 'REG3', request: registerRequestSchema, response: loginResponseSchema, encrypted: true },
  usernameCheck: {
    method: 'GET',
    path: '/api/auth/username-check',
    moduleId: 'REG3',
    request: usernameCheckRequestSchema,
    response: usernameCheckResponseSchema,
  },
  affiliateCheck: {
    method: 'GET',
    path: '/api/affiliates/check',
    moduleId: 'REG3',
    request: affiliateCheckRequestSchema,
    response: affiliateCheckResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    moduleId: 'COMM3',
    request: changePasswordRequestSchema,
    response: z.object({}),
    encrypted: true,
    auth: true,
    rejectTrial: true,
  },
  forgetBySms: { method: 'POST', path: '/api/auth/forget/sms', moduleId: 'COMM3', request: forgetBySmsRequestSchema, response: z.object({}), encrypted: true },
  forgetEmailRequest: { method: 'POST', path: '/api/auth/forget/email', moduleId: 'COMM3', request: forgetEmailRequestSchema, response: sendSmsResponseSchema },
  forgetEmailReset: {
    method: 'POST',
    path: '/api/auth/forget/email/reset',
    moduleId: 'COMM3',
    request: forgetEmailResetSchema,
    response: z.object({}),
    encrypted: true,
  },
  socialStart: { method: 'GET', path: '/api/auth/social/start', moduleId: 'COMM3', request: socialStartRequestSchema, response: socialStartResponseSchema },
  gameList: { method: 'GET', path: '/api/games', moduleId: 'GAMELO3', request: gameListRequestSchema, response: gamePageSchema },
  hotGames: { method: 'GET', path: '/api/games/hot', moduleId: 'GAMELOHOT3', request: hotGamesRequestSchema, response: hotGamesResponseSchema },
  vendorData: { method: 'GET', path: '/api/games/vendors', moduleId: 'GAMELO3', request: empty, response: vendorDataSchema },
  favourites: { method: 'GET', path: '/api/games/favourites', moduleId: 'GAMELOFAV3', request: pageRequestSchema, response: gamePageSchema, auth: true },
  addFavourite: { method: 'POST', path: '/api/games/favourites', moduleId: 'GAMELOFAV3', request: favouriteRequestSchema, response: successSchema, auth: true },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/games/favourites',
    moduleId: 'GAMELOFAV3',
    request: favouriteRequestSchema,
    response: successSchema,
    auth: true,
  },
  recentGames: { method: 'GET', path: '/api/games/recent', moduleId: 'GAMELOREC3', request: pageRequestSchema, response: gamePageSchema, auth: true },
  addRecent: { method: 'POST', path: '/api/games/recent', moduleId: 'GAMELOREC3', request: recentRequestSchema, response: successSchema, auth: true },
  launchGame: { method: 'POST', path: '/api/games/launch', moduleId: 'GAMELO3', request: launchRequestSchema, response: launchResponseSchema, auth: true },
  announcements: { method: 'GET', path: '/api/announcements', moduleId: 'COMM3', request: announcementsRequestSchema, response: announcementsResponseSchema },
  liveModels: { method: 'GET', path: '/api/live-models', moduleId: 'COMM3', request: empty, response: liveModelsResponseSchema },
  /** The promo counters (product rule 3.6); a session adds the member's own counts, a visitor gets 0s. */
  promoCounters: { method: 'GET', path: '/api/promotions/counters', moduleId: 'COMM3', request: empty, response: promoCountersSchema },
  /** The points mall (PTSYS3): today's daily points are credited on this read. */
  mallHome: { method: 'GET', path: '/api/mall', moduleId: 'COMM3', request: empty, response: mallHomeSchema, auth: true, rejectTrial: true },
  /** Points and stock move once per key; a bonus item pays into the wallet through the ledger. */
  redeemMallItem: {
    method: 'POST',
    path: '/api/mall/redemptions',
    moduleId: 'COMM3',
    request: redeemRequestSchema,
    response: redeemResponseSchema,
    auth: true,
    moneyMoving: true,
    rejectTrial: true,
  },
  /** The agent contract requests: read after login for the contract prompts (product rule 4.21). */
  contractRequests: {
    method: 'GET',
    path: '/api/agent/contract-requests',
    moduleId: 'COMM3',
    request: empty,
    response: contractRequestsSchema,
    auth: true,
    rejectTrial: true,
  },
  agentContract: {
    method: 'GET',
    path: '/api/agent/contracts',
    moduleId: 'COMM3',
    request: agentContractRequestSchema,
    response: agentContractResponseSchema,
    auth: true,
    rejectTrial: true,
  },
  decideContract: {
    method: 'POST',
    path: '/api/agent/contracts/decide',
    moduleId: 'COMM3',
    request: decideContractRequestSchema,
    response: agentContractSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Members who may invite (REFERRAL on, not agent, not trial): their code, invited friends and bonuses. */
  referralSummary: {
    method: 'GET',
    path: '/api/referrals',
    moduleId: 'COMM3',
    request: empty,
    response: referralSummarySchema,
    auth: true,
    rejectTrial: true,
    rejectAgent: true,
  },
  feedbackList: { method: 'GET', path: '/api/member/feedback', moduleId: 'COMM3', request: empty, response: feedbackListSchema, auth: true, rejectTrial: true },
  sendFeedback: {
    method: 'PUT',
    path: '/api/member/feedback',
    moduleId: 'COMM3',
    request: sendFeedbackRequestSchema,
    response: feedbackItemSchema,
    auth: true,
    rejectTrial: true,
  },
  promotions: { method: 'GET', path: '/api/promotions', moduleId: 'COMM3', request: promotionListRequestSchema, response: promotionListSchema },
  /** Unknown or malformed id: 404 err_promotion_not_found. */
  promotionDetail: { method: 'GET', path: '/api/promotions/detail', moduleId: 'COMM3', request: promotionDetailRequestSchema, response: promotionDetailSchema },
  /** Joining a promotion that asks for it (product rule 2.20); joining twice is one membership. */
  joinPromotion: {
    method: 'POST',
    path: '/api/promotions/join',
    moduleId: 'COMM3',
    request: joinPromotionRequestSchema,
    response: joinPromotionResponseSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Apply for a reward (product rule 7.14): multipart promotionId, remarks and up to 3 `pictures`. */
  requestReward: {
    method: 'POST',
    path: '/api/promotions/apply',
    moduleId: 'COMM3',
    request: requestRewardFieldsSchema,
    response: requestRewardResponseSchema,
    auth: true,
    multipart: true,
    keyed: true,
    rejectTrial: true,
  },
  rewardApplications: {
    method: 'GET',
    path: '/api/rewards/applications',
    moduleId: 'COMM3',
    request: empty,
    response: rewardApplicationsSchema,
    auth: true,
    rejectTrial: true,
  },
  signInState: { method: 'GET', path: '/api/sign-in', moduleId: 'COMM3', request: empty, response: signInStateSchema, auth: true, rejectTrial: true },
  /**
   * Once per member per calendar day in the merchant's time zone; another sign-in that day answers
   * credited false, the same Idempotency-Key again answers as the first (credited).
   */
  signIn: {
    method: 'POST',
    path: '/api/sign-in',
    moduleId: 'COMM3',
    request: empty,
    response: signInResponseSchema,
    auth: true,
    moneyMoving: true,
    rejectTrial: true,
  },
  rewardCentre: { method: 'GET', path: '/api/rewards', moduleId: 'COMM3', request: empty, response: rewardCentreSchema, auth: true, rejectTrial: true },
  /** Each reward once: another claim is 409 err_reward_claimed, the same Idempotency-Key again answers as the first. */
  claimReward: {
    method: 'POST',
    path: '/api/rewards/claim',
    moduleId: 'COMM3',
    request: claimRewardRequestSchema,
    response: claimRewardResponseSchema,
    auth: true,
    moneyMoving: true,
    rejectTrial: true,
  },
  /** /m/notice: PL, PU and PR newest first, A too for agents; `read` is the caller's own (false for visitors). */
  notices: { method: 'GET', path: '/api/notices', moduleId: 'COMM3', request: empty, response: noticeListSchema },
  /** Mark read (product rule 4.9); marking twice is one read. Unknown or not visible to the caller: 404. */
  markNoticeRead: {
    method: 'POST',
    path: '/api/notices/read',
    moduleId: 'COMM3',
    request: markNoticeReadRequestSchema,
    response: markNoticeReadResponseSchema,
    auth: true,
  },
  /** The caller's unread counts (product rule 3.19; trial accounts: announcements only). */
  unreadCounts: { method: 'GET', path: '/api/messages/unread', moduleId: 'COMM3', request: empty, response: unreadCountsSchema, auth: true },
  /** The member's inbox; trial accounts get 403 free_reject from every inbox call. */
  inbox: { method: 'GET', path: '/api/inbox', moduleId: 'COMM3', request: empty, response: inboxListSchema, auth: true, rejectTrial: true },
  /** Another member's message is 404, as an unknown one is. */
  inboxRead: {
    method: 'POST',
    path: '/api/inbox/read',
    moduleId: 'COMM3',
    request: inboxMessageRequestSchema,
    response: inboxReadResponseSchema,
    auth: true,
    rejectTrial: true,
  },
  inboxDelete: {
    method: 'DELETE',
    path: '/api/inbox',
    moduleId: 'COMM3',
    request: inboxMessageRequestSchema,
    response: inboxDeleteResponseSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Chat needs the merchant's chat flags and a non-trial account (product rule 6.9). */
  chatPermission: { method: 'GET', path: '/api/chat/permission', moduleId: 'CBS3', request: empty, response: chatPermissionSchema, auth: true },
  /** Without permission: 403 err_no_permission (trial accounts: free_reject). */
  chatLaunch: {
    method: 'GET',
    path: '/api/chat/launch',
    moduleId: 'CBS3',
    request: chatLaunchRequestSchema,
    response: chatLaunchResponseSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Levels and their benefits for everyone; the caller's progress with a session. */
  vipClub: { method: 'GET', path: '/api/vip', moduleId: 'COMM3', request: empty, response: vipClubSchema },
  popularAnnouncements: { method: 'GET', path: '/api/news/popular', moduleId: 'COMM3', request: empty, response: newsListSchema },
  lobbyNews: { method: 'GET', path: '/api/news/lobby', moduleId: 'COMM3', request: empty, response: newsListSchema },
  winnerBoard: { method: 'GET', path: '/api/news/winners', moduleId: 'COMM3', request: empty, response: winnerBoardSchema },
  // The wallet (docs/decisions/008-wallet.md). Trial accounts get 403 free_reject from every
  // deposit, withdraw and security call; money calls are never answered from a cache.
  depositChannels: {
    method: 'GET',
    path: '/api/wallet/deposit/channels',
    moduleId: 'FUNDTRANS3',
    request: empty,
    response: depositChannelsSchema,
    auth: true,
    rejectTrial: true,
  },
  /** The same Idempotency-Key answers the first order; with other details it is 409 err_idempotency_conflict. */
  createDeposit: {
    method: 'POST',
    path: '/api/wallet/deposits',
    moduleId: 'FUNDTRANS3',
    request: createDepositRequestSchema,
    response: depositOrderSchema,
    auth: true,
    moneyMoving: true,
    rejectTrial: true,
  },
  /** Newest first. */
  depositOrders: {
    method: 'GET',
    path: '/api/wallet/deposits',
    moduleId: 'FUNDTRANS3',
    request: orderPageRequestSchema,
    response: depositOrderPageSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Another member's reference is 404, as an unknown one is. */
  depositOrder: {
    method: 'GET',
    path: '/api/wallet/deposits/one',
    moduleId: 'FUNDTRANS3',
    request: orderReferenceRequestSchema,
    response: depositOrderSchema,
    auth: true,
    rejectTrial: true,
  },
  withdrawInfo: {
    method: 'GET',
    path: '/api/wallet/withdraw',
    moduleId: 'FUNDTRANS3',
    request: empty,
    response: withdrawInfoSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Holds the amount at once (a withdrawal_hold row); refused without a met turnover or with a wrong payment password. */
  createWithdrawal: {
    method: 'POST',
    path: '/api/wallet/withdrawals',
    moduleId: 'FUNDTRANS3',
    request: createWithdrawalRequestSchema,
    response: withdrawalOrderSchema,
    auth: true,
    encrypted: true,
    moneyMoving: true,
    rejectTrial: true,
  },
  withdrawalOrders: {
    method: 'GET',
    path: '/api/wallet/withdrawals',
    moduleId: 'FUNDTRANS3',
    request: orderPageRequestSchema,
    response: withdrawalOrderPageSchema,
    auth: true,
    rejectTrial: true,
  },
  /** Another member's reference is 404, as an unknown one is. */
  withdrawalOrder: {
    method: 'GET',
    path: '/api/wallet/withdrawals/one',
    moduleId: 'FUNDTRANS3',
    request: orderReferenceRequestSchema,
    response: withdrawalOrderSchema,
    auth: true,
    rejectTrial: true,
  },
  securityOverview: {
    method: 'GET',
    path: '/api/security',
    moduleId: 'MEMTRANS3',
    request: empty,
    response: securityOverviewSchema,
    auth: true,
    rejectTrial: true,
  },
  setPaymentPassword: {
    method: 'POST',
    path: '/api/security/payment-password',
    moduleId: 'MEMTRANS3',
    request: setPaymentPasswordRequestSchema,
    response: securityOverviewSchema,
    auth: true,
    encrypted: true,
    rejectTrial: true,
  },
  changePaymentPassword: {
    method: 'PUT',
    path: '/api/security/payment-password',
    moduleId: 'MEMTRANS3',
    request: changePaymentPasswordRequestSchema,
    response: securityOverviewSchema,
    auth: true,
    encrypted: true,
    rejectTrial: true,
  },
  sendSecurityCode: {
    method: 'POST',
    path: '/api/security/code',
    moduleId: 'MEMTRANS3',
    request: sendSecurityCodeRequestSchema,
    response: sendSecurityCodeResponseSchema,
    auth: true,
    rejectTrial: true,
  },
  bindMobile: {
    method: 'POST',
    path: '/api/security/mobile',
    moduleId: 'MEMTRANS3',
    request: bindMobileRequestSchema,
    response: securityOverviewSchema,
    auth: true,
    rejectTrial: true,
  },
  bindEmail: {
    method: 'POST',
    path: '/api/security/email',
    moduleId: 'MEMTRANS3',
    request: bindEmailRequestSchema,
    response: securityOverviewSchema,
    auth: true,
    rejectTrial: true,
  },
  banks: { method: 'GET', path: '/api/security/banks', moduleId: 'MEMTRANS3', request: empty, response: bankListSchema, auth: true, rejectTrial: true },
  bankCards: { method: 'GET', path: '/api/security/cards', moduleId: 'MEMTRANS3', request: empty, response: bankCardListSchema, auth: true, rejectTrial: true },
  addBankCard: {
    method: 'POST',
    path: '/api/security/cards',
    moduleId: 'MEMTRANS3',
    request: addBankCardRequestSchema,
    response: bankCardSchema,
    auth: true,
    encrypted: true,
    rejectTrial: true,
  },
  /** Another member's card is 404, as an unknown one is. */
  deleteBankCard: {
    method: 'DELETE',
    path: '/api/security/cards',
    moduleId: 'MEMTRANS3',
    request: bankCardIdRequestSchema,
    response: bankCardListSchema,
    auth: true,
    rejectTrial: true,
  },
  /** The member's own records (trial accounts too: they play with demo credit). */
  betRecords: { method: 'GET', path: '/api/records/bets', moduleId: 'MEMTRANS3', request: betRecordsRequestSchema, response: betRecordPageSchema, auth: true },
  transactionRecords: {
    method: 'GET',
    path: '/api/records/transactions',
    moduleId: 'MEMTRANS3',
    request: transactionRecordsRequestSchema,
    response: transactionRecordPageSchema,
    auth: true,
  },
  profitAndLoss: {
    method: 'GET',
    path: '/api/records/profit-and-loss',
    moduleId: 'PERSPNL3',
    request: profitAndLossRequestSchema,
    response: profitAndLossSchema,
    auth: true,
  },
} as const satisfies Record<string, RouteDef>;

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
export type RequestOf<N extends RouteName> = z.input<ApiRoutes[N]['request']>;
export type ResponseOf<N extends RouteName> = z.output<ApiRoutes[N]['response']>;
