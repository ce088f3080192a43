import { chromium } from 'playwright-core';
import { routeBytes } from './tests/bench/bytes';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const r = await routeBytes(browser, 'http://127.0.0.1:5399/m/home');
console.log(JSON.stringify({ ...r, files: r.files.filter((f) => f.path.endsWith('.js')) }, null, 1));
await browser.close();
