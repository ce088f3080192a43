import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { VipLevel } from '#src/shared/contract/vip';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import { BenefitList } from './BenefitList';
import styles from './VipScreen.module.css';

/** READ ALL: every level's thresholds and benefits, the member's own marked. */
export function LevelDetailsModal({ levels, memberLevel, onClose }: { levels: VipLevel[]; memberLevel: number | undefined; onClose: () => void }) {
  const money = useFormats().money;
  const { t } = useLingui();
  const mine = useRef<HTMLElement>(null);
  // Opens on the member's own level, not on VIP 1.
  // A block, not an arrow's value: some browsers' scrollIntoView returns a Promise, which React
  // would take for the effect's cleanup and call on close.
  useEffect(() => {
    mine.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Modal
      title={<Trans id="vip_details_title">VIP level details</Trans>}
      onClose={onClose}
      testId="vip-details"
      actions={
        <Button onClick={onClose} data-testid="vip-details-close">
          <Trans id="close">Close</Trans>
        </Button>
      }
    >
      {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className={styles.details} tabIndex={0} role="region" aria-label={t({ id: 'vip_levels', message: 'VIP levels' })}>
        {levels.map((l) => (
          <section
            key={l.level}
            ref={l.level === memberLevel ? mine : undefined}
            className={`${styles.detail} ${l.level === memberLevel ? styles.detailMine : ''}`}
            aria-labelledby={`vip-detail-${l.level}`}
            data-testid="vip-detail"
          >
            <h3 id={`vip-detail-${l.level}`} className={styles.detailTitle}>
              {l.name}
              {l.level === memberLevel && (
                <span className={styles.mineTag}>
                  <Trans id="vip_your_level">Your level</Trans>
                </span>
              )}
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans id="vip_cumulative_deposits">Cumulative deposits</Trans>
                </dt>
                <dd>{money(l.minDeposit)}</dd>
              </div>
              <div>
                <dt>
                  <Trans id="vip_valid_bets">Valid bets</Trans>
                </dt>
                <dd>{money(l.minValidBet)}</dd>
              </div>
            </dl>
            <BenefitList benefits={l.benefits} />
          </section>
        ))}
      </div>
    </Modal>
  );
}
