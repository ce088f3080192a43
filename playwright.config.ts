import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEVICE_TAG } from './tests/e2e/device-tag';

/**
 * Browser: PLAYWRIGHT_CHROMIUM if set, else Debian's /usr/bin/chromium when present (Playwright
 * cannot download its own here), else Playwright's own Chromium.
 */
const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]],
  outputDir: 'test-results',
  // In CI a trace is recorded on a failed test's retry only: recording one for every test (its DOM
  // snapshots and screencast) cost about a fifth of the browser's time on a 2-core machine.
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  // Every journey runs on the Android phone; a test whose behaviour depends on the phone (its
  // system, its screen size, its gestures) is tagged DEVICE_TAG and runs on the iPhone as well.
  projects: [
    { name: 'iphone', testIgnore: /system-status/, grep: new RegExp(DEVICE_TAG), use: { ...devices['iPhone 13'], browserName: 'chromium' } },
    { name: 'android', testIgnore: /system-status/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    // Switches the whole merchant into maintenance: runs alone, after the others.
    { name: 'system-status', testMatch: /system-status/, dependencies: ['iphone', 'android'], use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
});
