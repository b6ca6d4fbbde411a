/**
 * Every browser test fails on a page error (a hydration mismatch shows up as one
 * in production React) or a console error, unless the test names it as expected.
 */
import { test as base, expect, type BrowserContextOptions, type Locator, type Page, type Request } from '@playwright/test';
import { getCars, type Car } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { loadPage } from '../../src/app/build/load.js';
import { sitePages, type SitePage } from '../../src/app/page-table.js';
import { IDLE_PENDING_ATTRIBUTE } from '../../src/components/hooks/lazy-when-idle.js';
import { HYDRATED_ATTRIBUTE } from '../../src/components/layout/hydration-mark.js';
import { createI18n } from '../../src/i18n/index.js';
import type { Lang } from '../../shared/lang.js';
import { parseLocalizedPath, ROUTES } from '../../src/lib/paths.js';
import { matchPattern } from '../../src/lib/route-match.js';
import { formatByn } from '../../src/lib/format.js';

// The guard rides on the page itself, so a test that only reads files or sends requests
// opens no browser page at all.
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; freshContext: boolean }, { reusedPages: Map<string, Page> }>({
  allowedConsoleErrors: [[], { option: true }],
  /** A browser context of the test's own, for a test that changes what a page cannot undo (its clock, an init script). */
  freshContext: [false, { option: true }],
  /**
   * Each worker keeps one page per set of context options (in practice one) and hands it to
   * test after test: a new context per test is a new renderer process, whose start-up and
   * script compiling came to a third of the browser tests' CPU time.
   */
  reusedPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const pages = new Map<string, Page>();
      await provide(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  // The context options are named twice, here and in `options` below: Playwright reads which
  // fixtures a fixture uses from this pattern, and takes no rest element (`...options`).
  page: async (
    {
      browser,
      reusedPages,
      freshContext,
      allowedConsoleErrors,
      viewport,
      baseURL,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      offline,
      permissions,
      geolocation,
      extraHTTPHeaders,
      storageState,
      httpCredentials,
      ignoreHTTPSErrors,
      bypassCSP,
      serviceWorkers,
      contextOptions,
    },
    provide,
  ) => {
    // What the context is made with, but the viewport, which a page can change and change back.
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      javaScriptEnabled,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      offline,
      permissions,
      geolocation,
      extraHTTPHeaders,
      storageState,
      httpCredentials,
      ignoreHTTPSErrors,
      bypassCSP,
      serviceWorkers,
    };
    const key = JSON.stringify(options);
    // A page a test closed, or whose renderer crashed, is not handed on.
    let page = freshContext ? undefined : reusedPages.get(key);
    if (page?.isClosed()) page = undefined;
    if (!page) {
      const context = await browser.newContext({ ...options, viewport });
      // Every Content-Security-Policy violation (the host sends vercel.json's policy) becomes a console error, which fails the test.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
          ),
        ),
      );
      page = await context.newPage();
      if (!freshContext) reusedPages.set(key, page);
    } else if (viewport) await page.setViewportSize(viewport);
    trackRequests(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A failed resource names itself only in the location: keep it, so a failure says which one.
      const where = message.location().url;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
    });
    await provide(page);
    if (freshContext) await page.context().close();
    else if (page.isClosed()) await page.context().close();
    else await resetPage(page, new URL(baseURL!).origin);
    expect(problems, 'page errors and console errors').toEqual([]);
  },
});

/**
 * What a test may have changed on the reused page, put back before the next: its listeners,
 * routes, media emulation, other pages, and the site's cookies and storage. The next test
 * starts from a blank page, as from a new one.
 */
async function resetPage(page: Page, origin: string) {
  const context = page.context();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
}

export { expect };

/** Every page the build pre-renders, from the page table (never a hand-kept list). */
export const SITE_PAGES: readonly SitePage[] = sitePages();

/** One page of each kind in each language: a parametrised route by its first instance. */
export const SAMPLE_PAGES: readonly SitePage[] = SITE_PAGES.filter(
  (page, index) => SITE_PAGES.findIndex((other) => other.name === page.name && other.lang === page.lang) === index,
);

