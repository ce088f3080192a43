import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import type { SecurityOverview } from '#src/shared/contract/security';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { ChevronRightIcon } from '#src/shared/ui/icons';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { NeedsConnection } from '#src/shared/ui/NeedsConnection';
import { getSecurityOverview } from '../api/security';
import { BankCardsSection } from './BankCardsSection';
import { BindContactRow } from './BindContact';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import styles from './SecurityCentre.module.css';

/** /m/securityCenter: the login and payment passwords, the bound mobile and e-mail, bank cards. */
export default function SecurityCentreScreen({ testId }: { testId: string }) {
  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_securityCenter">Security center</Trans>
      </h1>
      <NeedsConnection>
        <SecurityBody />
      </NeedsConnection>
    </main>
  );
}

function SecurityBody() {
  const overview = useLoad(getSecurityOverview, { key: 'security-overview' });
  if (overview.loaded.state === 'loading') {
    return (
      <p className={styles.muted} role="status">
        <Trans id="loading">Loading…</Trans>
      </p>
    );
  }
  if (overview.loaded.state === 'failed') return <LoadFailure message={describeError(overview.loaded.error)} onRetry={overview.retry} />;
  const value = overview.loaded.value;
  const replace = (next: SecurityOverview) => overview.set(() => next);
  return (
    <>
      <ul className={styles.rows}>
        <li>
          <Link to={pathTo('changePsw')} className={styles.row}>
            <span className={styles.rowLabel}>
              <Trans id="security_login_password">Login password</Trans>
            </span>
            <span className={styles.muted}>
              <Trans id="security_change">Change</Trans>
            </span>
            <ChevronRightIcon size={16} />
          </Link>
        </li>
        <BindContactRow kind="mobile" value={value.mobile} onBound={replace} />
        <BindContactRow kind="email" value={value.email} onBound={replace} />
      </ul>
      <PaymentPasswordSection overview={value} onSaved={replace} />
      <BankCardsSection onCountChange={(cardCount) => overview.set((o) => ({ ...o, cardCount }))} />
    </>
  );
}
