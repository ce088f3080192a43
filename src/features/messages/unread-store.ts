import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import type { UnreadCounts } from '#src/shared/contract/messages';
import { showAppBadge } from '#src/shared/lib/app-badge';
import { throttle } from '#src/shared/lib/throttle';
import { sessionStore } from '#src/shared/session/session-store';
import { getUnreadCounts } from './api/get-unread-counts';

/** The unread counts are read again at most every 250 ms (product rule 9.7). */
export const UNREAD_THROTTLE_MS = 250;

/** The caller's unread counts and the session they were read for; visitors have none. */
const unreadStore = proxy<{ counts: UnreadCounts | null; token: string | null }>({ counts: null, token: null });

/** The installed app's icon shows the session's unread total; none once the session ends. */
function badgeFollows(): void {
  const current = sessionStore.info?.token ?? null;
  showAppBadge(current !== null && unreadStore.token === current ? (unreadStore.counts?.totalUnreadCount ?? 0) : 0);
}
subscribe(unreadStore, badgeFollows);
subscribe(sessionStore, badgeFollows);

async function load(): Promise<void> {
  const token = sessionStore.info?.token ?? null;
  if (!token) return;
  try {
    const counts = await getUnreadCounts();
    // A late answer for a session that has ended since must not show on the next one.
    if (sessionStore.info?.token !== token) return;
    unreadStore.counts = counts;
    unreadStore.token = token;
  } catch {
    // Offline or refused: the last counts stand; the next refresh asks again.
  }
}

/** Asks the server again; calls within 250 ms of each other collapse into one request. */
export const refreshUnreadCounts: () => void = throttle(() => void load(), UNREAD_THROTTLE_MS);

/**
 * Lowers a count at once after the member read something, before the server's answer comes
 * (product rule 4.9: marked read locally at once, then the server is told, then reload).
 */
export function markOneRead(kind: 'announcement' | 'inbox' | 'chat'): void {
  const counts = unreadStore.counts;
  if (!counts || counts[kind] === 0) return;
  counts[kind] -= 1;
  counts.totalUnreadCount = Math.max(0, counts.totalUnreadCount - 1);
}

/** The current member's unread counts (null for visitors and until known); reads them on mount. */
export function useUnreadCounts(): UnreadCounts | null {
  const { info } = useSnapshot(sessionStore);
  const snap = useSnapshot(unreadStore);
  const token = info?.token ?? null;
  useEffect(() => {
    if (token) refreshUnreadCounts();
  }, [token]);
  return token && snap.token === token ? snap.counts : null;
}
