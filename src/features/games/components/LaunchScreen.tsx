import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { describeError } from '../../../shared/i18n/server-messages';
import { launchGame } from '../api/games';
import styles from '../../../shared/ui/PlaceholderScreen.module.css';

/**
 * /m/launchGame: asks the server for the game's URL and goes there in this tab (no popup to be
 * blocked). playType ent|trad, nodeId, prize_mode, code (default lobby) come from the query.
 */
export default function LaunchScreen() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const nodeId = params.get('nodeId') ?? params.get('gameId') ?? '';
  const playType = params.get('playType') === 'trad' ? 'trad' : 'ent';
  const prizeMode = params.get('prize_mode') ?? undefined;
  const code = params.get('code') || 'lobby';

  useEffect(() => {
    let live = true;
    launchGame({ nodeId, playType, prizeMode, code })
      .then(({ url }) => live && window.location.assign(url))
      .catch((e: unknown) => live && setError(describeError(e)));
    return () => {
      live = false;
    };
  }, [nodeId, playType, prizeMode, code]);

  return (
    <main className={styles.screen} data-testid="screen-launchGame">
      {error ? (
        <>
          <p role="alert" data-testid="launch-error">
            {_(error)}
          </p>
          <Link to={params.get('pageBack') === 'home' ? '/m/home' : '/m/game'}>
            <Trans id="back">Back</Trans>
          </Link>
        </>
      ) : (
        <p aria-busy="true">
          <Trans id="launching">Opening the game…</Trans>
        </p>
      )}
    </main>
  );
}
