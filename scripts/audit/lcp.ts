/**
 * When the largest picture or text block of a page paints on a phone over a slow
 * network, and what it is: Chromium with Lighthouse's mobile throttling (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower), a 412 px wide screen, a cold cache,
 * the built site on the local host. Prints first and largest contentful paint per page,
 * and the LCP element, so a picture that holds the page back shows up by name.
 *
 *   npm run build && npm run audit:lcp
 *   npm run audit:lcp -- /about /en/contact     (other pages than the default ones)
 */
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { createLocalHost } from '../../server/local-host.js';
import { resolveChromium } from '../../tests/support/chromium.js';

const DEFAULT_PATHS = ['/', '/en', '/catalog', '/en/catalog', '/cars/zeekr-001-you', '/en/cars/lixiang-l9-ultra'];
const PATHS = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS;
const RUNS = 3;

interface Paint {
  fcp: number;
  lcp: number;
  element: string;
}

async function main() {
  const server = createLocalHost();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { executablePath, args } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args });
  try {
    console.log(`Paint on a throttled phone (median of ${RUNS} cold loads): first contentful, largest contentful, LCP element`);
    for (const path of PATHS) {
      const runs: Paint[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        runs.push(
          await page.evaluate(
            () =>
              new Promise<Paint>((resolve) => {
                const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
                new PerformanceObserver((list) => {
                  const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url?: string };
                  const el = last.element;
                  const name = el
                    ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${last.url ? ` ${last.url.replace(location.origin, '')}` : ''}`
                    : '?';
                  resolve({ fcp, lcp: last.startTime, element: name });
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          ),
        );
        await context.close();
      }
      runs.sort((a, b) => a.lcp - b.lcp);
      const median = runs[Math.floor(runs.length / 2)]!;
      console.log(
        `  ${path.padEnd(28)} FCP ${(median.fcp / 1000).toFixed(2)} s  LCP ${(median.lcp / 1000).toFixed(2)} s  ${median.element}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
