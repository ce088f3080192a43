import type { ResourceType } from '../contract/system';
import { isInApp, isIOS } from './platform';

type Resource = { readonly resourceType: ResourceType; readonly url: string };
export type AppDownload = { url: string; sameTab: boolean };

/**
 * The APP download link (product rule 2.27): hidden inside the app; iOS gets the IOS link,
 * falling back to the configuration profile; others get the Android link. A package file
 * (.ipa/.apk) opens in the same tab so the download starts; a store or page opens a new tab.
 */
export function appDownload(resources: readonly Resource[], userAgent: string): AppDownload | null {
  if (isInApp(userAgent)) return null;
  const find = (type: ResourceType) => resources.find((r) => r.resourceType === type)?.url || null;
  const url = isIOS(userAgent) ? (find('IOS') ?? find('MOBILECONFIG')) : find('Android');
  if (!url) return null;
  return { url, sameTab: opensInSameTab(url) };
}

/**
 * A package file (.ipa/.apk) or a configuration profile downloads in the same tab (Safari then
 * offers to install the profile); a store or landing page opens a new one.
 */
export function opensInSameTab(url: string): boolean {
  return /\.(ipa|apk|mobileconfig)(\?|#|$)/i.test(url);
}
