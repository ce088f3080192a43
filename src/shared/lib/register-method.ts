import { isStandalone } from './display-mode';
import { isInApp } from './platform';
import { launchedFromWebClip } from './web-clip-launch';

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/**
 * How the player reached registration (product rule 3.22): APP inside the native app shell (its
 * user agent carries an "InApp" token), WEBCLIP from an iOS home-screen clip (navigator.standalone,
 * or a launch from the configuration profile's Web Clip), PWA in a standalone display, else H5.
 */
export function detectRegisterMethod(win: Window = window): RegisterMethod {
  if (isInApp(win.navigator.userAgent)) return 'APP';
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true || launchedFromWebClip()) return 'WEBCLIP';
  if (isStandalone(win)) return 'PWA';
  return 'H5';
}
