/**
 * Every browser test fails on a page error (a hydration mismatch shows up as one
 * in production React) or a console error, unless the test names it as expected.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { loadPage } from '../../src/app/build/load.js';
import { sitePages, type SitePage } from '../../src/app/page-table.js';
import { IDLE_PENDING_ATTRIBUTE } from '../../src/components/hooks/lazy-when-idle.js';
import { HYDRATED_ATTRIBUTE } from '../../src/components/layout/hydration-mark.js';
import { parseLocalizedPath, ROUTES } from '../../src/lib/paths.js';
import { matchPattern } from '../../src/lib/route-match.js';

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A failed resource names itself only in the location: keep it, so a failure says which one.
        const where = message.location().url;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text)))
          problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
      });
      await use();
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Every page the build pre-renders, from the page table (never a hand-kept list). */
export const SITE_PAGES: readonly SitePage[] = sitePages();

/** One page of each kind in each language: a parametrised route by its first instance. */
export const SAMPLE_PAGES: readonly SitePage[] = SITE_PAGES.filter(
  (page, index) => SITE_PAGES.findIndex((other) => other.name === page.name && other.lang === page.lang) === index,
);

/** The title and description a page's head should carry, from the same page table the build reads. */
export function expectedHead(page: SitePage) {
  const pattern = ROUTES[page.name];
  const params = matchPattern(pattern, parseLocalizedPath(page.path).path) ?? {};
  return loadPage(page.name, { lang: page.lang, params }).head;
}

/**
 * Waits until React has taken over the pre-rendered page, including the parts that
 * hydrate once the page is idle (the app marks <html> for both).
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]:not([${IDLE_PENDING_ATTRIBUTE}])`, { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
