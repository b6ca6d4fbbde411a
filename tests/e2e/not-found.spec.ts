/**
 * The not-found pages (docs/decisions/pages-shell.md#not-found): one document, served by the host
 * with status 404 at every unknown path, that speaks only the path's language inside the site's
 * header and footer, for a missing page, car, article and brand; an unknown car lists the
 * cars nearest by name.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getBrandPages } from '../../content/index.js';
import { loadStrings } from '../../locales/index.js';
import { pageData } from '../../src/app/page-table.js';
import { NEAREST_CARS_COUNT } from '../../src/features/not-found/lib/nearest-cars.js';
import type { MissingKind } from '../../src/features/not-found/lib/missing.js';
import { RECENT_ARTICLES_COUNT } from '../../src/pages/not-found/data.js';
import { createI18n } from '../../src/i18n/index.js';
import { NEWS_CATEGORIES } from '../../src/lib/news.js';
import { localizePath, paths } from '../../src/lib/paths.js';
import { LANGS, otherLang, type Lang } from '../../shared/lang.js';
import { CARS, expect, test, waitForHydration } from './fixtures.js';

// The browser itself logs the 404 status of the document.
test.use({ allowedConsoleErrors: [/status of 404/] });

const strings = (lang: Lang) => createI18n(lang, loadStrings(lang, ['common', 'not-found']));
const text = (lang: Lang, key: string) => (strings(lang).t as (key: string) => string)(key);

/** The page's title and heading for each kind. */
const TITLE_KEY: Record<MissingKind, string> = {
  page: 'not-found:title',
  car: 'not-found:vehicle.title',
  article: 'not-found:article.title',
  brand: 'not-found:brand.title',
};
const MESSAGE_KEY: Record<MissingKind, string> = {
  page: 'not-found:message',
  car: 'not-found:vehicle.message',
  article: 'not-found:article.message',
  brand: 'not-found:brand.message',
};
/** The document's title: what is missing, then the site's name, as every page's title ends. */
const docTitle = (lang: Lang, kind: MissingKind) =>
  text(lang, kind === 'page' ? 'not-found:seoTitle' : TITLE_KEY[kind].replace(/title$/, 'seoTitle'));

/** A real car's address with its trim misspelt: `zeekr-001-yuo` for the Zeekr 001 YOU. */
const YOU = CARS.find((car) => car.name.endsWith(' YOU'))!;
const MISSPELT = YOU.slug.replace(/you$/, 'yuo');

const CASES: { kind: MissingKind; path: string }[] = [
  { kind: 'page', path: '/no-such-page' },
  { kind: 'page', path: '/news/nothing/here' },
  { kind: 'page', path: '/cars/no-such-car/photos' },
  { kind: 'car', path: `/cars/${MISSPELT}` },
  { kind: 'article', path: `/news/${NEWS_CATEGORIES[0]}/no-such-article` },
  { kind: 'brand', path: '/brands/tesla' },
];

async function expectOneLanguage(page: Page, lang: Lang, kind: MissingKind) {
  const other = otherLang(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(docTitle(lang, kind));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, TITLE_KEY[kind]));
  await expect(page.getByRole('main')).toContainText(text(lang, MESSAGE_KEY[kind]));
  // The other language is not hidden but gone: nothing of it is left in the document.
  await expect(page.locator('body')).not.toContainText(text(other, TITLE_KEY[kind]));
  await expect(page.locator('body')).not.toContainText(text(other, MESSAGE_KEY[kind]));
  await expect(page.locator('body')).not.toContainText(text(other, 'nav.catalog'));
}

