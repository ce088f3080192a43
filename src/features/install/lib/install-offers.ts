import type { ResourceType } from '#src/shared/contract/system';
import { type AppDownload, appDownload } from '#src/shared/lib/app-download';
import { isInApp, isIOS } from '#src/shared/lib/platform';
import {
  type BarHiddenReason,
  type DeviceFacts,
  downloadBarHiddenReason,
  type InstallGuideKind,
  installGuideKind,
  isIOSDevice,
  isIOSGuide,
  isMobileDevice,
} from './install-rules';

type Resource = { readonly resourceType: ResourceType; readonly url: string };

/** Everything the popup, the bar and the guide need, decided from plain facts (no window here). */
export type InstallOffers = {
  readonly guide: InstallGuideKind;
  /** The native app for this device (IOS or Android resource, by the shared APP-link rules). */
  readonly app: AppDownload | null;
  /** The MOBILECONFIG profile, offered inside Safari's guides (only Safari installs a profile). */
  readonly profileUrl: string | null;
  readonly barHidden: BarHiddenReason | null;
  /** A native app or an iOS guide: there at once, so the on-load popup may offer it. */
  readonly hasImmediateOffer: boolean;
  readonly mobile: boolean;
};

export type OfferFacts = DeviceFacts & {
  readonly resources: readonly Resource[];
  readonly standalone: boolean;
  /** The local flag (closed, or installed) or a close in this page. */
  readonly closed: boolean;
  /** The browser's install prompt is waiting (beforeinstallprompt was kept). */
  readonly canPrompt: boolean;
};

function resource(resources: readonly Resource[], type: ResourceType): string | null {
  return resources.find((r) => r.resourceType === type)?.url || null;
}

/**
 * The native app link, by the shared rules (appDownload: the IOS link with the profile as iOS's
 * fallback, the Android link elsewhere, package files in the same tab). Two refinements for the
 * bar: a desktop gets none (it runs neither an .ipa nor an .apk), and an iPad in desktop mode,
 * which the shared rule would take for a Mac, is asked about as the iPad it is.
 */
function nativeApp(facts: OfferFacts): AppDownload | null {
  if (!isMobileDevice(facts)) return null;
  const userAgent = isIOSDevice(facts) && !isIOS(facts.userAgent) ? `${facts.userAgent} (iPad)` : facts.userAgent;
  return appDownload(facts.resources, userAgent);
}

export function installOffers(facts: OfferFacts): InstallOffers {
  const guide = installGuideKind(facts, facts.standalone);
  const ios = isIOSDevice(facts);
  const app = nativeApp(facts);
  const profile = resource(facts.resources, 'MOBILECONFIG');
  // Safari's guides carry the profile button; when the profile is already the app link (no IOS
  // resource, so appDownload fell back to it), one button for it is enough.
  const profileUrl = (guide === 'ios-share' || guide === 'ios-legacy') && profile && profile !== app?.url ? profile : null;
  const hasImmediateOffer = app !== null || isIOSGuide(guide);
  const barHidden = downloadBarHiddenReason({
    closed: facts.closed,
    inApp: isInApp(facts.userAgent),
    standalone: facts.standalone,
    ios,
    iosAppLink: resource(facts.resources, 'IOS') !== null,
    hasOffer: hasImmediateOffer || (guide === 'prompt' && facts.canPrompt),
  });
  return { guide, app, profileUrl, barHidden, hasImmediateOffer, mobile: isMobileDevice(facts) };
}
