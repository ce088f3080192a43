import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type LaunchRoute, openInNewWindow } from './launch-rules';

/** A launch the browser would not open in a new tab: shown as a prompt, then run here or dropped. */
export type BlockedLaunch = { path: string; proceed: () => void; dismiss: () => void };

/**
 * Follows a launch route: in this tab, or in a new one for the vendors that open there. A
 * blocked pop-up is not lost: the player is told (product rule 8.8) and the game
 * opens in this tab on confirm.
 */
export function useLauncher() {
  const navigate = useNavigate();
  const [blockedPath, setBlockedPath] = useState<string | null>(null);

  const go = useCallback(
    (route: LaunchRoute) => {
      if (!route.newWindow) navigate(route.path);
      else if (!openInNewWindow(route.path)) setBlockedPath(route.path);
    },
    [navigate],
  );

  const proceed = useCallback(() => {
    setBlockedPath(null);
    if (blockedPath) navigate(blockedPath);
  }, [blockedPath, navigate]);
  const dismiss = useCallback(() => setBlockedPath(null), []);

  const blocked: BlockedLaunch | null = blockedPath ? { path: blockedPath, proceed, dismiss } : null;
  return { go, blocked };
}
