import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './browser';
import { median } from './budgets';

export type LighthouseFigures = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** What the LCP was, as Lighthouse names it (a selector and a snippet), from the median run. */
  lcpElement: string | null;
  runs: number;
};

/** The parts of Lighthouse's report the bench reads. */
export type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; errorMessage?: string; details?: { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } } | undefined
  >;
};

const score = (lhr: Lhr, id: string) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? null;

function lcpElementOf(lhr: Lhr): string | null {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null;
}

/** Why a run has no LCP (Lighthouse's NO_LCP when nothing on the page counted as one), or null when it has one. */
export function lcpErrorOf(lhr: Lhr): string | null {
  if (numeric(lhr, 'largest-contentful-paint') !== null) return null;
  const message = lhr.audits['largest-contentful-paint']?.errorMessage ?? '';
  return /NO_LCP/.exec(message)?.[0] ?? (message || 'no LCP');
}

/** Each figure as the median of the runs' (a run without it left out), and the LCP element of the median run. */
export function lighthouseFigures(results: readonly Lhr[]): LighthouseFigures {
  const med = (pick: (lhr: Lhr) => number | null) => {
    const m = median(results.map(pick).filter((v): v is number => v !== null));
    return m === null ? null : Number(m.toFixed(m < 1 ? 3 : 0));
  };
  // The LCP element of the run whose LCP is the median one.
  const byLcp = [...results].sort((a, b) => (numeric(a, 'largest-contentful-paint') ?? 0) - (numeric(b, 'largest-contentful-paint') ?? 0));
  const middle = byLcp[Math.floor(byLcp.length / 2)];
  return {
    performance: med((l) => score(l, 'performance')),
    accessibility: med((l) => score(l, 'accessibility')),
    bestPractices: med((l) => score(l, 'best-practices')),
    lcpMs: med((l) => numeric(l, 'largest-contentful-paint')),
    fcpMs: med((l) => numeric(l, 'first-contentful-paint')),
    tbtMs: med((l) => numeric(l, 'total-blocking-time')),
    cls: med((l) => numeric(l, 'cumulative-layout-shift')),
    speedIndexMs: med((l) => numeric(l, 'speed-index')),
    // Lighthouse cannot always name an element that is gone by the end (the shell's banner): another run's name then.
    lcpElement: (middle ? lcpElementOf(middle) : null) ?? results.map(lcpElementOf).find((e) => e !== null) ?? null,
    runs: results.length,
  };
}

/**
 * Lighthouse's default mobile run (simulated throttling) on one route, `runs` times in a fresh
 * Chromium each, reported as the median of each figure. Every run is a first visit: no service
 * worker, no cache.
 */
export async function lighthouseRoute(url: string, runs: number): Promise<LighthouseFigures> {
  const results: Lhr[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (result) results.push(result.lhr as unknown as Lhr);
    } finally {
      await chrome.kill();
    }
  }
  return lighthouseFigures(results);
}
