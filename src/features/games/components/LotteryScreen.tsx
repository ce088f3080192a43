import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '#src/shared/ui/Button';
import { CloseIcon } from '#src/shared/ui/icons';
import { ScreenHeading } from '#src/shared/ui/ScreenHeading';
import { closeTarget, lotteryRequestFromQuery } from '../lib/launch-rules';
import { useLaunchUrl } from '../lib/use-launch-url';
import styles from './LotteryScreen.module.css';

const FRAME_TITLE = msg({ id: 'route_lottery', message: 'Lottery' });

/**
 * Sandbox of the game frame. Our demo page is same-origin and fetches its spin call, so it needs
 * scripts and its origin (for a same-origin page the sandbox is no wall; for a vendor's own
 * origin it is): forms, pop-ups (vendor help pages) and top navigation only on a tap (a vendor
 * page's own exit link; ours has none in the frame, the launch asks for it embedded) are
 * allowed, so a game cannot drive the app away by itself.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation';

/**
 * /m/lottery: the lottery frame (product rule 2.14). Asks the server for the launch URL of the
 * query's game (gameId) or lobby (vendor; a bare /m/lottery opens the TCG_SEA lobby) and shows it
 * full screen in a frame, with a close area that goes to /m/home when pageBack is present, else
 * to /m/game. Member-only (the route guard sends guests to login first).
 */
export default function LotteryScreen({ testId, title }: { testId: string; title: MessageDescriptor }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.toString();
  const { launch, retry } = useLaunchUrl(query, lotteryRequestFromQuery);
  // The URL whose frame has loaded: a new launch (retry, other query) shows loading until its own does.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const frameLoaded = launch.status === 'ready' && loadedUrl === launch.url;

  // Replace: back from where the frame closed to should not reopen (and relaunch) it.
  const close = () => navigate(closeTarget(new URLSearchParams(query)), { replace: true });

  return (
    <main className={styles.screen} data-testid={testId}>
      <ScreenHeading title={title} />
      <div className={styles.bar}>
        <button type="button" className={styles.close} onClick={close} data-testid="lottery-close">
          <CloseIcon size={20} />
          <Trans id="close">Close</Trans>
        </button>
      </div>
      <div className={styles.stage}>
        {launch.status === 'ready' && (
          <iframe
            key={launch.url}
            className={styles.frame}
            src={launch.url}
            title={_(FRAME_TITLE)}
            sandbox={SANDBOX}
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            onLoad={() => setLoadedUrl(launch.url)}
            data-testid="lottery-frame"
          />
        )}
        {(launch.status === 'loading' || (launch.status === 'ready' && !frameLoaded)) && (
          <p className={styles.status} aria-busy="true" data-testid="lottery-loading">
            <Trans id="loading">Loading…</Trans>
          </p>
        )}
        {launch.status === 'failed' && (
          <div className={styles.status} role="alert" data-testid="lottery-error">
            <p>{_(launch.message)}</p>
            {!launch.refused && (
              <Button onClick={retry} data-testid="lottery-retry">
                <Trans id="loading_failed_retry">Loading failed, click to retry</Trans>
              </Button>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
