import { isInApp, isIOS } from '#src/shared/lib/platform';

/**
 * Pure rules of the install feature (product rules 2.29, 4.8 and 8.9): which
 * add-to-home-screen guide a browser gets, and when the download popup and bar show. No window,
 * no storage here: the hooks gather the facts, these decide.
 */

export type IosVersion = { readonly major: number; readonly minor: number; readonly patch: number };

/** What the browser says about itself; maxTouchPoints tells an iPad in desktop mode from a Mac. */
export type DeviceFacts = { readonly userAgent: string; readonly maxTouchPoints: number };

/**
 * iPadOS 13+ Safari asks for desktop sites by default and then reads as a Mac ("Macintosh ...
 * Version/17.0 Safari"); only the touch screen gives it away (a Mac reports no touch points).
 */
export function isIPadDesktopMode({ userAgent, maxTouchPoints }: DeviceFacts): boolean {
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1 && !isIOS(userAgent);
}

export function isIOSDevice(device: DeviceFacts): boolean {
  return isIOS(device.userAgent) || isIPadDesktopMode(device);
}

function version(major: string | undefined, minor: string | undefined, patch: string | undefined): IosVersion | null {
  if (major === undefined) return null;
  return { major: Number(major), minor: Number(minor ?? 0), patch: Number(patch ?? 0) };
}

/**
 * The iOS version: "CPU iPhone OS 12_1_4 like Mac OS X" (iPhone, iPod), "CPU OS 12_1 like Mac OS
 * X" (iPad); an iPad in desktop mode only carries Safari's own version, which follows iOS's
 * (Version/13.1 on iPadOS 13.1). Null when not iOS or not readable.
 */
export function iosVersion(device: DeviceFacts): IosVersion | null {
  if (isIOS(device.userAgent)) {
    const m = /\bOS (\d+)(?:[_.](\d+))?(?:[_.](\d+))? like Mac OS X/i.exec(device.userAgent);
    return m ? version(m[1], m[2], m[3]) : null;
  }
  if (isIPadDesktopMode(device)) {
    const m = /\bVersion\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(device.userAgent);
    return m ? version(m[1], m[2], m[3]) : null;
  }
  return null;
}

/**
 * iOS below 12.2 (12.0, 12.1, and 11 and lower) gets the legacy tip (product rule 2.29): its Safari
 * has the older share sheet, with "Add to Home Screen" in a sideways-scrolling row of icons.
 */
export function isLegacyIOS(v: IosVersion): boolean {
  return v.major < 12 || (v.major === 12 && v.minor < 2);
}

/**
 * Browsers on iOS that are not Safari. All of them run on WebKit, but only Safari installs a
 * configuration profile, an enterprise app or (before iOS 16.4) a home-screen web clip, so they
 * get "Please use Safari" (product rule 8.9). Chrome, Firefox, Edge, Opera, Google, Yandex, DuckDuckGo,
 * UC, QQ, Baidu, and the in-app browsers of social and chat apps.
 */
const IOS_OTHER_BROWSER =
  /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|Ddg|DuckDuckGo|UCBrowser|MQQBrowser|QQ|baiduboxapp|FBAN|FBAV|FBIOS|Instagram|Line|MicroMessenger|WeChat|Twitter|Snapchat|Pinterest|KAKAOTALK|NAVER|Weibo|TikTok|musical_ly|BytedanceWebview|Messenger|LinkedInApp|Telegram|WhatsApp)\b/i;

/**
 * Safari itself: "Version/x Safari/y" without another browser's token. In-app web views (WKWebView)
 * usually leave out "Safari/" altogether, and those that copy Safari's string add their own token.
 */
export function isIOSSafari(device: DeviceFacts): boolean {
  if (!isIOSDevice(device)) return false;
  const ua = device.userAgent;
  return /\bVersion\/[\d.]+\b/.test(ua) && /\bSafari\/[\d.]+/.test(ua) && !IOS_OTHER_BROWSER.test(ua);
}

