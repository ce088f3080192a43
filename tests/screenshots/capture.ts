/**
 * `npm run screenshots`: every route of the route table at 390x844, as a visitor (the routes a
 * visitor may open) and as a member, in TY and EN, from the production build against a freshly
 * seeded server, into docs/screenshots/<LANG>/<role>/<route>.png. `-- --only home,login` takes
 * some routes only. Screens are shot once their screen hook shows, the network is idle and their
 * images have loaded.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { SessionInfo } from '#src/shared/contract/auth';
import type { LanguageCode } from '#src/shared/contract/platform';
import { launchBrowser } from '../bench/browser';
import { loginSession } from '../helpers/api-session';
import { type AppRouteEntry, appRoutes, routePath, screenTestId, visitorSees } from '../helpers/app-routes';
import { startSeededServer } from '../helpers/server-process';
import { applyStartingStorage, startingStorage } from '../helpers/starting-storage';

const LANGUAGES: readonly LanguageCode[] = ['TY', 'EN'];
const ROLES = ['visitor', 'member'] as const;
const VIEWPORT = { width: 390, height: 844 };
const OUT = 'docs/screenshots';
const MEMBER = { username: 'player1', password: 'Player1234' };

type Role = (typeof ROLES)[number];

async function newPage(browser: Browser, language: LanguageCode, session: SessionInfo | null): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  await context.addInitScript(applyStartingStorage, startingStorage({ language, session }));
  return context.newPage();
}

async function shoot(page: Page, baseUrl: string, route: AppRouteEntry, file: string): Promise<void> {
  await page.goto(`${baseUrl}${routePath(route.key)}`);
  await page
    .locator(`[data-testid="${screenTestId(route.key)}"], main`)
    .first()
    .waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
  // Transitions (300 ms) come to rest.
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, animations: 'disabled' });
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm run screenshots does).');
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;
  const routes = appRoutes().filter((r) => !only || only.has(r.key));
  const server = await startSeededServer({}, 'lobby-screenshots-');
  const browser = await launchBrowser();
  let count = 0;
  try {
    const session = await loginSession(server.url, MEMBER);
    for (const language of LANGUAGES) {
      for (const role of ROLES as readonly Role[]) {
        const dir = join(OUT, language, role);
        mkdirSync(dir, { recursive: true });
        const page = await newPage(browser, language, role === 'member' ? session : null);
        for (const route of routes) {
          if (role === 'visitor' && !visitorSees(route)) continue;
          await shoot(page, server.url, route, join(dir, `${route.key.replace(/\//g, '-')}.png`));
          count += 1;
        }
        await page.context().close();
      }
    }
    console.log(`${count} screenshots in ${OUT}/`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
