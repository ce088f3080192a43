import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** PLAYWRIGHT_CHROMIUM if set, else Debian's Chromium when present, else Playwright's own. */
export function chromiumPath(): string | undefined {
  return process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}
