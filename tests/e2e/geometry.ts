import type { Locator } from '@playwright/test';

/**
 * Whether the element takes taps 22 px out from its centre, up, down, left and right: a 44 px
 * target (WCAG target size) whether drawn as a square, a circle or a smaller pill with a wider hit area.
 */
export async function tappable44(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    // 21 px, not 22: hit testing rounds to whole pixels, so a neighbour starting at the 44th pixel would answer.
    const points = [
      [0, 0],
      [-21, 0],
      [21, 0],
      [0, -21],
      [0, 21],
    ] as const;
    return points.every(([dx, dy]) => el.contains(document.elementFromPoint(cx + dx, cy + dy)));
  });
}
