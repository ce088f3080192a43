import { describe, expect, it } from 'vitest';
import { FAVOURITE_TARGET_PX, gridColumns, MIN_CARD_PX } from '#src/features/games/lib/grid-columns';

const GAP = 12;
const cardWidth = (width: number) => {
  const columns = gridColumns(width, GAP);
  return (width - GAP * (columns - 1)) / columns;
};

describe('game grid columns', () => {
  it.each([
    // Home's list beside the category menu, at 360, 390 and 430 px screens.
    [236, 2],
    [266, 2],
    [306, 2],
    // The game centre's full-width list at the same screens.
    [328, 3],
    [358, 3],
    [398, 3],
    // A tablet.
    [736, 6],
  ])('a %i px row holds %i cards', (width, columns) => {
    expect(gridColumns(width, GAP)).toBe(columns);
  });

  it('keeps every card wide enough that the star target leaves the icon centre free', () => {
    for (let width = MIN_CARD_PX; width <= 1200; width += 1) {
      // The star's target spans the last FAVOURITE_TARGET_PX of the card; the centre is at half.
      expect(cardWidth(width) / 2, `${width} px`).toBeLessThan(cardWidth(width) - FAVOURITE_TARGET_PX);
    }
  });

  it('shows one card in a row narrower than one card', () => {
    expect(gridColumns(60, GAP)).toBe(1);
    expect(gridColumns(0, GAP)).toBe(1);
  });
});
