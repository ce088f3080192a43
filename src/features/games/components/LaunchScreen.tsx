import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { Button } from '#src/shared/ui/Button';
import { ScreenHeading } from '#src/shared/ui/ScreenHeading';
import { launchRequestFromQuery } from '../lib/launch-rules';
import { useLaunchUrl } from '../lib/use-launch-url';
import styles from './LaunchScreen.module.css';

/**
 * /m/launchGame: asks the server for the game's URL and goes there in this tab (no popup to be
 * blocked). The query names a game (gameId or nodeId) or a vendor's lobby (vendor), playType
 * ent|trad, prize_mode, code (default lobby); a failure says why and offers a retry ("Loading
 * failed, click to retry", product rule 8.8). The DS88 sportsbook opens this screen in a new tab.
 */
export default function LaunchScreen({ title }: { title: MessageDescriptor }) {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const { launch, retry } = useLaunchUrl(params.toString(), launchRequestFromQuery);

  useEffect(() => {
    // Replaced, not added: back from the game returns to where it was opened, not to this page
    // (which would open the game again).
    if (launch.status === 'ready') window.location.replace(launch.url);
  }, [launch]);

  return (
    <main className={styles.screen} data-testid="screen-launchGame">
      <ScreenHeading title={title} />
      {launch.status === 'failed' ? (
        <>
          <p role="alert" data-testid="launch-error">
            {_(launch.message)}
          </p>
          {!launch.refused && (
            <Button onClick={retry} data-testid="launch-retry">
              <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
            </Button>
          )}
          <Link to={params.has('pageBack') ? pathTo('home') : pathTo('game')} className={styles.back}>
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
