import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import type { VipClub } from '#src/shared/contract/vip';
import { describeError } from '#src/shared/i18n/server-messages';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { BenefitList } from './BenefitList';
import styles from './BenefitsScreen.module.css';
import { isUnavailable, useVipClub } from './use-vip-club';
import { VipUnavailable } from './VipUnavailable';

/**
 * /m/member/benefits: what each VIP level gives, the member's own level marked and summed up
 * first. Visitors see it everywhere; members where the merchant runs the club (VIP3).
 */
export default function BenefitsScreen({ testId }: { testId: string }) {
  const { t } = useLingui();
  const { loaded, retry } = useVipClub();
  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_member_benefits">Member benefits</Trans>
      </h1>
      {isUnavailable(loaded) ? (
        <VipUnavailable />
      ) : (
        <>
          <LoadedFromCopyMark loaded={loaded} />
          {loaded.state === 'loading' && (
            <div className={styles.skeleton} role="status" aria-label={t({ id: 'loading', message: 'Loading…' })}>
              <div />
              <div />
              <div />
            </div>
          )}
          {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} testId="benefits-retry" />}
          {loaded.state === 'ready' && loaded.value && <Benefits club={loaded.value} />}
        </>
      )}
    </main>
  );
}

function Benefits({ club }: { club: VipClub }) {
  const level = club.progress?.level;
  const mine = club.levels.find((l) => l.level === level);
  return (
    <>
      <div className={styles.summary} data-testid="benefits-summary">
        {club.progress === null ? (
          <p>
            <Trans id="benefits_visitor">
              <Link to={pathTo('login')}>Log in</Link> to see your level and its benefits.
            </Trans>
          </p>
        ) : mine ? (
          <p>
            <Trans id="benefits_your_level">
              Your level is <strong>{mine.name}</strong>. <Link to={pathTo('vip')}>See your progress</Link>
            </Trans>
          </p>
        ) : (
          <p>
            <Trans id="benefits_no_level">
              You have not reached a VIP level yet. <Link to={pathTo('vip')}>See how to get there</Link>
            </Trans>
          </p>
        )}
      </div>
      <ol className={styles.levels}>
        {club.levels.map((l) => (
          <li
            key={l.level}
            className={`${styles.level} ${l.level === level ? styles.mine : ''}`}
            aria-current={l.level === level ? 'true' : undefined}
            data-testid="benefit-level"
            data-level={l.level}
            data-current={l.level === level}
          >
            <h2 className={styles.levelName}>
              {l.name}
              {l.level === level && (
                <span className={styles.mineTag}>
                  <Trans id="vip_your_level">Your level</Trans>
                </span>
              )}
            </h2>
            <BenefitList benefits={l.benefits} />
          </li>
        ))}
      </ol>
    </>
  );
}
