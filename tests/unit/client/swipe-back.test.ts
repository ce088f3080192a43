import { describe, expect, it } from 'vitest';
import { isSwipeBack, SWIPE_BACK_PX, SWIPE_EDGE_PX } from '#src/app/swipe-back';

describe('swipe back (100 px, product rule 9.9)', () => {
  it('goes back on a level swipe of 100 px rightwards from the left edge', () => {
    expect(isSwipeBack({ x: 4, y: 300 }, { x: 4 + SWIPE_BACK_PX, y: 320 })).toBe(true);
  });

  it('does not for a shorter swipe, one that starts away from the edge, or one going left', () => {
    expect(isSwipeBack({ x: 4, y: 300 }, { x: 3 + SWIPE_BACK_PX, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: SWIPE_EDGE_PX + 1, y: 300 }, { x: 250, y: 300 })).toBe(false);
    expect(isSwipeBack({ x: 200, y: 300 }, { x: 10, y: 300 })).toBe(false);
  });

  it('does not for a scroll that drifts sideways', () => {
    expect(isSwipeBack({ x: 4, y: 100 }, { x: 124, y: 170 })).toBe(false);
  });
});
