/** Badges cap at 99+ (product rule 9.3). Nothing to show for 0 (or a count that is not a number). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
