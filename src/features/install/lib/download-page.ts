import type { ResourceType } from '#src/shared/contract/system';
import { opensInSameTab } from '#src/shared/lib/app-download';
import { isInApp, isIOS } from '#src/shared/lib/platform';

type Resource = { readonly resourceType: ResourceType; readonly url: string };
export type DownloadPlatform = 'ios' | 'android' | 'mobileconfig';
export type PlatformLink = { platform: DownloadPlatform; url: string; sameTab: boolean };

/**
 * The download page's links (the APP-link rules of product rule 2.27, for every platform at once): none
 * inside the app; iOS gets the IOS link, or the configuration profile when there is none; Android
 * its link; the profile its own button unless it already stands in for iOS. Package files open in
 * the same tab, anything else in a new one. The visitor's own platform comes first.
 */
export function downloadPageLinks(resources: readonly Resource[], userAgent: string): PlatformLink[] {
  if (isInApp(userAgent)) return [];
  const find = (type: ResourceType) => resources.find((r) => r.resourceType === type)?.url || null;
  const profile = find('MOBILECONFIG');
  const iosUrl = find('IOS') ?? profile;
  const androidUrl = find('Android');
  const link = (platform: DownloadPlatform, url: string): PlatformLink => ({ platform, url, sameTab: opensInSameTab(url) });
  const ios = iosUrl ? [link('ios', iosUrl)] : [];
  const android = androidUrl ? [link('android', androidUrl)] : [];
  const extra = profile && profile !== iosUrl ? [link('mobileconfig', profile)] : [];
  return isIOS(userAgent) ? [...ios, ...extra, ...android] : [...android, ...ios, ...extra];
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;
const IMAGE_URL = /^(https:\/\/|\/)[^\s"'()\\]+$/;

/**
 * The mobile template's app_background as a style: a colour, or a picture (an https or
 * site-relative address); anything else is ignored rather than written into the page's CSS.
 */
export function templateBackground(value: string): { background?: string; backgroundImage?: string } {
  const v = value.trim();
  if (CSS_COLOR.test(v)) return { background: v };
  if (IMAGE_URL.test(v)) return { backgroundImage: `url("${v}")` };
  return {};
}

/** app_desc_font_color when it is a colour, else nothing (the theme's text colour stays). */
export function templateColor(value: string): string | undefined {
  return CSS_COLOR.test(value.trim()) ? value.trim() : undefined;
}
