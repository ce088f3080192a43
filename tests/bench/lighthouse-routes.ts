/**
 * `npm run bench:paint`: Lighthouse's performance (mobile, simulated throttling) on every route of
 * the route table, as a visitor (the routes a visitor may open) and as a member, in TY, against the
 * production build and a freshly seeded server, beside an empty page measured in the same run.
 * Budgets (ROUTE_BUDGETS in tests/bench/budgets.ts) on every route; a route where nothing counted
 * as a largest contentful paint (Lighthouse's NO_LCP) misses them. Writes reports/lighthouse-paint.md
 * and .json. `-- --runs N` takes the median of N runs per route (default 1), `-- --only home,login`
 * measures some routes only, `-- --check` exits 1 on a miss. Not part of `npm test`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Browser } from 'puppeteer-core';
import type { SessionInfo } from '#src/shared/contract/auth';
import { loginSession } from '../helpers/api-session';
import { type Role, routePath, routesOf } from '../helpers/app-routes';
import { startSeededServer } from '../helpers/server-process';
import { type Check, checkBudgets, ROUTE_BUDGETS } from './budgets';
import { startEmptyPage } from './empty-page';
import { type Lhr, type LighthouseFigures, lcpErrorOf, lighthouseFigures } from './lighthouse';
import { launchLighthouseBrowser, lighthouseOnPage } from './lighthouse-page';
import { budgetText } from './report';

type Figures = Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls' | 'lcpElement' | 'runs'> & {
  /** Why some runs had no LCP (NO_LCP), or null when every run had one. */
  lcpError: string | null;
};
type Row = { role: Role | 'empty page'; route: string; figures: Figures; misses: string[] };

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function measure(browser: Browser, url: string, session: SessionInfo | null, runs: number): Promise<Figures> {
  const results: Lhr[] = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = (await lighthouseOnPage(browser, url, session, ['performance'])) as Lhr | null;
    if (lhr) results.push(lhr);
  }
  const { performance, lcpMs, fcpMs, tbtMs, cls, lcpElement } = lighthouseFigures(results);
  const lcpError = results.map(lcpErrorOf).find((e) => e !== null) ?? (results.length < runs ? 'a run failed' : null);
  return { performance, lcpMs, fcpMs, tbtMs, cls, lcpElement, runs: results.length, lcpError };
}

/** The budgets a route misses; a run without an LCP leaves the route without one. */
function missesOf(f: Figures): string[] {
  const checks: Check[] = checkBudgets({ performance: f.performance, lcpMs: f.lcpError ? null : f.lcpMs }, ROUTE_BUDGETS);
  return checks.filter((c) => !c.pass).map((c) => (c.key === 'lcpMs' && f.lcpError ? f.lcpError : `${c.label} ${budgetText(c)}`));
}

const cell = (v: string | number | null) => (v === null ? 'n/a' : String(v).replace(/\|/g, '\\|'));

function report(rows: readonly Row[], runs: number, at: string): string {
  const lines = [
    '# Lighthouse performance per route',
    '',
    `${at}, ${cpus().length} cores, Node ${process.version}. Mobile form factor, simulated throttling, TY, 390x844 at 2x, median of ${runs} run(s) per route.`,
    `Budgets on every route: ${ROUTE_BUDGETS.map((b) => `${b.label} ${budgetText(b)}`).join(', ')}, and a largest contentful paint (NO_LCP misses).`,
    'The empty page (one line of text) is the floor of this machine in this run: read the routes beside it.',
    '',
    '| role | route | performance | LCP ms | FCP ms | TBT ms | CLS | LCP element | verdict |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { role, route, figures: f, misses } of rows) {
    const lcp = f.lcpError ? `**${f.lcpError}**` : cell(f.lcpMs);
    const element = `\`${cell(f.lcpElement).replace(/`/g, "'").slice(0, 120)}\``;
    const verdict = misses.length === 0 ? 'pass' : `**MISS**: ${misses.join(', ')}`;
    lines.push(`| ${role} | ${route} | ${cell(f.performance)} | ${lcp} | ${cell(f.fcpMs)} | ${cell(f.tbtMs)} | ${cell(f.cls)} | ${element} | ${verdict} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The report so far: written after every route, so a run cut short still leaves what it measured. */
function writeReports(rows: readonly Row[], runs: number): void {
  const at = new Date().toISOString();
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/lighthouse-paint.json', `${JSON.stringify({ at, runs, budgets: ROUTE_BUDGETS, rows }, null, 2)}\n`);
  writeFileSync('reports/lighthouse-paint.md', report(rows, runs, at));
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm run bench:paint does).');
  const check = process.argv.includes('--check');
  const runs = Math.max(1, Number(argValue('--runs') ?? 1));
  const only = argValue('--only')?.split(',');
  const server = await startSeededServer({}, 'lobby-paint-');
  const empty = await startEmptyPage();
  const browser = await launchLighthouseBrowser();
  try {
    const session = await loginSession(server.url, { username: 'player1', password: 'Player1234' });
    // One load left out of the figures: a platform's server has answered before, and a browser
    // started a page before (the first route measured was otherwise the cold one, 3-5 points lower).
    await lighthouseOnPage(browser, `${server.url}${routePath('home')}`, session, ['performance']);
    const emptyFigures = await measure(browser, empty.url, null, runs);
    const rows: Row[] = [{ role: 'empty page', route: '', figures: emptyFigures, misses: [] }];
    console.log(`empty page: performance ${cell(emptyFigures.performance)}, LCP ${cell(emptyFigures.lcpMs)} ms`);
    for (const role of ['visitor', 'member'] as const satisfies readonly Role[]) {
      for (const route of routesOf(role).filter((r) => !only || only.includes(r.key))) {
        const figures = await measure(browser, `${server.url}${routePath(route.key)}`, role === 'member' ? session : null, runs);
        const row: Row = { role, route: `/m/${route.key}`, figures, misses: missesOf(figures) };
        rows.push(row);
        writeReports(rows, runs);
        const lcp = figures.lcpError ?? `${cell(figures.lcpMs)} ms`;
        console.log(`${row.misses.length === 0 ? 'PASS' : 'MISS'}  ${role} ${row.route}: performance ${cell(figures.performance)}, LCP ${lcp}`);
      }
    }
    const missed = rows.filter((r) => r.misses.length > 0);
    console.log(`${rows.length - 1} routes measured, ${missed.length} missed; report: reports/lighthouse-paint.md`);
    if (check && missed.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await empty.close();
    await server.stop();
  }
}

await main();
