import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { getVendorData } from '../api/games';
import { prizeMode } from '../lib/centre-rules';
import { lotteryLobbyPath } from '../lib/launch-rules';
import styles from './LotteryScreen.module.css';

/**
 * /m/startLottery: the lottery lobby (TCG_SEA, code lobby) in the lottery frame, in the prize
 * mode derived from the vendor mapping (product rule 4.12). It replaces itself with the frame's
 * address, so back from the lobby does not land here and launch it again.
 */
export default function StartLotteryScreen({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const vendors = useLoad(getVendorData, { key: 'lottery-vendors' });
  useEffect(() => {
    if (vendors.loaded.state === 'ready') navigate(lotteryLobbyPath(false, prizeMode(vendors.loaded.value)), { replace: true });
  }, [vendors.loaded, navigate]);
  return (
    <main className={styles.screen} data-testid={testId}>
      {vendors.loaded.state === 'failed' ? (
        <LoadFailure message={describeError(vendors.loaded.error)} onRetry={vendors.retry} />
      ) : (
        <p className={styles.status} aria-busy="true">
          <Trans id="launching">Opening the game…</Trans>
        </p>
      )}
    </main>
  );
}
