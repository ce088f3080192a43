/**
 * `npm run bench:a11y`: Lighthouse's accessibility score of every route of the route table, as a
 * visitor (the routes a visitor may open) and as a member, in TY, against the production build and
 * a freshly seeded server. Budget: 95 on every route. Writes reports/lighthouse-a11y.md and .json;
 * with `-- --check` it exits 1 when a route misses the budget. Not part of `npm test`: the axe
 * checks there (tests/e2e/a11y.spec.ts) find the serious and critical violations; this gives
 * Lighthouse's own score, which also weighs the moderate ones.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import type { SessionInfo } from '#src/shared/contract/auth';
import { loginSession } from '../helpers/api-session';
import { type Role, routePath, routesOf } from '../helpers/app-routes';
import { startSeededServer } from '../helpers/server-process';
import { launchLighthouseBrowser, lighthouseOnPage } from './lighthouse-page';

const BUDGET = 95;

type Row = { role: Role; route: string; score: number | null; failing: string[] };
type Audit = { id: string; score: number | null; scoreDisplayMode?: string };
type Lhr = { categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } }; audits: Record<string, Audit> };

async function scoreRoute(browser: Browser, url: string, session: SessionInfo | null): Promise<Omit<Row, 'role' | 'route'>> {
  const lhr = (await lighthouseOnPage(browser, url, session, ['accessibility'])) as Lhr | null;
  const category = lhr?.categories.accessibility;
  const failing = (category?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr?.audits[ref.id]?.score !== null && (lhr?.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return { score: typeof category?.score === 'number' ? Math.round(category.score * 100) : null, failing };
}

function report(rows: Row[]): string {
  const lines = [
    '# Lighthouse accessibility per route',
    '',
    `Budget: ${BUDGET} on every route (TY, 390x844).`,
    '',
    '| role | route | score | failing audits |',
    '|---|---|---|---|',
  ];
  for (const r of rows) lines.push(`| ${r.role} | /m/${r.route} | ${r.score ?? 'n/a'}${(r.score ?? 0) < BUDGET ? ' (MISS)' : ''} | ${r.failing.join(', ')} |`);
  return `${lines.join('\n')}\n`;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm run bench:a11y does).');
  const check = process.argv.includes('--check');
  const server = await startSeededServer({}, 'lobby-a11y-');
  const browser = await launchLighthouseBrowser();
  try {
    const session = await loginSession(server.url, { username: 'player1', password: 'Player1234' });
    const rows: Row[] = [];
    for (const role of ['visitor', 'member'] as const satisfies readonly Role[]) {
      for (const route of routesOf(role)) {
        const scored = await scoreRoute(browser, `${server.url}${routePath(route.key)}`, role === 'member' ? session : null);
        rows.push({ role, route: route.key, ...scored });
        console.log(`${(scored.score ?? 0) >= BUDGET ? 'PASS' : 'MISS'}  ${role} /m/${route.key}: ${scored.score ?? 'n/a'} ${scored.failing.join(' ')}`);
      }
    }
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/lighthouse-a11y.json', `${JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, rows }, null, 2)}\n`);
    writeFileSync('reports/lighthouse-a11y.md', report(rows));
    const missed = rows.filter((r) => (r.score ?? 0) < BUDGET);
    console.log(`${rows.length} routes scored, ${missed.length} under ${BUDGET}; report: reports/lighthouse-a11y.md`);
    if (check && missed.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
