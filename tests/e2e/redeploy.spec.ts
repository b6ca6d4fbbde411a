/**
 * Redeploy safety (issue 26; upstream vite-react-ssg issue 93). A tab opened on the old deploy
 * asks, on its next client navigation, for files the new deploy no longer has: the next page's
 * code (`/assets/*.js`, named by content hash) and its route data (the manifest and the per-page
 * JSON, named by the build's hash). Each such failure must become one full load of the page the
 * visitor asked for. The shared server serves other tests, so nothing is deleted from dist/: the
 * requests of the old deploy are answered as the host answers a file it does not have.
 */
import type { Page, Request } from '@playwright/test';
import { IDLE_PENDING_ATTRIBUTE } from '../../src/components/hooks/lazy-when-idle.js';
import { HYDRATED_ATTRIBUTE } from '../../src/components/layout/hydration-mark.js';
import { expect, test, waitForHydration } from './fixtures.js';

// The browser logs each refused file itself.
test.use({ allowedConsoleErrors: [/status of 404/] });

interface OldDeploy {
  /** The requests answered as gone. */
  refused: string[];
  /** The documents the tab loaded since. */
  documents: string[];
}

/**
 * From now on the files matching `pattern` are gone, until the tab asks for a document afresh
 * (which, after a real redeploy, names the new deploy's files).
 */
async function redeploy(page: Page, pattern: RegExp): Promise<OldDeploy> {
  // What the host answers for a file it does not have, asked once: answering each request at
  // once leaves no request of the old document in flight when the new one loads.
  const missing = await page.request.get('/assets/gone-after-redeploy.js');
  expect(missing.status()).toBe(404);
  const gone = { status: missing.status(), headers: missing.headers(), body: await missing.body() };
  const old: OldDeploy = { refused: [], documents: [] };
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) old.documents.push(new URL(request.url()).pathname);
  });
  // Left in place until the test ends (the fixture removes it): taking a route away while the
  // new document's requests pass through it can leave one of them waiting for ever.
  await page.route(pattern, async (route) => {
    if (old.documents.length > 0) return route.continue();
    old.refused.push(new URL(route.request().url()).pathname);
    return route.fulfill(gone);
  });
  // A mark on the old document: gone once another document is loaded.
  await page.evaluate(() => Object.assign(window, { oldDeployTab: true }));
  return old;
}

/**
 * React has taken over, idle parts included. Not waitForHydration's quiet network: with a route in
 * place, the browser's memory-cache hits (the brand logos drawn again) are reported as requests
 * that never finish.
 */
const hydrated = (page: Page) =>
  page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]:not([${IDLE_PENDING_ATTRIBUTE}])`, { state: 'attached' });

/**
 * The visitor follows a header link in the tab of the old deploy, and ends on its page, loaded
 * afresh once (a `load` event, a new document, one document request), with no error screen.
 */
async function followToFullLoad(page: Page, old: OldDeploy, link: string, path: string, heading: string) {
  const loaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
  await loaded;
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await hydrated(page);
  expect(await page.evaluate(() => 'oldDeployTab' in window), 'a new document').toBe(false);
  expect(old.documents, 'documents loaded after the click').toEqual([path]);
  await expect(page.getByRole('alert').filter({ hasText: /Something went wrong|Что-то пошло не так/ })).toHaveCount(0);
}

test("a page's code gone after a redeploy: the link loads the page afresh, once", async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const old = await redeploy(page, /\/assets\/[^/]+\.js$/);
  await followToFullLoad(page, old, 'About us', '/en/about', 'About us');
  expect(old.refused.length, 'the about page asked for code of the old deploy').toBeGreaterThan(0);
});

test('the route data gone after a redeploy: its manifest, then a page’s data; each link loads its page afresh, once', async ({ page }) => {
  // A tab that has not navigated yet asks for its build's data manifest first.
  await page.goto('/about');
  await waitForHydration(page);
  const first = await redeploy(page, /\/static-loader-data-manifest-[^/]+\.json$/);
  await followToFullLoad(page, first, 'Контакты', '/contact', 'Контакты');
  expect(first.refused).toHaveLength(1);

  // One that has navigated holds the manifest, and asks for the next page's own data file.
  await page.getByRole('banner').getByRole('link', { name: 'О нас', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'О компании', exact: true })).toBeVisible();
  await hydrated(page);
  const second = await redeploy(page, /\/static-loader-data\/.+\.json$/);
  await followToFullLoad(page, second, 'Новости', '/news', 'Новости и статьи');
  expect(second.refused).toEqual([expect.stringMatching(/^\/static-loader-data\/news\.[^/]+\.json$/)]);
});
