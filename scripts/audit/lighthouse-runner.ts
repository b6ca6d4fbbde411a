/**
 * Lighthouse as Google runs it for a phone: the default mobile settings (Moto G Power
 * screen, simulated Slow 4G and 4× CPU, the CPU slowdown calibrated down on a slower host as
 * Lighthouse's guide says: ./cpu-slowdown.ts), all four categories, one Chromium reused between
 * runs (Lighthouse clears the origin's cache and storage before each). The browser is the
 * one the browser tests use (tests/support/chromium.ts): nothing is downloaded.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from '@playwright/test';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { COMMON_ARGS, resolveChromium } from '../../tests/support/chromium.js';
import { cpuSlowdownFor } from './cpu-slowdown.js';

export interface LighthouseFigures {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** What the LCP element is (its selector or snippet), to say what holds a page back. */
  lcpElement: string;
  /** Requests to other origins during the load, which no visitor asked for. */
  thirdPartyRequests: string[];
  /** The host's benchmark index just before the run (Lighthouse's benchmark) and the CPU slowdown it gave the run. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

// The tests' flags for a container on a closed network, with Chrome's new headless mode (STACK-NOTES).
const CHROME_FLAGS = ['--headless=new', '--no-zygote', ...COMMON_ARGS];

/**
 * Lighthouse's default configuration, without the parts that weigh nothing in any score and cost
 * seconds a run: the back/forward cache check (a second navigation; weight 0 in performance) and the
 * pictures of the load (a report's filmstrip and full-page screenshot, in no category).
 */
const configFor = (cpuSlowdownMultiplier: number): Config => ({
  extends: 'lighthouse:default',
  settings: {
    skipAudits: ['bf-cache', 'full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
    // The rest of the default mobile throttling (Slow 4G) is kept as it is.
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
  },
});

export interface LighthouseSession {
  /**
   * `runs` loads of the URL, as Lighthouse CI aggregates them: each timing (LCP, FCP, TBT, CLS) is
   * the median of the runs', and the rest (scores, the LCP element, requests) is from the median
   * run (Lighthouse's own choice, by FCP and time to interactive). A run's TBT is a sample that
   * the machine's other work moves by tens of ms; the run picked by FCP may be any of them.
   * `tbt: 'lowest'` takes the lowest run's TBT instead (Lighthouse CI's "optimistic" aggregation):
   * another process's work on the host only ever adds blocking time, never takes it away.
   */
  audit(
    url: string,
    runs: number,
    options?: { tbt?: 'median' | 'lowest' },
  ): Promise<{ figures: LighthouseFigures; lhr: Result; tbtOfEachRun: number[] }>;
  close(): Promise<void>;
}

export async function openLighthouse(): Promise<LighthouseSession> {
  const { executablePath } = await resolveChromium();
  const chrome: LaunchedChrome = await launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  // The same browser, reached a second way, for Lighthouse's own benchmark in a blank tab before each run.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const benchmarkIndex = async () => {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    } finally {
      await page.close();
    }
  };
  return {
    async audit(url, runs, { tbt = 'median' } = {}) {
      const results: Result[] = [];
      const indexes: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        // The machine's speed just now: another process's work slows it from one minute to the next.
        indexes.push(await benchmarkIndex());
        const cpuSlowdown = cpuSlowdownFor(indexes.at(-1)!);
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, configFor(cpuSlowdown));
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        results.push(result.lhr);
      }
      const lhr = runs > 1 ? computeMedianRun(results) : results[0]!;
      const each = results.map(figuresOf);
      const median = (metric: 'lcp' | 'fcp' | 'tbt' | 'cls') => {
        const sorted = each.map((figures) => figures[metric]).sort((a, b) => a - b);
        const middle = Math.floor(sorted.length / 2);
        return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
      };
      const tbtOfEachRun = each.map((figures) => Math.round(figures.tbt));
      const judgedTbt = tbt === 'lowest' ? Math.min(...each.map((figures) => figures.tbt)) : median('tbt');
      // Judged by the lowest TBT, the scores are that run's too: the performance score carries TBT, and the
      // median run by FCP may be one the host slowed (the catalogue's 95 beside its 9-81 ms, CI of f89111c).
      const scored = tbt === 'lowest' ? results[each.findIndex((figures) => figures.tbt === judgedTbt)]! : lhr;
      return {
        figures: {
          ...figuresOf(scored),
          lcp: median('lcp'),
          fcp: median('fcp'),
          tbt: judgedTbt,
          cls: median('cls'),
          benchmarkIndex: indexes[results.indexOf(scored)]!,
        },
        lhr: scored,
        tbtOfEachRun,
      };
    },
    async close() {
      await browser.close();
      chrome.kill();
    },
  };
}

type Details = { items?: Array<Record<string, unknown>> };

export function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = ((lhr.audits['network-requests']?.details as Details | undefined)?.items ?? []).map((item) => String(item.url));
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as Details | undefined)?.items ?? [];
  // Lighthouse 12: a table whose first item holds the element as a node.
  const node = ((lcpItems[0] as Details | undefined)?.items?.[0]?.node ?? {}) as { selector?: string; snippet?: string };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: node.snippet ?? node.selector ?? '?',
    thirdPartyRequests: requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin),
    // Lighthouse's own, measured in the run; audit() gives the one measured before it, which set the slowdown.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}
