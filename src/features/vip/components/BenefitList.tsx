import { Trans } from '@lingui/react/macro';
import { minorOf } from '#src/shared/contract/amount';
import type { VipBenefits } from '#src/shared/contract/vip';
import { useFormats } from '#src/shared/site/use-formats';
import styles from './Benefits.module.css';

/** What one level gives: daily points, cashback, rebate, birthday gift and tour. */
export function BenefitList({ benefits }: { benefits: VipBenefits }) {
  const { money, percent } = useFormats();
  return (
    <dl className={styles.benefits}>
      <div>
        <dt>
          <Trans id="vip_benefit_daily_points">Daily points</Trans>
        </dt>
        <dd>{benefits.dailyPoints}</dd>
      </div>
      <div>
        <dt>
          <Trans id="vip_benefit_cashback">Cashback</Trans>
        </dt>
        <dd>{percent(benefits.cashbackPercent)}</dd>
      </div>
      <div>
        <dt>
          <Trans id="vip_benefit_rebate">Daily rebate</Trans>
        </dt>
        <dd>{percent(benefits.rebatePercent)}</dd>
      </div>
      <div>
        <dt>
          <Trans id="vip_benefit_birthday">Birthday gift</Trans>
        </dt>
        <dd>{minorOf(benefits.birthdayGift) > 0 ? money(benefits.birthdayGift) : <Trans id="vip_benefit_none">None</Trans>}</dd>
      </div>
      <div>
        <dt>
          <Trans id="vip_benefit_tour">Yearly tour</Trans>
        </dt>
        <dd>{benefits.tour ? <Trans id="vip_benefit_yes">Yes</Trans> : <Trans id="vip_benefit_none">None</Trans>}</dd>
      </div>
    </dl>
  );
}
