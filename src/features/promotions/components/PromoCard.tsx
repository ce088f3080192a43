import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import type { PromotionSummary } from '#src/shared/contract/promotions';
import { ImageLoader } from '#src/shared/ui/ImageLoader';
import { PROMO_IMAGE_RATIO } from '../lib/promo-image';
import styles from './PromoCard.module.css';
import { PromoDates } from './PromoDates';

type Props = {
  promotion: PromotionSummary;
  imageSrc: string;
  /** Eager for the first cards (above the fold), lazy for the rest. */
  eager: boolean;
  onOpen: (promotion: PromotionSummary, event: MouseEvent<HTMLAnchorElement>) => void;
};

export function detailPath(id: number | string): string {
  return pathTo('activityDetail', { id });
}

/** One promotion in the list: a link to its detail with the card image, title and dates. */
export function PromoCard({ promotion, imageSrc, eager, onOpen }: Props) {
  return (
    <Link to={detailPath(promotion.id)} className={styles.card} onClick={(e) => onOpen(promotion, e)} data-testid="promo-card" data-promo-id={promotion.id}>
      <ImageLoader src={imageSrc} alt="" ratio={PROMO_IMAGE_RATIO} eager={eager} className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.title}>{promotion.title}</h2>
        <PromoDates promotion={promotion} className={styles.dates} />
      </div>
    </Link>
  );
}

/** Holds a card's shape while the list loads. */
export function PromoCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.skeletonImage} style={{ aspectRatio: String(PROMO_IMAGE_RATIO) }} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
      </div>
    </div>
  );
}
