import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Notice } from '#src/shared/contract/games';
import { useFirstContentReached } from '#src/shared/lib/first-content';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readText, writeText } from '#src/shared/storage/web-storage';
import { dialogStore } from '#src/shared/ui/dialog-store';

// Its own chunk: the dialog brings DOMPurify, which only a tab that shows the popup needs, and
// home's first load stays within its budget (product rule 10.12).
const NoticePopup = lazy(() => import('./NoticePopup').then((m) => ({ default: m.NoticePopup })));

/** Whether the popup was already closed in this tab's session (the session flag of product rule 2.10). */
function seenThisSession(): boolean {
  return readText(STORAGE_KEYS.noticePopupSeen, 'session') !== null;
}

/**
 * Product rule 2.10: the popup notices open over home when there are some and the session flag is
 * unset; closing sets the flag, so the popup stays away for this tab and returns in a new session.
 * Home reads `due` to hold its other dialogs back until the notices have shown. It opens once the
 * lobby's first games are drawn (the dialog and its sanitizer never hold them back) and no other
 * dialog is on screen; once open, it stays until closed.
 */
export function useNoticePopup(notices: readonly Notice[]): { open: boolean; due: boolean; close: () => void } {
  const [seen, setSeen] = useState(seenThisSession);
  const contentShown = useFirstContentReached();
  const close = useCallback(() => {
    writeText(STORAGE_KEYS.noticePopupSeen, '1', 'session');
    // Closed for this visit even when storage is unavailable and the flag could not be written.
    setSeen(true);
  }, []);
  const { open: dialogs } = useSnapshot(dialogStore);
  const [shown, setShown] = useState(false);
  // Due: shown now, or as soon as the first games are drawn and nothing else asks the player.
  const due = !seen && notices.length > 0;
  useEffect(() => {
    // The live count: a dialog mounted in this same commit has already counted itself.
    if (due && contentShown && dialogStore.open === 0) setShown(true);
  }, [due, contentShown, dialogs]);
  return { open: due && shown, due, close };
}

/** The notice popup, loaded when it is first shown. */
export function HomeNoticePopup({ notices, onClose }: { notices: readonly Notice[]; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <NoticePopup notices={notices} onClose={onClose} />
    </Suspense>
  );
}
