import { WEB_CLIP_LAUNCH } from '../contract/platform';
import { STORAGE_KEYS } from '../storage/keys';
import { readText, writeText } from '../storage/web-storage';

/**
 * Notes a launch from the iOS profile's Web Clip (its address carries `?launch=webclip`) for the
 * tab's life: the app's own navigations soon drop the query.
 */
export function rememberWebClipLaunch(win: Window = window): void {
  if (new URLSearchParams(win.location.search).get('launch') === WEB_CLIP_LAUNCH) writeText(STORAGE_KEYS.webClipLaunch, '1', 'session');
}

/** Whether this tab was opened from the profile's Web Clip. */
export function launchedFromWebClip(): boolean {
  return readText(STORAGE_KEYS.webClipLaunch, 'session') === '1';
}
