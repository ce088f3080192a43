import { useSyncExternalStore } from 'react';
import { connectivity } from '../api/connection';

/**
 * Whether the server can be reached, as the app's requests find it (see connectivity.ts); a
 * prerendered shell counts as online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.online, () => true);
}
