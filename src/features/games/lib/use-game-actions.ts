import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import type { Game } from '#src/shared/contract/games';
import { describeError } from '#src/shared/i18n/server-messages';
import { loginOverThisPage } from '#src/shared/session/login-return';
import { sessionStore } from '#src/shared/session/session-store';
import { showToast } from '#src/shared/ui/toast-store';
import { toggleFavourite } from '../favourites-store';
import { launching } from '../recent-launch';
import { gameLaunchRoute, type LaunchOrigin } from './launch-rules';
import { useLauncher } from './use-launcher';

const SAVED = msg({ id: 'in_chang_saved', message: 'Changes saved' });
/** The favourite success toast shows for 1 s (product rule 8.5). */
const SAVED_MS = 1000;

/**
 * Opening a game and toggling a favourite: guests go to login for both (product rule 4.3).
 * `origin` says where the list is (home sets pageBack) and carries the vendor data the lottery
 * prize mode is read from; `blocked` is a new-tab launch the browser refused, to be prompted.
 */
export function useGameActions(origin: LaunchOrigin) {
  const navigate = useNavigate();
  const { go, blocked } = useLauncher();
  const { vendors, pageBack } = origin;

  const open = useCallback(
    (game: Game) => {
      const route = gameLaunchRoute(game, { vendors, pageBack });
      const target = route.path;
      const session = sessionStore.info;
      if (!session) {
        navigate(pathTo('login'), { state: { from: target } });
        return;
      }
      // The server records the play too; the device's copy (once the game opened) makes the recent filter instant.
      launching(session.userName, game);
      go(route);
    },
    [navigate, go, vendors, pageBack],
  );

  const favourite = useCallback(
    (game: Game) => {
      const session = sessionStore.info;
      if (!session) {
        // Back to this list after logging in.
        navigate(pathTo('login'), loginOverThisPage());
        return;
      }
      toggleFavourite(session.userName, game)
        .then(() => showToast(SAVED, { tone: 'success', ms: SAVED_MS }))
        .catch((error: unknown) => showToast(describeError(error), { tone: 'error' }));
    },
    [navigate],
  );

  return { open, favourite, blocked };
}
