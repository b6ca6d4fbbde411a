/**
 * The build itself: one HTML file per page per language, each complete without JavaScript.
 * Read from dist/, no browser: every page's head (title, description, canonical,
 * alternates, structured data) and route data, checked against the page table.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getCar, getCompany, getSiteUrl } from '../../content/index.js';
import { loadPage } from '../../src/app/build/load.js';
import { DATA_FILE_ATTRIBUTE, ROUTE_DATA_ID, SHARED_ATTRIBUTE } from '../../src/app/route-data.js';
import { resolveSharedParts } from '../../src/lib/shared-route-data.js';
import { formatByn, formatUsd, usdToByn } from '../../src/lib/format.js';
import { switchLanguagePath } from '../../src/lib/paths.js';
import { EDITOR_DIR } from '../../scripts/build/editor.js';
import { htmlFileOfUrl, htmlFiles } from '../../scripts/build/html-files.js';
import { CARS, SITE_PAGES, escapeHtml, expect, expectedHead, pageParams, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');
const files = htmlFiles(dist);
const pageFiles = SITE_PAGES.map((page) => htmlFileOfUrl(page.path));

test('lists the generated HTML files of both languages: every page of the page table, and the not-found document', () => {
  expect(files).toEqual([...pageFiles, '404.html'].sort());
  const count = (lang: string) => SITE_PAGES.filter((page) => page.lang === lang).length;
  expect(count('en')).toBe(count('ru'));
  // A page per car in each language, whatever the number of cars.
  for (const lang of ['ru', 'en'] as const)
    expect(
      SITE_PAGES.filter((page) => page.name === 'car' && page.lang === lang)
        .map((page) => page.path.replace(/^.*\/cars\//, ''))
        .sort(),
    ).toEqual(CARS.map((car) => car.slug).sort());
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Plain JSON, as a value is once it has been through the HTML. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * The route data React Router hydrates from: the page's data file, named by its data block,
 * with the shared parts it refers to put back (src/lib/shared-route-data.ts), each listed in the block.
 */
async function hydrationData(html: string): Promise<{ file: Record<string, unknown>; loaderData: Record<string, unknown> }> {
  const block = html.match(new RegExp(`<script type="application/json" id="${ROUTE_DATA_ID}"[^>]*>`))?.[0] ?? '';
  const file = block.match(new RegExp(` ${DATA_FILE_ATTRIBUTE}="/([^"]+)"`))?.[1];
  expect(file, 'the page names its route data').toBeTruthy();
  const listed = block.match(new RegExp(` ${SHARED_ATTRIBUTE}="([^"]+)"`))?.[1]?.split(' ') ?? [];
  const data = JSON.parse(readFileSync(join(dist, file!), 'utf8')) as Record<string, unknown>;
  const asked: string[] = [];
  const loaderData = await resolveSharedParts(data, async (url) => {
    asked.push(url);
    return JSON.parse(readFileSync(join(dist, url), 'utf8')) as unknown;
  });
  expect(asked.sort(), 'the block lists the shared parts, for the loader to fetch at once').toEqual(listed.sort());
  return { file: data, loaderData };
}

const manifestFile = readdirSync(dist).find((name) => /^static-loader-data-manifest-.+\.json$/.test(name));
const manifest = manifestFile ? (JSON.parse(readFileSync(join(dist, manifestFile), 'utf8')) as Record<string, string>) : {};

