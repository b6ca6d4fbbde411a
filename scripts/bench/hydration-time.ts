/**
 * How soon a page is usable: first contentful paint, largest contentful paint and the
 * moment React has hydrated it (the `data-hydrated` mark), in Chromium over three links
 * (none, a cable-like one, and Lighthouse's Slow 4G with a 4× slower CPU), median of 5 cold
 * loads per page. Compares built sites: give their dist folders.
 *
 *   npm run bench:hydration -- dist /tmp/other-dist
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { createLocalHost } from '../../server/local-host.js';
import { HYDRATED_ATTRIBUTE } from '../../src/components/layout/hydration-mark.js';
import { resolveChromium } from '../../tests/support/chromium.js';

const PATHS = ['/', '/catalog', '/cars/lixiang-l6-pro', '/en/news/technology/800-volt-fast-charging'];
const RUNS = 5;
const LINKS = {
  none: null,
  cable: { latency: 20, down: 20_000, up: 5_000, cpu: 1 },
  'slow 4G, 4× CPU': { latency: 150, down: 1_600, up: 750, cpu: 4 },
} as const;

interface Times {
  fcp: number;
  lcp: number;
  hydrated: number;
}

async function load(browser: Browser, url: string, link: (typeof LINKS)[keyof typeof LINKS]): Promise<Times> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((attribute) => {
    const win = window as unknown as { __hydratedAt?: number; __lcp?: number };
    // Before the parser has made <html>: watch the whole document for the attribute.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.hasAttribute(attribute)) {
        win.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, HYDRATED_ATTRIBUTE);
  if (link) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: (link.down * 1024) / 8,
      uploadThroughput: (link.up * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpu });
  }
  await page.goto(url, { waitUntil: 'commit' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached', timeout: 30_000 }).catch(() => {
    console.warn(`  ${url}: not hydrated within 30 s ${errors.join('; ')}`);
  });
  const times = await page.evaluate(() => {
    const win = window as unknown as { __hydratedAt?: number; __lcp?: number };
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: win.__lcp ?? NaN,
      hydrated: win.__hydratedAt ?? NaN,
    };
  });
  await context.close();
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dists = process.argv.slice(2).length ? process.argv.slice(2) : ['dist'];
  const { executablePath, args } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args });
  console.log(`Median of ${RUNS} cold loads: first contentful paint / largest contentful paint / hydrated, ms`);
  for (const dist of dists) {
    const server = createLocalHost({ distDir: resolve(dist) });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const [name, link] of Object.entries(LINKS)) {
      for (const path of PATHS) {
        const runs: Times[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await load(browser, `${base}${path}`, link));
        const [fcp, lcp, hydrated] = (['fcp', 'lcp', 'hydrated'] as const).map((key) =>
          Math.round(median(runs.map((times) => times[key]))),
        );
        console.log(
          `${dist.padEnd(24)} ${name.padEnd(16)} ${path.padEnd(44)} ${String(fcp).padStart(5)} ${String(lcp).padStart(5)} ${String(hydrated).padStart(5)}`,
        );
      }
    }
    server.close();
  }
  await browser.close();
}

await main();
