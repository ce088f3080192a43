import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { minorOf } from '#src/shared/contract/amount';
import type { VipLevel, VipProgress } from '#src/shared/contract/vip';
import { useFormats } from '#src/shared/site/use-formats';
import { type Measure, nextLevelProgress } from '../lib/progress';
import styles from './VipScreen.module.css';

/** Where the member stands: deposits and valid bets against the next level, or the top reached. */
export function VipProgressPanel({ levels, progress }: { levels: VipLevel[]; progress: VipProgress }) {
  const view = nextLevelProgress(levels, progress);
  const current = levels.find((l) => l.level === progress.level)?.name ?? `VIP ${progress.level}`;
  return (
    <section className={styles.progress} aria-labelledby="vip-progress-title" data-testid="vip-progress" data-level={progress.level}>
      <h2 id="vip-progress-title" className={styles.sectionTitle}>
        <Trans id="vip_progress_title">Your level: {current}</Trans>
      </h2>
      {view?.kind === 'top' && (
        <p className={styles.top} data-testid="vip-progress-top">
          <Trans id="vip_progress_top">You have reached the highest level. Thank you for playing with us!</Trans>
        </p>
      )}
      {view?.kind === 'next' && (
        <>
          <p className={styles.muted}>
            <Trans id="vip_progress_next">To reach {view.next.name}:</Trans>
          </p>
          <Bar label={<Trans id="vip_cumulative_deposits">Cumulative deposits</Trans>} measure={view.deposits} testId="vip-progress-deposits" />
          <Bar label={<Trans id="vip_valid_bets">Valid bets</Trans>} measure={view.validBets} testId="vip-progress-bets" />
        </>
      )}
    </section>
  );
}

function Bar({ label, measure, testId }: { label: ReactNode; measure: Measure; testId: string }) {
  const { t } = useLingui();
  const money = useFormats().money;
  // A level that asks nothing of this measure: say so, rather than "￥1,000.00 / ￥0.00".
  const amounts =
    minorOf(measure.target) <= 0 ? t({ id: 'vip_no_requirement', message: 'No requirement' }) : `${money(measure.current)} / ${money(measure.target)}`;
  return (
    <div className={styles.bar} data-testid={testId}>
      <p className={styles.barHead}>
        <span>{label}</span>
        <span className={styles.barAmounts}>{amounts}</span>
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={measure.percent}
        aria-valuetext={amounts}
        aria-label={t({ id: 'vip_progress_bar', message: 'Progress to the next level' })}
      >
        <div className={styles.fill} style={{ width: `${measure.percent}%` }} />
      </div>
    </div>
  );
}
