import type { Check } from './budgets';
import type { PlayersFigures } from './players';

type Row = readonly (string | number | null)[];
const cell = (v: string | number | null) => (v === null ? 'n/a' : String(v));
const table = (head: Row, rows: readonly Row[]) =>
  [`| ${head.map(cell).join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

/** A check's budget as a reader says it: "<= 1800 ms", ">= 95". */
export function budgetText(c: Pick<Check, 'better' | 'limit' | 'unit'>): string {
  return `${c.better === 'lower' ? '<=' : '>='} ${c.limit}${c.unit && c.unit !== 'score' ? ` ${c.unit}` : ''}`;
}

/** The key of the empty page's Lighthouse figures, measured in the same run as the routes'. */
export const EMPTY_PAGE = 'empty';

const routeName = (key: string) => (key === EMPTY_PAGE ? 'empty page' : key);

/** The same figure of the run's empty page, for a Lighthouse check ("lighthouse./m/home.lcpMs"). */
function emptyPageFigure(b: BenchSections, key: string): number | null {
  const [section, , figure] = key.split('.');
  const empty = b.lighthouse[EMPTY_PAGE];
  if (section !== 'lighthouse' || !empty || !figure) return null;
  const value: unknown = empty[figure as keyof typeof empty];
  return typeof value === 'number' ? value : null;
}

export type BenchSections = {
  at: string;
  machine: string;
  lighthouse: Record<
    string,
    {
      performance: number | null;
      accessibility: number | null;
      bestPractices: number | null;
      lcpMs: number | null;
      fcpMs: number | null;
      tbtMs: number | null;
      cls: number | null;
      speedIndexMs: number | null;
      lcpElement: string | null;
      runs: number;
    }
  >;
  bytes: Record<string, { jsBeforePaintKb: number; cssBeforePaintKb: number; jsBeforeFirstCardKb: number | null }>;
  precache: { entries: number; rawKb: number; gzipKb: number; brotliKb: number };
  warm: { onlineMs: number | null; offlineMs: number | null };
  scroll: { gamesLoaded: number; maxGameCardsInDom: number; longTasks: number; longestTaskMs: number };
  load: Record<string, { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number }>;
  loadSetup: { connections: number; seconds: number };
  players: PlayersFigures;
  playersSetup: { count: number; seconds: number };
};

/** reports/bench.md: the budgets first (pass or miss), then each measurement as a table. */
export function renderMarkdown(b: BenchSections, checks: readonly Check[]): string {
  const routes = Object.keys(b.lighthouse);
  return [
    `# Bench, ${b.at}`,
    '',
    `${b.machine}. Lighthouse: mobile form factor, simulated throttling, median of the runs shown; the empty page (one line of text) is the floor of this machine in this run.`,
    '',
    '## Budgets',
    '',
    table(
      ['', 'figure', 'measured', 'budget', 'empty page, same run'],
      checks.map((c) => [c.pass ? 'pass' : '**MISS**', c.label, c.value, budgetText(c), emptyPageFigure(b, c.key) ?? '']),
    ),
    '',
    '## Lighthouse',
    '',
    table(
      ['route', 'runs', 'performance', 'accessibility', 'best practices', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'Speed Index ms'],
      routes.map((r) => {
        const l = b.lighthouse[r];
        return l ? [routeName(r), l.runs, l.performance, l.accessibility, l.bestPractices, l.lcpMs, l.fcpMs, l.tbtMs, l.cls, l.speedIndexMs] : [r];
      }),
    ),
    '',
    table(
      ['route', 'LCP element'],
      routes.map((r) => [routeName(r), `\`${(b.lighthouse[r]?.lcpElement ?? 'n/a').replace(/`/g, "'").replace(/\|/g, '\\|')}\``]),
    ),
    '',
    '## Bytes before the first paint (as sent; information, no budget)',
    '',
    table(
      ['route', 'JS KB', 'CSS KB', 'JS KB before the first game card'],
      Object.entries(b.bytes).map(([r, x]) => [r, x.jsBeforePaintKb, x.cssBeforePaintKb, x.jsBeforeFirstCardKb]),
    ),
    '',
    `Precache: ${b.precache.entries} entries, ${b.precache.rawKb} KB raw, ${b.precache.gzipKb} KB gzip, ${b.precache.brotliKb} KB brotli.`,
    '',
    '## Warm start (service worker in control)',
    '',
    table(
      ['', 'to the first game card ms'],
      [
        ['online', b.warm.onlineMs],
        ['offline', b.warm.offlineMs],
      ],
    ),
    '',
    '## 5,000-game scroll',
    '',
    table(
      ['games loaded', 'most cards in the DOM', 'long tasks', 'longest task ms'],
      [[b.scroll.gamesLoaded, b.scroll.maxGameCardsInDom, b.scroll.longTasks, b.scroll.longestTaskMs]],
    ),
    '',
    `## Server under load (${b.loadSetup.connections} connections, ${b.loadSetup.seconds} s each, loopback)`,
    '',
    table(
      ['call', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      Object.entries(b.load).map(([k, x]) => [k, x.requestsPerSecond, x.p50Ms, x.p99Ms, x.non2xx, x.errors]),
    ),
    '',
    `## ${b.playersSetup.count} players at once (${b.playersSetup.seconds} s: browse, favourites, demo bets, deposits)`,
    '',
    `${b.players.requests} requests, ${b.players.requestsPerSecond} requests/s, ${b.players.errors} errors; wallets not equal to their ledger afterwards: ${b.players.ledgerMismatches}.`,
    '',
    table(
      ['call', 'requests', 'p50 ms', 'p99 ms', 'errors'],
      Object.entries(b.players.calls).map(([k, x]) => [k, x.count, x.p50Ms, x.p99Ms, x.errors]),
    ),
    '',
  ].join('\n');
}