/**
 * Which add-to-home-screen guide the browser gets (product rule 2.29):
 * - none: already on the home screen (standalone) or inside the native app, nothing to install;
 * - prompt: Android and desktop browsers, where the browser's own prompt (beforeinstallprompt) is
 *   offered once it fires; browsers that never fire it simply show no install button;
 * - ios-share: Safari on iOS 12.2 and later, the share-sheet guide;
 * - ios-legacy: Safari on iOS below 12.2, the legacy tip;
 * - use-safari: any other browser on iOS, "Please use Safari for download App".
 */
export type InstallGuideKind = 'none' | 'prompt' | 'ios-share' | 'ios-legacy' | 'use-safari';

export function installGuideKind(device: DeviceFacts, standalone: boolean): InstallGuideKind {
  if (standalone || isInApp(device.userAgent)) return 'none';
  if (!isIOSDevice(device)) return 'prompt';
  if (!isIOSSafari(device)) return 'use-safari';
  const v = iosVersion(device);
  // An unreadable version is most likely a newer iOS with a changed string: the current guide.
  return v && isLegacyIOS(v) ? 'ios-legacy' : 'ios-share';
}

/** The iOS guides: the ones shown as steps, which a tap on "add to home screen" opens. */
export function isIOSGuide(kind: InstallGuideKind): kind is 'ios-share' | 'ios-legacy' | 'use-safari' {
  return kind === 'ios-share' || kind === 'ios-legacy' || kind === 'use-safari';
}

/** Why the download bar (and with it the popup) is not shown; null: it shows. */
export type BarHiddenReason = 'closed' | 'in-app' | 'installed' | 'home-screen-without-ios-link' | 'nothing-to-offer';

export type BarFacts = {
  /** The local flag: the player closed the bar (or installed the web app) on this device. */
  readonly closed: boolean;
  /** Inside the native app shell (its user agent's "InApp" token). */
  readonly inApp: boolean;
  /** Launched from the home screen: display-mode standalone, or iOS's navigator.standalone. */
  readonly standalone: boolean;
  readonly ios: boolean;
  /** The site has an IOS resource (the native iOS app), not just a configuration profile. */
  readonly iosAppLink: boolean;
  /** Something to offer right now: a native app link or a way to add to the home screen. */
  readonly hasOffer: boolean;
};

/**
 * Product rule 4.8: the download bar is hidden by the local flag, on close, when running as an
 * installed web app, or in home-screen mode without an iOS link. Read together: a standalone
 * launch on Android or desktop is the installed web app and needs nothing; an iOS home-screen
 * launch (a web clip) has nothing left to install either, except the native iOS app, so there the
 * bar stays only when the site has one. And a bar with nothing on it is not shown.
 */
export function downloadBarHiddenReason(f: BarFacts): BarHiddenReason | null {
  if (f.closed) return 'closed';
  if (f.inApp) return 'in-app';
  if (f.standalone && !f.ios) return 'installed';
  if (f.standalone && !f.iosAppLink) return 'home-screen-without-ios-link';
  if (!f.hasOffer) return 'nothing-to-offer';
  return null;
}

export type PopupFacts = {
  /** Null: the bar would show (see downloadBarHiddenReason). */
  readonly barHidden: BarHiddenReason | null;
  /** The session flag: the popup was already shown in this tab. */
  readonly seenThisSession: boolean;
  /** Launched from the home screen: the player installed already; the bar is reminder enough. */
  readonly standalone: boolean;
  /** A phone or tablet (iOS, Android): a desktop gets the bar only. */
  readonly mobile: boolean;
  /** A native app to download, or an iOS guide to read: known at once, not waiting on an event. */
  readonly hasImmediateOffer: boolean;
};

/**
 * The on-load popup is the loud, once-per-session version of the bar: it opens on a phone's first
 * home visit in a tab, in the browser (not from the home screen), only where the bar itself would
 * show and there is something to offer at once. Android's install prompt arrives later (beforeinstallprompt), and a dialog popping up
 * mid-scroll would be worse than none, so that offer goes to the bar only.
 */
export function showsDownloadPopup(f: PopupFacts): boolean {
  return f.barHidden === null && !f.seenThisSession && !f.standalone && f.mobile && f.hasImmediateOffer;
}

export function isMobileDevice(device: DeviceFacts): boolean {
  return isIOSDevice(device) || /\bAndroid\b/i.test(device.userAgent);
}
