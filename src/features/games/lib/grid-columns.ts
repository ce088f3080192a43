/** The drawn favourite star sits in a card's top-right corner inside a 44 x 44 px touch target. */
export const FAVOURITE_TARGET_PX = 44;
/**
 * The narrowest card: the star's target must leave the icon's centre, where a player taps to
 * play, to the launch button (a card of 88 px or less would have its centre under the star).
 */
export const MIN_CARD_PX = 96;

/** How many cards fit a row of the given width: as many as stay MIN_CARD_PX wide, at least one. */
export function gridColumns(width: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (MIN_CARD_PX + gap)));
}