/**
 * The cars of the content files. What a page lists or counts is expected from these,
 * so a car staff add changes the expectations with the pages, not the tests.
 */
export const CARS: readonly Car[] = getCars();

/** How many cars of the catalogue match. */
export const carsWhere = (pick: (car: Car) => boolean) => CARS.filter(pick).length;

/**
 * One car page per maker and powertrain (Avatr has both), in each language: the browser
 * sample for what only a browser shows (sections loading, hydration). What every page's
 * HTML carries is checked on all of them, from the files (build-output.spec.ts).
 */
export const CAR_SAMPLE: readonly SitePage[] = SITE_PAGES.filter((page) => page.name === 'car').filter((page, index, carPages) => {
  const kind = (candidate: SitePage) => {
    const car = CARS.find((c) => candidate.path.endsWith(`/cars/${c.slug}`))!;
    return `${candidate.lang} ${car.manufacturer} ${car.specs.type}`;
  };
  return carPages.findIndex((other) => kind(other) === kind(page)) === index;
});

/** The catalogue's strings in a language, for texts that carry a count the content decides ("Найдено 19 автомобилей"). */
export function catalogStrings(lang: Lang) {
  return createI18n(lang, loadStrings(lang, ['catalog'])).getFixedT(lang, 'catalog');
}

/** The shell's common strings in a language (card labels, buttons). */
export function commonStrings(lang: Lang) {
  return createI18n(lang, loadStrings(lang, ['common'])).getFixedT(lang, 'common');
}

/** Text as the pre-renderer writes it inside an element or an attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;');

/** The title and description a page's head should carry, from the same page table the build reads. */
export function expectedHead(page: SitePage) {
  return loadPage(page.name, { lang: page.lang, params: pageParams(page) }).head;
}

/** A page's route parameters, read back from its path (`{ slug: 'zeekr-001-you' }`). */
export function pageParams(page: SitePage): Record<string, string> {
  return matchPattern(ROUTES[page.name], parseLocalizedPath(page.path).path) ?? {};
}

/**
 * Waits until React has taken over the pre-rendered page, including the parts that
 * hydrate once the page is idle (the app marks <html> for both), and the network is quiet.
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]:not([${IDLE_PENDING_ATTRIBUTE}])`, { state: 'attached' });
  await waitForQuietNetwork(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  inFlight.set(page, pending);
}

/** How long no request may be open before the page counts as settled. */
const QUIET_MS = 150;

/**
 * No request open for QUIET_MS, frames painting meanwhile: what a later section or chunk
 * needs to have started. Playwright's 'networkidle' asks for 500 ms of silence, a fixed
 * half second on every page load of every test; this waits only as long as requests do.
 */
async function waitForQuietNetwork(page: Page) {
  const pending = inFlight.get(page);
  // A page opened by the test itself (a second context, say) is not tracked.
  if (!pending) return page.waitForLoadState('networkidle');
  let quietSince = Date.now();
  while (pending.size > 0 || Date.now() - quietSince < QUIET_MS) {
    if (pending.size > 0) quietSince = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));
  }
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user reaches
 * a control; fails when it is not reached within `most` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, most = 60 }: { back?: boolean; most?: number } = {}) {
  // The element found once: a locator would be looked up again at every press.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < most; presses += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      if (await element!.evaluate((node) => node === document.activeElement)) return;
    }
  } finally {
    await element!.dispose();
  }
  throw new Error(`${target} not reached in ${most} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * A calculator's monthly payment, shown to the kopeck («2 450,45 BYN», "2,450.45 BYN"), as a headline
 * rounds it to the rouble («2 450 BYN»), in the language it is written in.
 */
export function paymentInRoubles(shown: string): string {
  const text = shown.replace(/\s/g, '');
  const match = /^([\d.,]+)([.,])(\d{2})BYN$/.exec(text);
  if (!match) throw new Error(`not a payment to the kopeck: ${shown}`);
  const lang: Lang = match[2] === ',' ? 'ru' : 'en';
  return formatByn(Math.round(Number(`${match[1]!.replace(/[.,]/g, '')}.${match[3]}`)), lang);
}
