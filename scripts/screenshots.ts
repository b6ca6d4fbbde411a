/**
 * `npm run screenshots` (after `npm run build`): full-page pictures of one page of each
 * kind, in both languages, at a phone and a desktop width, plus the not-found document,
 * into screenshots/ (not committed). For looking at the site as a buyer would before
 * calling a change done. Extra paths can be given: `npm run screenshots -- /en/cars/zeekr-x-rwd`.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createLocalHost, PROJECT_ROOT } from '../server/local-host.js';
import * as build from '../src/app/build/page-data.js';
import { sitePages } from '../src/app/page-table.js';
import { resolveChromium } from '../tests/support/chromium.js';

const WIDTHS = { phone: 390, desktop: 1280 };
const outDir = join(PROJECT_ROOT, 'screenshots');

const pages = sitePages(build);
const samples = pages.filter((page, index) => pages.findIndex((other) => other.name === page.name && other.lang === page.lang) === index);
const paths = [...samples.map((page) => page.path), '/en/no-such-page', ...process.argv.slice(2)];

mkdirSync(outDir, { recursive: true });
const server = createLocalHost({ distDir: join(PROJECT_ROOT, 'dist') });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browserChoice = await resolveChromium();
const browser = await chromium.launch({ executablePath: browserChoice.executablePath, args: browserChoice.args });

for (const path of paths) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // Lazy images load as they scroll into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = join(outDir, `${path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home'}-${device}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const notes = [overflow > 0 ? `scrolls sideways by ${overflow}px` : '', ...problems].filter(Boolean);
    console.log(`${file}${notes.length ? `  ← ${notes.join('; ')}` : ''}`);
    await page.close();
  }
}
await browser.close();
server.close();
