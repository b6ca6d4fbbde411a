/**
 * Lighthouse as Google runs it for a phone: the default mobile settings (Moto G Power
 * screen, simulated Slow 4G and 4× CPU), all four categories, one Chromium reused between
 * runs (Lighthouse clears the origin's cache and storage before each). The browser is the
 * one the browser tests use (tests/support/chromium.ts): nothing is downloaded.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { COMMON_ARGS, resolveChromium } from '../../tests/support/chromium.js';

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
}

// The tests' flags for a container on a closed network, with Chrome's new headless mode (STACK-NOTES).
const CHROME_FLAGS = ['--headless=new', '--no-zygote', ...COMMON_ARGS];

/**
 * Lighthouse's default configuration, without the parts that weigh nothing in any score and cost
 * seconds a run: the back/forward cache check (a second navigation; weight 0 in performance) and the
 * pictures of the load (a report's filmstrip and full-page screenshot, in no category).
 */
const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: { skipAudits: ['bf-cache', 'full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'] },
};

export interface LighthouseSession {
  /**
   * `runs` loads of the URL, as Lighthouse CI aggregates them: each timing (LCP, FCP, TBT, CLS) is
   * the median of the runs', and the rest (scores, the LCP element, requests) is from the median
   * run (Lighthouse's own choice, by FCP and time to interactive). A run's TBT is a sample that
   * the machine's other work moves by tens of ms; the run picked by FCP may be any of them.
   */
  audit(url: string, runs: number): Promise<{ figures: LighthouseFigures; lhr: Result }>;
  close(): Promise<void>;
}

export async function openLighthouse(): Promise<LighthouseSession> {
  const { executablePath } = await resolveChromium();
  const chrome: LaunchedChrome = await launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  return {
    async audit(url, runs) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, CONFIG);
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
      return { figures: { ...figuresOf(lhr), lcp: median('lcp'), fcp: median('fcp'), tbt: median('tbt'), cls: median('cls') }, lhr };
    },
    async close() {
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
  };
}
