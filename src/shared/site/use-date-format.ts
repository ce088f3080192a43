import { useSnapshot } from 'valtio';
import type { DateFormat } from '../contract/system';
import { siteStore } from './site-store';

/** The merchant's date format from site config (undefined until it has loaded). */
export function useDateFormat(): DateFormat | undefined {
  return useSnapshot(siteStore).config?.info.dateFormat;
}
