import type { Device } from '../contract/platform';
import { browserWindow } from './browser-window';
import { launchedFromWebClip } from './web-clip-launch';

/** True when launched from the home screen (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}

/**
 * The Device header: OTHERS in a standalone launch (a Web Clip's too), else MOBILE (product rule 3.22);
 * MOBILE for the server's reads of a visitor's first view, made without a browser.
 */
export function deviceHeader(win: Window | undefined = browserWindow()): Device {
  return (win !== undefined && isStandalone(win)) || launchedFromWebClip() ? 'OTHERS' : 'MOBILE';
}
