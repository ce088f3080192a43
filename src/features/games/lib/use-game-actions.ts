import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../../shared/contract/games';
import { describeError } from '../../../shared/i18n/server-messages';
import { sessionStore } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/toast-store';
import { toggleFavourite } from '../favourites-store';

const SAVED = msg({ id: 'in_chang_saved', message: 'Changes saved' });
/** SPEC section 7: the favourite success toast shows for 1 s. */
const SAVED_MS = 1000;

/** Opening a game and toggling a favourite: guests go to login for both (SPEC sections 4 and 6). */
export function useGameActions() {
  const navigate = useNavigate();

  const open = useCallback(
    (game: Game) => {
      const params = new URLSearchParams({ playType: 'ent', nodeId: game.nodeId, gameGroupId: game.gameGroupId, code: game.gameCode || 'lobby', pageBack: 'home' });
      const target = `/m/launchGame?${params.toString()}`;
      if (!sessionStore.info) navigate('/m/login', { state: { from: target } });
      else navigate(target);
    },
    [navigate],
  );

  const favourite = useCallback(
    (game: Game) => {
      if (!sessionStore.info) {
        navigate('/m/login');
        return;
      }
      toggleFavourite(game.nodeId, game.vassalage)
        .then(() => showToast(SAVED, { tone: 'success', ms: SAVED_MS }))
        .catch((error: unknown) => showToast(describeError(error), { tone: 'error' }));
    },
    [navigate],
  );

  return { open, favourite };
}
