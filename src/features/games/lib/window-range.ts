/**
 * Which rows of a fixed-row-height grid to render for the current scroll position: the visible
 * ones plus `overscan` rows each side. Keeps the DOM bounded however long the list grows.
 */
export function visibleRows(input: {
  rowCount: number;
  rowHeight: number;
  /** Viewport top relative to the grid's top (can be negative when the grid starts below). */
  viewportTop: number;
  viewportHeight: number;
  overscan: number;
}): { first: number; last: number } {
  const { rowCount, rowHeight, viewportTop, viewportHeight, overscan } = input;
  if (rowCount === 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(viewportTop / rowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((viewportTop + viewportHeight) / rowHeight) + overscan);
  return { first: Math.min(first, rowCount - 1), last: Math.max(last, Math.min(first, rowCount - 1)) };
}
