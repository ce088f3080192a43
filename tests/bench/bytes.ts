import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export type RouteBytes = {
  /** Script and style bodies as sent (compressed), fetched before the first paint. */
  jsBeforePaintKb: number;
  cssBeforePaintKb: number;
  /** Script bodies as sent before the first game card is in the DOM (null on a route without cards). */
  jsBeforeFirstCardKb: number | null;
  firstPaintMs: number | null;
  firstCardMs: number | null;
  files: { path: string; kb: number; beforePaint: boolean }[];
};

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * A first visit (no service worker, empty cache) at a phone's size: which scripts and styles were
 * requested before the first paint and before the first game card, by their bodies as the server
 * sent them (Resource Timing's encodedBodySize: gzip or brotli as negotiated).
 */
export async function routeBytes(browser: Browser, url: string): Promise<RouteBytes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as Window & { benchFirstCardAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="game-card"]')) {
        w.benchFirstCardAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const seen = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
    return {
      firstPaint: paint?.startTime ?? null,
      firstCard: (window as Window & { benchFirstCardAt?: number }).benchFirstCardAt ?? null,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        size: e.encodedBodySize,
      })),
    };
  });
  await context.close();
  const js = seen.resources.filter((r) => r.path.endsWith('.js'));
  const css = seen.resources.filter((r) => r.path.endsWith('.css'));
  const before = (list: typeof js, at: number | null) => list.filter((r) => at !== null && r.start < at).reduce((sum, r) => sum + r.size, 0);
  return {
    jsBeforePaintKb: kb(before(js, seen.firstPaint)),
    cssBeforePaintKb: kb(before(css, seen.firstPaint)),
    jsBeforeFirstCardKb: seen.firstCard === null ? null : kb(before(js, seen.firstCard)),
    firstPaintMs: seen.firstPaint === null ? null : Math.round(seen.firstPaint),
    firstCardMs: seen.firstCard === null ? null : Math.round(seen.firstCard),
    files: [...js, ...css].map((r) => ({ path: r.path, kb: kb(r.size), beforePaint: seen.firstPaint !== null && r.start < seen.firstPaint })),
  };
}

/** What the service worker precaches on install: its entries' sizes raw, gzip and brotli. */
export function precacheSize(distDir = 'dist'): { entries: number; rawKb: number; gzipKb: number; brotliKb: number } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const path = join(distDir, url);
    raw += statSync(path).size;
    const body = readFileSync(path);
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body).length;
  }
  return { entries: urls.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli) };
}
