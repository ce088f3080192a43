/**
 * `npm run bench`: what a player feels, each figure beside its budget (tests/bench/budgets.ts),
 * measured against the production build and the real server, never as timed assertions in
 * `npm test`. Writes reports/bench.json and reports/bench.md; with `-- --check` it exits 1 when a
 * budget is missed. `-- --runs N` sets the Lighthouse and warm-start runs (default 3).
 *
 * Measured: Lighthouse (mobile, simulated throttling) on four routes and, beside them, on an empty
 * page in the same run; the JavaScript and CSS each route fetches before its first paint, as sent
 * (information, no budget); the precache; a warm start online and offline; the 5,000-game scroll;
 * the server under a bounded loopback load.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase } from '#server/db/database';
import { startSeededServer } from '../helpers/server-process';
import { launchBrowser } from './browser';
import { checkBudgets, flatten } from './budgets';
import { precacheSize, routeBytes } from './bytes';
import { startEmptyPage } from './empty-page';
import { lighthouseRoute } from './lighthouse';
import { LOAD, serverLoad } from './load';
import { PLAYERS, playersLoad } from './players';
import { type BenchSections, budgetText, EMPTY_PAGE, renderMarkdown } from './report';
import { warmStart } from './warm-start';

const ROUTES = ['/m/home', '/m/gameCenter', '/m/activity', '/m/login'] as const;
/** How long the list is scrolled: at one page a second, about 60 pages (1,500 games). */
const SCROLL_SECONDS = 60;

/** Scrolls the slots list (about 4,700 games) and records the DOM's card count and long tasks. */
async function longList(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as Window & { benchLongTasks?: number[] };
    w.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.benchLongTasks?.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${url}/m/slotsCenter`, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    (window as Window & { benchLongTasks?: number[] }).benchLongTasks = [];
  });
  let maxCards = 0;
  const end = Date.now() + SCROLL_SECONDS * 1000;
  while (Date.now() < end) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(250);
    maxCards = Math.max(maxCards, await page.locator('[data-testid="game-card"]').count());
  }
  const loaded = Number(await page.getByTestId('game-grid').getAttribute('data-count'));
  const longTasks = await page.evaluate(() => (window as Window & { benchLongTasks?: number[] }).benchLongTasks ?? []);
  await context.close();
  return { gamesLoaded: loaded, maxGameCardsInDom: maxCards, longTasks: longTasks.length, longestTaskMs: Math.round(Math.max(0, ...longTasks)) };
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm run bench does).');
  const check = process.argv.includes('--check');
  const runs = Math.max(1, Number(argValue('--runs') ?? 3));
  // The crowd's deposits are approved on their next wallet read (tests/bench/players.ts).
  const server = await startSeededServer({ DEMO_DEPOSIT_APPROVE_MS: '0' }, 'lobby-bench-');
  const browser = await launchBrowser();
  const empty = await startEmptyPage();
  try {
    console.log(`lighthouse, empty page (${runs} runs)`);
    const lighthouse: BenchSections['lighthouse'] = { [EMPTY_PAGE]: await lighthouseRoute(empty.url, runs) };
    for (const route of ROUTES) {
      console.log(`lighthouse ${route} (${runs} runs)`);
      lighthouse[route] = await lighthouseRoute(`${server.url}${route}`, runs);
    }
    const bytes: BenchSections['bytes'] = {};
    for (const route of ROUTES) {
      const { jsBeforePaintKb, cssBeforePaintKb, jsBeforeFirstCardKb } = await routeBytes(browser, `${server.url}${route}`);
      bytes[route] = { jsBeforePaintKb, cssBeforePaintKb, jsBeforeFirstCardKb };
    }
    console.log('warm start');
    const warm = await warmStart(browser, `${server.url}/m/home`, runs);
    console.log('scroll');
    const scroll = await longList(browser, server.url);
    console.log('server load');
    const load = await serverLoad(server.url);
    console.log(`${PLAYERS.count} players`);
    const db = openDatabase(join(server.dataDir, 'platform.sqlite'));
    const players = await playersLoad([server.url], db).finally(() => db.destroy());
    const sections: BenchSections = {
      at: new Date().toISOString(),
      machine: `${cpus().length} cores, Node ${process.version}`,
      lighthouse,
      bytes,
      precache: precacheSize(),
      warm,
      scroll,
      load,
      loadSetup: LOAD,
      players,
      playersSetup: PLAYERS,
    };
    const checks = checkBudgets(flatten(sections));
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench.json', `${JSON.stringify({ ...sections, checks }, null, 2)}\n`);
    writeFileSync('reports/bench.md', renderMarkdown(sections, checks));
    for (const c of checks) console.log(`${c.pass ? 'PASS' : 'MISS'}  ${c.label}: ${c.value ?? 'n/a'} (budget ${budgetText(c)})`);
    console.log('report: reports/bench.md, reports/bench.json');
    if (check && !checks.every((c) => c.pass)) process.exitCode = 1;
  } finally {
    await empty.close();
    await browser.close();
    await server.stop();
  }
}

await main();
