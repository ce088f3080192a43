/** Every browser-storage key of the app, in one place (SPEC section 3 names the first two). */
export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  language: 'MC_LANGUAGE',
  systemStatus: 'MC_SYSTEM_STATUS',
  siteConfig: 'MC_SITE_CONFIG',
  balanceHidden: 'MC_BALANCE_HIDDEN',
  rememberedLogin: 'MC_REMEMBERED_LOGIN',
  autoLogin: 'autoLogin',
} as const;
