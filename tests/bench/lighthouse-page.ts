import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { APP_BASE } from '#src/shared/contract/app-routes';
import type { SessionInfo } from '#src/shared/contract/auth';
import { VIEW_SESSION_COOKIE } from '#src/shared/contract/first-view';
import { applyStartingStorage, startingStorage } from '../helpers/starting-storage';
import { chromiumPath } from './browser';

/** The phone the per-route steps emulate: the app's own 390x844 at a 2x screen. */
const SCREEN = { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } as const;

/** One Chromium for many Lighthouse runs, each on a page of its own. */
export function launchLighthouseBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  return puppeteer.launch({
    ...(executablePath ? { executablePath } : { channel: 'chrome' as const }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * Lighthouse (mobile, its default simulated throttling) on `url` in a new page of `browser`, whose
 * every document starts as after closing the once-a-session popups, in TY, with `session` when
 * given and without any when not. Lighthouse clears the origin's cache and most of its storage
 * first, so each run is a first visit; not localStorage, where a member's run left its session
 * (every visitor's view measured after one was hidden as another's: LCP 3.3-3.7 s for 0.9-1.1 s).
 * Returns the report as Lighthouse writes it, for the caller to read through its own type.
 */
export async function lighthouseOnPage(browser: Browser, url: string, session: SessionInfo | null, categories: readonly string[]): Promise<unknown> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: SCREEN.width, height: SCREEN.height, deviceScaleFactor: SCREEN.deviceScaleFactor, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(applyStartingStorage, startingStorage({ language: 'TY', session, visitor: session === null }));
    // The page cookie the app keeps beside a stored session, as a member's device sends it with
    // the first page; the pages share one browser's cookies, so a visitor's run has none.
    const cookie = { name: VIEW_SESSION_COOKIE, path: APP_BASE, domain: new URL(url).hostname };
    if (session) await browser.setCookie({ ...cookie, value: encodeURIComponent(session.token), sameSite: 'Lax' });
    else await browser.deleteMatchingCookies(cookie);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...categories], formFactor: 'mobile', screenEmulation: SCREEN },
      undefined,
      page,
    );
    return result?.lhr ?? null;
  } finally {
    await page.close();
  }
}
