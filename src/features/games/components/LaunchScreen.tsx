import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { describeError, SERVER_MESSAGES } from '../../../shared/i18n/server-messages';
import { Button } from '../../../shared/ui/Button';
import { launchGame } from '../api/games';
import { launchRequestFromQuery } from '../lib/launch-rules';
import styles from '../../../shared/ui/PlaceholderScreen.module.css';

/**
 * /m/launchGame: asks the server for the game's URL and goes there in this tab (no popup to be
 * blocked). The query names a game (gameId or nodeId) or a vendor's lobby (vendor), playType
 * ent|trad, prize_mode, code (default lobby); a failure says why and offers a retry (SPEC
 * section 8: "Loading failed, click to retry"). The DS88 sportsbook opens this screen in a new tab.
 */
export default function LaunchScreen() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [attempt, setAttempt] = useState(0);
  const query = params.toString();

  useEffect(() => {
    const request = launchRequestFromQuery(new URLSearchParams(query));
    if (!request) {
      setError(SERVER_MESSAGES.err_bad_request);
      return;
    }
    let live = true;
    setError(null);
    launchGame(request)
      .then(({ url }) => live && window.location.assign(url))
      .catch((e: unknown) => live && setError(describeError(e)));
    return () => {
      live = false;
    };
  }, [query, attempt]);

  return (
    <main className={styles.screen} data-testid="screen-launchGame">
      {error ? (
        <>
          <p role="alert" data-testid="launch-error">
            {_(error)}
          </p>
          <Button onClick={() => setAttempt((n) => n + 1)} data-testid="launch-retry">
            <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
          </Button>
          <Link to={params.has('pageBack') ? '/m/home' : '/m/game'}>
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
