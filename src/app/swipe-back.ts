/** A swipe of 100 px goes back (product rule 9.9). */
export const SWIPE_BACK_PX = 100;
/**
 * The swipe starts at the left edge, as the system's own back swipe does, so the carousels, tab
 * strips and sliders across the screen keep their swipes.
 */
export const SWIPE_EDGE_PX = 24;

type Point = { x: number; y: number };

/** Whether a touch from `start` to `end` is a swipe back: from the edge, rightwards, far enough, mostly level. */
export function isSwipeBack(start: Point, end: Point): boolean {
  const across = end.x - start.x;
  return start.x <= SWIPE_EDGE_PX && across >= SWIPE_BACK_PX && Math.abs(end.y - start.y) < across / 2;
}