for (const lang of LANGS) {
  for (const { kind, path } of CASES) {
    const address = localizePath(lang, path);
    test(`${address} answers 404 in ${lang} only, inside the site's header and footer`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expectOneLanguage(page, lang, kind);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: text(lang, 'nav.catalog'), exact: true })).toBeVisible();
      // A missing page is none of the sections, whatever its address says.
      await expect(banner.locator('[aria-current="page"]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText(text(lang, 'footer.phone'));
      // The switch leads to the same missing address in the other language.
      const other = otherLang(lang);
      await expect(banner.getByRole('link', { name: text(lang, `language.${other}`) }).first()).toHaveAttribute(
        'href',
        localizePath(other, path),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test(`an unknown car (${lang}) lists the cars nearest by name, each leading to its page`, async ({ page }) => {
    const response = await page.goto(paths.car(lang, MISSPELT));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const nearest = page.getByRole('region', { name: text(lang, 'not-found:vehicle.nearestTitle') });
    const names = nearest.getByRole('heading', { level: 3 });
    await expect(names).toHaveCount(Math.min(NEAREST_CARS_COUNT, CARS.length));
    await expect(names.first()).toHaveText(YOU.name);
    // The other cars of the same model follow the one meant.
    const sameModel = CARS.filter((car) => car.manufacturer === YOU.manufacturer && car.model === YOU.model);
    // As many of them as there is room for, whichever they are (staff may add one like it).
    const room = Math.min(NEAREST_CARS_COUNT, sameModel.length);
    expect(sameModel.map((car) => car.name)).toEqual(expect.arrayContaining((await names.allTextContents()).slice(0, room)));
    for (const link of await names.getByRole('link').all()) {
      const href = await link.getAttribute('href');
      expect(CARS.map((car) => paths.car(lang, car.slug))).toContain(href);
    }
    await names.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${paths.car(lang, YOU.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(YOU.name);
  });
}

/** The site's scripts, not the document's own head script (built as a file under assets/ for the CSP: scripts/build/route-data-block.ts). */
const SITE_SCRIPTS = /\/assets\/(?!inline-)[^/]*\.js$/;

test.describe('before the site’s JavaScript runs', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  for (const lang of LANGS) {
    test(`the document already shows only the ${lang} page, with its title and language`, async ({ page }) => {
      await page.route(SITE_SCRIPTS, (route) => route.abort());
      const response = await page.goto(paths.car(lang, MISSPELT));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(docTitle(lang, 'car'));
      // One heading, whose text holds each language and kind until React knows the path: the path's is the one seen and heard.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(text(lang, TITLE_KEY.car), { useInnerText: true });
      await expect(heading).toHaveAccessibleName(text(lang, TITLE_KEY.car));
      // Both languages inside one shell: one of each landmark in the document, hidden or not.
      for (const element of ['h1', 'header', 'main', 'footer']) await expect(page.locator(element), element).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('link', { name: text(lang, 'nav.catalog'), exact: true })).toBeVisible();
      await expect(page.getByText(text(otherLang(lang), TITLE_KEY.car), { exact: true })).toBeHidden();
      // Room is kept for the nearest cars, which arrive after hydration: the footer starts below the screen.
      await expect(page.getByRole('contentinfo')).not.toBeInViewport();
      // Without the path, the switch leads to the other language's home.
      const other = otherLang(lang);
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: text(lang, `language.${other}`) })
          .first(),
      ).toHaveAttribute('href', paths.home(other));
    });
  }
});

