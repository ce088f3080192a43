import { Trans } from '@lingui/react/macro';
import type { PromotionSummary } from '#src/shared/contract/promotions';
import { useFormats } from '#src/shared/site/use-formats';

type Props = { promotion: Pick<PromotionSummary, 'startDate' | 'endDate' | 'noExpiry'>; className?: string };

/** A promotion's run in the merchant's (else the language's) date order, or "Long term" when it has no end (product rule 3.5). */
export function PromoDates({ promotion, className }: Props) {
  const { date } = useFormats();
  if (promotion.noExpiry === 1 || promotion.endDate === null) {
    return (
      <p className={className}>
        <Trans id="promo_long_term">Long term</Trans>
      </p>
    );
  }
  const start = date(promotion.startDate);
  const end = date(promotion.endDate);
  return (
    <p className={className}>
      <Trans id="promo_date_range">
        <time dateTime={promotion.startDate}>{start}</time> – <time dateTime={promotion.endDate}>{end}</time>
      </Trans>
    </p>
  );
}
