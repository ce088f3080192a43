/**
 * The budgets `npm run bench` and `npm run bench:paint` hold the product to (product rule 10.12 and
 * the performance issue), and the one function that judges figures against them. Kept apart from the measuring so a unit
 * test can show that a figure over its budget fails.
 */

/** A budget: the figure's key, which way is good, and the limit. */
export type Budget = { key: string; label: string; unit: string; limit: number; better: 'lower' | 'higher' };

const lower = (key: string, label: string, unit: string, limit: number): Budget => ({ key, label, unit, limit, better: 'lower' });
const higher = (key: string, label: string, unit: string, limit: number): Budget => ({ key, label, unit, limit, better: 'higher' });

/**
 * What a player feels (the performance issue's budgets): the first paint of home and the game
 * centre, and a warm start. Each Lighthouse figure is read beside the same run's empty page
 * (`lighthouse.empty`). Routes and figures not named here (FCP, the other routes, the bytes
 * before the first card) are reported as information; every route's own budget is
 * ROUTE_BUDGETS, measured by `npm run bench:paint`.
 */
const PAINT_ROUTES = [
  { route: '/m/home', lcpMs: 1100 },
  { route: '/m/gameCenter', lcpMs: 1300 },
] as const;

export const BUDGETS: readonly Budget[] = [
  ...PAINT_ROUTES.flatMap(({ route: r, lcpMs }) => [
    higher(`lighthouse.${r}.performance`, `${r} performance`, 'score', 98),
    lower(`lighthouse.${r}.lcpMs`, `${r} LCP`, 'ms', lcpMs),
    lower(`lighthouse.${r}.tbtMs`, `${r} TBT`, 'ms', 150),
    lower(`lighthouse.${r}.cls`, `${r} CLS`, '', 0.02),
  ]),
  lower('warm.onlineMs', 'warm start to the first game card, online', 'ms', 700),
  lower('warm.offlineMs', 'warm start to the first game card, offline', 'ms', 700),
  lower('scroll.maxGameCardsInDom', '5,000-game scroll: cards in the DOM', 'cards', 100),
  lower('scroll.longestTaskMs', '5,000-game scroll: longest task', 'ms', 100),
  lower('load.games.p99Ms', 'game list p99 at 50 connections', 'ms', 20),
  lower('players.errors', '100 players at once: errors', 'errors', 0),
  lower('players.ledgerMismatches', '100 players at once: wallets off their ledger', 'wallets', 0),
];

/**
 * Every route of the route table, as a visitor and as a member (`npm run bench:paint`), keyed by
 * the route's own figures. A route without an LCP (nothing it painted counted) has no figure, and
 * so misses.
 */
export const ROUTE_BUDGETS: readonly Budget[] = [higher('performance', 'performance', 'score', 95), lower('lcpMs', 'LCP', 'ms', 1500)];

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
