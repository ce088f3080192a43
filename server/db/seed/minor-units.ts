import { parseAmount } from '#src/shared/contract/amount';

/**
 * A seed table's figure in major units (written as people read it: 100, 7.15) as integer minor
 * units, read from its decimal digits as a typed amount is, never scaled as a float (7.15 * 100
 * is 715.0000000000001). A figure with more than two decimals is a mistake in the table.
 */
export function minorUnits(major: number): number {
  const parsed = parseAmount(String(major), { minMinor: 0, maxMinor: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) throw new RangeError(`seed figure is not an amount: ${major}`);
  return parsed.minor;
}
