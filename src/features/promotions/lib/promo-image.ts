import type { PromotionSummary } from '#src/shared/contract/promotions';

/** announcementImages sequence 1 is the card image, 2 the detail banner (product rule 3.5). */
export const CARD_IMAGE = 1;
export const BANNER_IMAGE = 2;

/** Both images are drawn 750 x 300: the box keeps this shape while they load. */
export const PROMO_IMAGE_RATIO = 750 / 300;

/** The path of one of a promotion's images, or '' when it has none (the loader then shows its fallback). */
export function promoImagePath(promotion: Pick<PromotionSummary, 'announcementImages'>, sequence: number): string {
  return promotion.announcementImages.find((image) => image.sequence === sequence)?.url ?? '';
}
