import { createHash } from 'node:crypto';
import { build } from 'plist';
import { APP_BASE } from '#src/shared/contract/app-routes';
import { WEB_CLIP_LAUNCH } from '#src/shared/contract/platform';

export const MOBILECONFIG_TYPE = 'application/x-apple-aspen-config';

export type WebClipProfileInput = {
  merchantCode: string;
  merchantName: string;
  /** The origin players reach the lobby at, e.g. https://lobby.example.com. */
  origin: string;
  /** The home-screen icon, a PNG (iOS draws it as it is: Precomposed). */
  icon: Buffer;
};

/**
 * A payload UUID that stays the same for one merchant at one origin, so installing the profile
 * again replaces the clip instead of adding a second one, and differs for every other pair.
 */
function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  // Version 8 (custom) and the RFC 4122 variant bits.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase();
}

/** The reverse-DNS name of the origin's host, the root of the payload identifiers. */
function reverseHost(origin: string): string {
  return new URL(origin).hostname.split('.').reverse().join('.');
}

/**
 * An iOS configuration profile with one Web Clip: the lobby on the home screen, full screen and
 * removable, for iPhones that install the profile instead of adding the page from Safari's share
 * sheet (the MOBILECONFIG fallback of product rule 2.29). An XML property list, unsigned: iOS shows it
 * as "Not Verified" until an operator signs it with their own certificate.
 */
export function webClipProfile({ merchantCode, merchantName, origin, icon }: WebClipProfileInput): string {
  const root = `${reverseHost(origin)}.lobby.${merchantCode.toLowerCase()}`;
  const url = new URL(`${APP_BASE}/`, origin);
  url.searchParams.set('launch', WEB_CLIP_LAUNCH);
  return build({
    PayloadContent: [
      {
        PayloadType: 'com.apple.webClip.managed',
        PayloadVersion: 1,
        PayloadIdentifier: `${root}.webclip`,
        PayloadUUID: stableUuid('webclip', merchantCode, origin),
        PayloadDisplayName: merchantName,
        Label: merchantName,
        URL: url.href,
        Icon: icon,
        FullScreen: true,
        IsRemovable: true,
        Precomposed: true,
      },
    ],
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: root,
    PayloadUUID: stableUuid('profile', merchantCode, origin),
    PayloadDisplayName: merchantName,
    PayloadOrganization: merchantName,
    PayloadRemovalDisallowed: false,
  });
}
