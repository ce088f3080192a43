import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { PromotionSummary } from '../../../shared/contract/promotions';
import { formatCalendarDate } from '../../../shared/lib/format-date';
import { siteStore } from '../../../shared/site/site-store';

type Props = { promotion: Pick<PromotionSummary, 'startDate' | 'endDate' | 'noExpiry'>; className?: string };

/** A promotion's run in the merchant's date format, or "Long term" when it has no end (SPEC section 3). */
export function PromoDates({ promotion, className }: Props) {
  const { config } = useSnapshot(siteStore);
  const format = config?.info.dateFormat;
  if (promotion.noExpiry === 1 || promotion.endDate === null) {
    return (
      <p className={className}>
        <Trans id="promo_long_term">Long term</Trans>
      </p>
    );
  }
  const start = formatCalendarDate(promotion.startDate, format);
  const end = formatCalendarDate(promotion.endDate, format);
  return (
    <p className={className}>
      <Trans id="promo_date_range">
        <time dateTime={promotion.startDate}>{start}</time> – <time dateTime={promotion.endDate}>{end}</time>
      </Trans>
    </p>
  );
}