for (const page of SITE_PAGES) {
  const file = htmlFileOfUrl(page.path);
  test(`${file} carries its language, title, description, CSS, charset, canonical, alternates, structured data and route data`, () => {
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html).toContain(`<html lang="${page.lang}"`);
    expect(html.match(/<html/g)).toHaveLength(1);
    const head = expectedHead(page);
    expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(escapeHtml(head.title))}</title>`));
    expect(html).toMatch(new RegExp(`<meta[^>]* name="description" content="${escapeRegExp(escapeHtml(head.description))}"`));
    expect(head.title.length).toBeGreaterThanOrEqual(10);
    expect(head.description.length).toBeGreaterThanOrEqual(30);
    const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1];
    expect(h1?.replace(/<[^>]+>/g, '').trim().length ?? 0, 'a heading of its own').toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html.indexOf('<meta charset')).toBeGreaterThan(-1);
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    // The canonical is the file's own clean URL: no .html, no trailing slash (but the root's).
    const canonical = html.match(/<link[^>]* rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname).toBe(page.path);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link[^>]* rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]),
    );
    const ru = switchLanguagePath(page.path, 'ru');
    expect(alternates).toEqual({ ru, en: switchLanguagePath(page.path, 'en'), 'x-default': ru });
    // The schema.org data of the page's subject is exactly what the page table gives; the WebPage,
    // breadcrumbs and questions that come with the page are checked in structured-data.spec.ts.
    const jsonLd = [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string },
    );
    const ofThePage = ['WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'BreadcrumbList', 'FAQPage'];
    expect(jsonLd.filter((node) => !ofThePage.includes(node['@type']))).toEqual(asJson(head.jsonLd ?? []));
    expect(html).toContain('data-server-rendered="true"');
  });

  test(`${file}: its route data, in the page and for navigation, is what the page table gives`, async () => {
    const html = readFileSync(join(dist, file), 'utf8');
    const { file: data, loaderData } = await hydrationData(html);
    const expected = asJson(loadPage(page.name, { lang: page.lang, params: pageParams(page) })) as { data: { money?: { date: string } } };
    const embedded = Object.values(loaderData).find((entry) => (entry as { head?: unknown } | null)?.head) as typeof expected | undefined;
    // The offers are those live on the day of the build (in Minsk): a check run after
    // midnight takes that day's figures from the build, and checks the rest.
    if (embedded?.data.money && expected.data.money && embedded.data.money.date !== expected.data.money.date)
      expected.data.money = embedded.data.money;
    expect(embedded).toEqual(expected);
    // On navigation the router fetches the same data as JSON.
    const json = manifest[page.path];
    expect(json, `${page.path} in the route data manifest`).toBeTruthy();
    expect(JSON.parse(readFileSync(join(dist, json!), 'utf8'))).toEqual(data);
  });
}

test('what every car page of a language carries alike (the shell, the strings, the offers and tariffs) is one cached file each, not in each page', async () => {
  for (const lang of ['ru', 'en'] as const) {
    const pages = SITE_PAGES.filter((page) => page.name === 'car' && page.lang === lang);
    const parts = await Promise.all(
      pages.map(async (page) => (await hydrationData(readFileSync(join(dist, htmlFileOfUrl(page.path)), 'utf8'))).file),
    );
    const shared = (data: Record<string, unknown>): string[] => JSON.stringify(data).match(/\/assets\/route-data-\w+\.json/g) ?? [];
    const common = shared(parts[0]!).filter((url) => parts.every((data) => shared(data).includes(url)));
    expect(common.length, `${lang}: root, car strings and money`).toBeGreaterThanOrEqual(3);
    for (const data of parts) {
      expect((data[`${lang}-car`] as { data: { money: unknown } }).data.money).toEqual({ $shared: expect.stringMatching(/^\/assets\//) });
      expect(JSON.stringify(data).length, 'a car page’s own data').toBeLessThan(15_000);
    }
  }
});

test('a car page carries its own car, in its language, with no placeholder', () => {
  const ru = readFileSync(join(dist, 'cars/zeekr-001-you.html'), 'utf8');
  const en = readFileSync(join(dist, 'en/cars/zeekr-001-you.html'), 'utf8');
  expect(ru).toContain('<h1>Zeekr 001 YOU</h1>');
  // Its price as the car file and the rate have it today (at launch 191 700 BYN, $63,900).
  const you = getCar('zeekr-001-you')!;
  expect(ru).toContain(formatByn(usdToByn(you.priceUSD, getCompany().usdToByn), 'ru').replace(/\u00a0/g, '&nbsp;'));
  expect(ru).toContain('Источники характеристик');
  expect(en).toContain('Where these figures come from');
  expect(en).toContain(formatUsd(you.priceUSD, 'en'));
  for (const html of [ru, en]) expect(html).not.toMatch(/placeholder-car|\b(lorem|TODO|undefined|NaN)\b/);
});

test('the not-found document is pre-rendered once, in both languages, not indexed', () => {
  const html = readFileSync(join(dist, '404.html'), 'utf8');
  expect(html).toContain('data-not-found');
  expect(html).toContain('Страница не найдена');
  expect(html).toContain('Page not found');
  expect(html).toMatch(/<meta[^>]* name="robots" content="noindex/);
  expect(html).not.toMatch(/rel="canonical"/);
  expect(existsSync(join(dist, 'en/404.html'))).toBe(false);
  // Both languages inside one shell: one header, main, footer and heading, each language's share within them
  // (its skip link, header and footer), and the script that picks one before the body is parsed.
  for (const element of ['header', 'main', 'footer', 'h1']) expect(html.match(new RegExp(`<${element}\\b`, 'g')), element).toHaveLength(1);
  for (const lang of ['ru', 'en']) {
    expect(html).toMatch(new RegExp(`<div lang="${lang}"[^>]*><a[^>]*href="#main"`));
    expect(html).toMatch(new RegExp(`<header[^>]*>.*<div lang="${lang}".*</header>`, 's'));
    expect(html).toMatch(new RegExp(`<footer[^>]*>.*<div lang="${lang}".*</footer>`, 's'));
  }
  const head = html.slice(0, html.indexOf('<body'));
  // It is a file (no inline script passes the CSP), loaded where it ran inline: before the body.
  const script = head.match(/<script[^>]* src="\/assets\/(inline-[\w]+\.js)"><\/script>/)?.[1];
  expect(script).toBeTruthy();
  expect(readFileSync(join(dist, 'assets', script!), 'utf8')).toMatch(/^\(function\(\)\{var p=location\.pathname/);
});

// html-validate over every page and the not-found document is the audit's (scripts/audit/site.ts), which npm test
// runs alone after the browser tests: here, beside them on two busy cores, the same 152 files passed 90 s.

test('the sitemap lists every page with its alternates, and robots.txt points to it', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(sitemap.match(/<url>/g)).toHaveLength(SITE_PAGES.length);
  expect(sitemap).toContain(`<loc>${getSiteUrl()}/en/cars/zeekr-001-you</loc>`);
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${getSiteUrl()}/sitemap.xml`);
});

