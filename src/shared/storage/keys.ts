/** Every browser-storage key of the app, in one place (product rule 3.1 names the first two). */
export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  /** Local storage: a random id of this device (trial accounts are limited per device). */
  deviceId: 'MC_DEVICE_ID',
  language: 'MC_LANGUAGE',
  systemStatus: 'MC_SYSTEM_STATUS',
  /** Local storage: the site config as last served, one copy per language (siteConfigKey): it holds the licence text in that language. */
  siteConfig: 'MC_SITE_CONFIG',
  balanceHidden: 'MC_BALANCE_HIDDEN',
  rememberedLogin: 'MC_REMEMBERED_LOGIN',
  autoLogin: 'autoLogin',
  /** Session storage: the notice popup was closed in this tab (the session flag of product rule 2.10). */
  noticePopupSeen: 'MC_NOTICE_POPUP_SEEN',
  /** Local storage: the download bar was closed (or the web app installed): no bar, no popup (product rule 4.8). */
  downloadBarClosed: 'MC_DOWNLOAD_BAR_CLOSED',
  /** Session storage: the download popup was shown in this tab; it opens once per session. */
  downloadPopupSeen: 'MC_DOWNLOAD_POPUP_SEEN',
  chunkReloadAt: 'MC_CHUNK_RELOAD_AT',
  /** Local storage: the promo counters last served, with the session token they were read for. */
  promoCounters: 'MC_PROMO_COUNTERS',
  /**
   * Local storage: announcements opened on this device and not yet confirmed by the server, with
   * whose they are ('visitor' or the session token). A visitor's marks live only here.
   */
  noticeReads: 'MC_NOTICE_READS',
  /** Session storage: this tab was opened from the iOS profile's Web Clip (its `?launch=webclip`). */
  webClipLaunch: 'MC_WEB_CLIP_LAUNCH',
  /** Session storage: the game a tap is opening, until its launch succeeds (then it joins Recent). */
  launchingGame: 'MC_LAUNCHING_GAME',
  /** Session storage: the session token whose contract prompts this tab has shown. */
  contractPrompted: 'MC_CONTRACT_PROMPTED',
} as const;

/** The key of the site config kept for one language: the server writes some of its texts (the licence) in the request's language. */
export function siteConfigKey(language: string): string {
  return `${STORAGE_KEYS.siteConfig}_${language}`;
}
