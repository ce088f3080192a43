import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { Button } from '#src/shared/ui/Button';
import { useStartTrial } from '../lib/use-start-trial';
import styles from './LoginScreen.module.css';

/** Free trial (/m/trail): play with demo credit on a type-4 account; real-money features stay closed. */
export default function TrialScreen() {
  const trial = useStartTrial();
  return (
    <main className={styles.screen} data-testid="screen-trail">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="free_trial">Free trial</Trans>
        </h1>
      </div>
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
    </main>
  );
}
