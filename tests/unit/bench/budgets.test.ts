// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS, type Budget, checkBudgets, flatten, median, ROUTE_BUDGETS } from '#tests/bench/budgets';

const budgets: Budget[] = [
  { key: 'lighthouse./m/home.lcpMs', label: 'LCP', unit: 'ms', limit: 1800, better: 'lower' },
  { key: 'lighthouse./m/home.performance', label: 'performance', unit: 'score', limit: 95, better: 'higher' },
];

describe('the bench budget checker', () => {
  it('passes figures at or within their budgets', () => {
    const checks = checkBudgets(flatten({ lighthouse: { '/m/home': { lcpMs: 1800, performance: 95 } } }), budgets);
    expect(checks.map((c) => c.pass)).toEqual([true, true]);
  });

  it('fails a figure over its budget, either way round', () => {
    const checks = checkBudgets(flatten({ lighthouse: { '/m/home': { lcpMs: 1801, performance: 94 } } }), budgets);
    expect(checks.map((c) => [c.key, c.pass, c.value])).toEqual([
      ['lighthouse./m/home.lcpMs', false, 1801],
      ['lighthouse./m/home.performance', false, 94],
    ]);
  });

  it('fails a figure that is missing or not a number: a failed measurement is not a pass', () => {
    const checks = checkBudgets({ 'lighthouse./m/home.lcpMs': null, 'lighthouse./m/home.performance': Number.NaN }, budgets);
    expect(checks.map((c) => [c.pass, c.value])).toEqual([
      [false, null],
      [false, null],
    ]);
  });

  it('holds every budget the performance work names, each under a distinct key', () => {
    const keys = BUDGETS.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['lighthouse./m/home.performance', 'lighthouse./m/gameCenter.lcpMs', 'warm.offlineMs', 'load.games.p99Ms']));
  });

  it('keeps the bytes before the first card as information, not a budget', () => {
    expect(BUDGETS.some((b) => b.key.startsWith('bytes.'))).toBe(false);
  });

  it('fails a route without an LCP on its own budgets', () => {
    const checks = checkBudgets({ performance: 99, lcpMs: null }, ROUTE_BUDGETS);
    expect(checks.map((c) => [c.key, c.pass])).toEqual([
      ['performance', true],
      ['lcpMs', false],
    ]);
  });

  it('takes the median of odd and even runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
