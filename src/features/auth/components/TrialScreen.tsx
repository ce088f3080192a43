import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo } from '#src/shared/contract/app-routes';
import { isTrial } from '#src/shared/contract/roles';
import { sessionStore } from '#src/shared/session/session-store';
import { Button, buttonClassName } from '#src/shared/ui/Button';
import { useStartTrial } from '../lib/use-start-trial';
import styles from './LoginScreen.module.css';

/** Free trial (/m/trail): play with demo credit on a type-4 account; real-money features stay closed. */
export default function TrialScreen() {
  const trial = useStartTrial();
  const { info } = useSnapshot(sessionStore);
  // A trial replaces the device's session: a signed-in member is not offered one, so a tap
  // never swaps their account for demo credit unawares. Another trial account may start afresh.
  const offered = !info || isTrial(info.type);
  return (
    <main className={styles.screen} data-testid="screen-trail">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="free_trial">Free trial</Trans>
        </h1>
      </div>
      {offered ? (
        <>
          <p>
            <Trans id="trial_text">Try the games with demo credit. Deposits, withdrawals, the inbox and chat need a member account.</Trans>
          </p>
          <Button block onClick={() => void trial.start()} disabled={trial.starting} data-testid="trial-start">
            <Trans id="trial_start">Start free trial</Trans>
          </Button>
          <div className={styles.footerLinks}>
            <Link to={pathTo('register')}>
              <Trans id="register_now">Register now</Trans>
            </Link>
          </div>
        </>
      ) : (
        <>
          <p data-testid="trial-signed-in">
            <Trans id="trial_signed_in">You are signed in. The free trial is for visitors: sign out first to try it.</Trans>
          </p>
          <Link to={pathTo('home')} className={buttonClassName({ block: true })}>
            <Trans id="route_home">Home</Trans>
          </Link>
        </>
      )}
    </main>
  );
}
