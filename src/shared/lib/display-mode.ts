import type { Device } from '../contract/platform';
import { launchedFromWebClip } from './web-clip-launch';

/** True when launched from the home screen (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}

/** The Device header: OTHERS in a standalone launch (a Web Clip's too), else MOBILE (DESIGN section 3). */
export function deviceHeader(win: Window = window): Device {
  return isStandalone(win) || launchedFromWebClip() ? 'OTHERS' : 'MOBILE';
}