test('build manifests, secrets and server-only code do not reach the deployed files', () => {
  expect(existsSync(join(dist, '.vite'))).toBe(false);
  const assets = readdirSync(join(dist, 'assets')).map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
  for (const text of assets) {
    expect(text).not.toMatch(/TELEGRAM_|api\.telegram\.org|sendMessage|ENQUIRY_OUTBOX/);
    expect(text).not.toMatch(/node:fs|readFileSync|yaml-language-server/);
  }
});

/** Files read as bytes, not text; every other file in dist/ is text (HTML, JS, CSS, JSON, SVG, XML …). */
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

test('no text in dist/ holds U+FFFD or a NUL: nothing garbled on its way to the page', () => {
  // A replacement character is a character that was lost: a multi-byte letter split between two
  // chunks, or a NUL written into an attribute (react-dom 18's streaming, fixed by scripts/patches/).
  // The staff editor's bundle in admin/ is Sveltia CMS's own build (its parsers name U+FFFD on purpose), not the site's text.
  const garbled = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => !BINARY.test(file) && !file.startsWith(`${EDITOR_DIR}/`) && statSync(join(dist, file)).isFile())
    .flatMap((file) => {
      const text = readFileSync(join(dist, file), 'utf8');
      const at = [text.indexOf('\uFFFD'), text.indexOf('\0')].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? -1;
      return at < 0 ? [] : [`${file}: …${JSON.stringify(text.slice(Math.max(0, at - 40), at + 20))}…`];
    });
  expect(garbled).toEqual([]);
});

test('every page writes a percentage by its language: "15%" in English, «15 %» with a no-break space in Russian', () => {
  const wrong = { en: /\d[\s\u202f]+%/g, ru: /\d(?!\u00a0%)[\s\u202f]*%/g };
  const errors = SITE_PAGES.flatMap((page) => {
    const text = readFileSync(join(dist, htmlFileOfUrl(page.path)), 'utf8')
      // Not the page's own words: styles, scripts, and the titles of outside sources, quoted as they are.
      .replace(/<(style|script)\b[^>]*>.*?<\/\1>|<a [^>]*href="https?:[^>]*>.*?<\/a>/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&nbsp;', '\u00a0');
    return [...text.matchAll(wrong[page.lang])].map((m) => `${page.path}: ${JSON.stringify(text.slice(m.index - 30, m.index + 4))}`);
  });
  expect(errors).toEqual([]);
});
