/**
 * The budgets `npm run bench` holds the product to (DESIGN section 5 and the performance issue),
 * and the one function that judges figures against them. Kept apart from the measuring so a unit
 * test can show that a figure over its budget fails.
 */

/** A budget: the figure's key, which way is good, and the limit. */
export type Budget = { key: string; label: string; unit: string; limit: number; better: 'lower' | 'higher' };

const lower = (key: string, label: string, unit: string, limit: number): Budget => ({ key, label, unit, limit, better: 'lower' });
const higher = (key: string, label: string, unit: string, limit: number): Budget => ({ key, label, unit, limit, better: 'higher' });

/** Lighthouse budgets per route; routes not named here are measured without a budget. */
const PAINT_ROUTES = ['/m/home', '/m/gameCenter'] as const;
const SCORED_ROUTES = ['/m/home', '/m/gameCenter', '/m/activity', '/m/login'] as const;

export const BUDGETS: readonly Budget[] = [
  ...SCORED_ROUTES.map((r) => higher(`lighthouse.${r}.performance`, `${r} performance`, 'score', 95)),
  ...PAINT_ROUTES.flatMap((r) => [
    lower(`lighthouse.${r}.lcpMs`, `${r} LCP`, 'ms', 1800),
    lower(`lighthouse.${r}.fcpMs`, `${r} FCP`, 'ms', 1200),
    lower(`lighthouse.${r}.tbtMs`, `${r} TBT`, 'ms', 150),
    lower(`lighthouse.${r}.cls`, `${r} CLS`, '', 0.02),
  ]),
  lower('bytes./m/home.jsBeforeFirstCardKb', '/m/home JavaScript before the first game card', 'KB as sent', 120),
  lower('warm.onlineMs', 'warm start to the first game card, online', 'ms', 1000),
  lower('warm.offlineMs', 'warm start to the first game card, offline', 'ms', 1000),
  lower('scroll.maxGameCardsInDom', '5,000-game scroll: cards in the DOM', 'cards', 100),
  lower('scroll.longestTaskMs', '5,000-game scroll: longest task', 'ms', 100),
  lower('load.games.p99Ms', 'game list p99 at 50 connections', 'ms', 20),
  lower('players.errors', '100 players at once: errors', 'errors', 0),
  lower('players.ledgerMismatches', '100 players at once: wallets off their ledger', 'wallets', 0),
];

export type Check = Budget & { value: number | null; pass: boolean };

/**
 * Each budget against the figure found at its key in the flat `figures` map. A figure that is
 * missing (the measurement failed) fails its budget: silence is not a pass.
 */
export function checkBudgets(figures: Readonly<Record<string, number | null | undefined>>, budgets: readonly Budget[] = BUDGETS): Check[] {
  return budgets.map((b) => {
    const value = figures[b.key];
    const known = typeof value === 'number' && Number.isFinite(value);
    const pass = known && (b.better === 'lower' ? value <= b.limit : value >= b.limit);
    return { ...b, value: known ? value : null, pass };
  });
}

/** Flattens a nested report into "a.b.c" keys with number values, for checkBudgets. */
export function flatten(value: unknown, prefix = '', into: Record<string, number | null> = {}): Record<string, number | null> {
  if (typeof value === 'number' || value === null) {
    into[prefix] = value;
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  }
  return into;
}

/** The median of numbers (null when none), as the bench reports repeated runs. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