/** A missing page offers the catalogue's search: a GET form to the catalogue, with and without the site's JavaScript. */
for (const script of [true, false]) {
  test.describe(script ? 'with JavaScript' : 'without JavaScript', () => {
    // Without the site's scripts the browser logs each one it could not load.
    test.use({ allowedConsoleErrors: [script ? /status of 404/ : /status of 404|Failed to load resource/] });
    for (const lang of LANGS)
      test(`a missing page searches the catalogue (${lang}, ${script ? 'with' : 'without'} JavaScript)`, async ({ page }) => {
        const zeekrs = CARS.filter((car) => car.manufacturer === 'Zeekr').length;
        if (!script) await page.route(SITE_SCRIPTS, (route) => route.abort());
        await page.goto(localizePath(lang, '/nope'));
        if (script) await waitForHydration(page);
        await expect(page).toHaveTitle(docTitle(lang, 'page'));
        const search = page.getByRole('search', { name: text(lang, 'not-found:search.title') });
        await expect(search).toBeVisible();
        await expect(page.getByRole('main')).toContainText(text(lang, 'not-found:suggestions.support'));
        await expect(page.getByRole('main')).not.toContainText(lang === 'ru' ? 'поддержки' : 'support');
        await search.getByRole('searchbox', { name: text(lang, 'not-found:search.label') }).fill('Zeekr');
        await search.getByRole('button', { name: text(lang, 'not-found:search.submit') }).click();
        await expect(page).toHaveURL(new RegExp(`${paths.catalog(lang)}\\?q=Zeekr$`));
        if (!script) return;
        await waitForHydration(page);
        const catalog = createI18n(lang, loadStrings(lang, ['catalog']));
        await expect(
          page.getByText((catalog.t as (key: string, o: object) => string)('catalog:results', { count: zeekrs }), { exact: true }),
        ).toBeVisible();
      });
  });
}

test('has no accessibility violations, for each kind in either language', async ({ page }) => {
  // Eight pages, each with axe: past the default 30 s on busy cores (a clean-clone CI timed out at 31 s).
  test.setTimeout(90_000);
  for (const { kind, path } of CASES.filter((entry, index) => CASES.findIndex((other) => other.kind === entry.kind) === index)) {
    for (const lang of LANGS) {
      await page.goto(localizePath(lang, path));
      await waitForHydration(page);
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${lang} ${kind}`,
      ).toEqual([]);
    }
  }
});

test('the language switch leads to the same missing address in the other language', async ({ page }) => {
  await page.goto(paths.car('en', MISSPELT));
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Русский' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.car('ru', MISSPELT)}$`));
  await waitForHydration(page);
  await expectOneLanguage(page, 'ru', 'car');
});

test('its buttons and the header lead home, to the catalogue and back, in each language', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.goto('/en/missing');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/missing');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/en\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car catalogue');
  // The header's links load their page's own document at once, without asking the not-found router for its data.
  await page.goto('/en/missing');
  await waitForHydration(page);
  const routeData: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('static-loader-data')) routeData.push(request.url());
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole('banner').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-not-found');
  await waitForHydration(page);
  // A new document, which hydrates from its own data file; no manifest or data asked for by the not-found router.
  expect(documents).toEqual(['/en/about']);
  expect(routeData).toEqual([expect.stringMatching(/\/static-loader-data\/en\/about\.\w+\.json$/)]);
  await page.goto('/missing');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown article offers the newest articles, an unknown brand every brand, an unknown car all vehicles', async ({ page }) => {
  await page.goto(`/en/news/${NEWS_CATEGORIES[0]}/no-such-article`);
  await waitForHydration(page);
  const newest = pageData('news', 'en').articles.slice(0, RECENT_ARTICLES_COUNT);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(newest.map((article) => article.title));

  await page.goto('/brands/tesla');
  await waitForHydration(page);
  const brandLinks = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link');
  expect(await brandLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    getBrandPages().map((brand) => paths.brand('ru', brand.slug)),
  );

  await page.goto(`/en/cars/${MISSPELT}`);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'View all vehicles' }).click();
  await expect(page).toHaveURL(/\/en\/catalog$/);
});

test('a move inside the site to a path without a page lands on the not-found document', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  // What the router does with any in-site link to a missing page: no real link of the site
  // should lead to one, so the history entry is made directly.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/en/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the host answers like the CDN: no trailing slash, no .html', async ({ request }) => {
  const slash = await request.get('/en/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers().location).toBe('/en');
  const html = await request.get('/en.html', { maxRedirects: 0 });
  expect(html.status()).toBe(308);
  expect(html.headers().location).toBe('/en');
});
