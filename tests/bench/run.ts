/**
 * `npm run bench`: the speed and size budgets of DESIGN section 5, measured against the
 * production build and the real server, never as timed assertions in `npm test`. Writes
 * reports/bench.json and exits 1 when a budget is missed.
 *
 * Measured here: the JavaScript a first /m/home visit loads before home shows and in all (gzip -9), a long game list's DOM
 * size and long tasks while scrolling, and the server's game-list latency. Lighthouse is not a
 * dependency yet; its scores are for the performance work to add.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

const BUDGETS = {
  homeInitialJsKb: 130,
  maxGameCardsInDom: 100,
} as const;
/** How long the list is scrolled: at one page a second, about 60 pages (1,500 games). */
const SCROLL_SECONDS = 60;
const LATENCY_REQUESTS = 200;

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on http:\/\/localhost:(\d+)\//.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/** KB here is 1,024 bytes of gzip -9 output. */
const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/** JS requested until the home screen is on the page (what its first paint waits for) and in all, in gzip KB. */
async function homeJavaScript(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The moment home's screen enters the DOM, taken in the page: JS fetched before it is what
  // the first paint of home waited for.
  await page.addInitScript(() => {
    const w = window as Window & { benchHomeShownAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="screen-home"]')) {
        w.benchHomeShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${url}/m/home`, { waitUntil: 'networkidle' });
  const { shownAt, resources } = await page.evaluate(() => ({
    shownAt: (window as Window & { benchHomeShownAt?: number }).benchHomeShownAt ?? Infinity,
    resources: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  const scripts = resources.filter((r) => r.path.endsWith('.js'));
  const initial = new Set(scripts.filter((r) => r.start < shownAt).map((r) => r.path));
  const all = new Set(scripts.map((r) => r.path));
  await context.close();
  const size = (paths: Set<string>) => [...paths].reduce((sum, p) => sum + gzipKb(join('dist', p.replace(/^\/m\//, ''))), 0);
  const files = [...all].map((p) => ({ file: p, gzipKb: Number(gzipKb(join('dist', p.replace(/^\/m\//, ''))).toFixed(1)), initial: initial.has(p) }));
  return { initialKb: Number(size(initial).toFixed(1)), totalKb: Number(size(all).toFixed(1)), files };
}

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

/** Sequential game-list pages through the real HTTP stack, milliseconds. */
async function serverLatency(url: string) {
  const times: number[] = [];
  for (let i = 0; i < LATENCY_REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}/api/games?gameType=RNG&pageNo=${(i % 150) + 1}&pageSize=25`, { headers: { Merchant: 'DEMO', 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { requests: LATENCY_REQUESTS, p50Ms: at(0.5), p95Ms: at(0.95) };
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm run bench does).');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const home = await homeJavaScript(browser, server.url);
    const list = await longList(browser, server.url);
    const latency = await serverLatency(server.url);
    const checks = [
      { budget: `home initial JS <= ${BUDGETS.homeInitialJsKb} KB gzip`, value: home.initialKb, pass: home.initialKb <= BUDGETS.homeInitialJsKb },
      { budget: `game cards in the DOM < ${BUDGETS.maxGameCardsInDom}`, value: list.maxGameCardsInDom, pass: list.maxGameCardsInDom < BUDGETS.maxGameCardsInDom },
    ];
    const report = { at: new Date().toISOString(), home, list, latency, checks };
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(`home JS: ${home.initialKb} KB gzip until home shows, ${home.totalKb} KB in all (${home.files.length} files)`);
    console.log(`long list: ${list.gamesLoaded} games loaded in ${SCROLL_SECONDS} s, at most ${list.maxGameCardsInDom} cards in the DOM, ${list.longTasks} long tasks (longest ${list.longestTaskMs} ms)`);
    console.log(`server: game list p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms over ${latency.requests} requests`);
    for (const c of checks) console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.budget}: ${c.value}`);
    console.log('report: reports/bench.json');
    process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
