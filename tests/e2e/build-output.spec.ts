/** The build itself: one HTML file per page per language, each complete without JavaScript. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileOfUrl, htmlFiles } from '../../scripts/build/html-files.js';
import { SITE_PAGES, expect, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');
const files = htmlFiles(dist);
const pageFiles = SITE_PAGES.map((page) => htmlFileOfUrl(page.path));

test('lists the generated HTML files of both languages: every page of the page table, and the not-found document', () => {
  expect(files).toEqual([...pageFiles, '404.html'].sort());
  const count = (lang: string) => SITE_PAGES.filter((page) => page.lang === lang).length;
  expect(count('en')).toBe(count('ru'));
  expect(SITE_PAGES.filter((page) => page.name === 'car')).toHaveLength(80);
});

for (const page of SITE_PAGES) {
  const file = htmlFileOfUrl(page.path);
  test(`${file} carries its language, title, description, CSS, charset, canonical and alternates`, () => {
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html).toContain(`<html lang="${page.lang}"`);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta[^>]* name="description" content="[^"]{30,}"/);
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html.indexOf('<meta charset')).toBeGreaterThan(-1);
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    // The canonical is the file's own clean URL: no .html, no trailing slash (but the root's).
    const canonical = html.match(/<link[^>]* rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname).toBe(page.path);
    const alternates = [...html.matchAll(/<link[^>]* rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates.sort()).toEqual(['en', 'ru', 'x-default']);
    expect(html).toContain('data-server-rendered="true"');
  });
}

test('a car page carries its own car, in its language, with no placeholder', () => {
  const ru = readFileSync(join(dist, 'cars/zeekr-001-you.html'), 'utf8');
  const en = readFileSync(join(dist, 'en/cars/zeekr-001-you.html'), 'utf8');
  expect(ru).toContain('<h1>Zeekr 001 YOU</h1>');
  expect(ru).toContain('191&nbsp;700&nbsp;BYN');
  expect(ru).toContain('Источники характеристик');
  expect(en).toContain('Where these figures come from');
  expect(en).toContain('$63,900');
  for (const html of [ru, en]) expect(html).not.toMatch(/placeholder-car|\b(lorem|TODO|undefined|NaN)\b/);
});

test('the not-found document is pre-rendered once, in both languages, not indexed', () => {
  const html = readFileSync(join(dist, '404.html'), 'utf8');
  expect(html).toContain('data-not-found');
  expect(html).toContain('Страница не найдена');
  expect(html).toContain('Page not found');
  expect(html).toMatch(/<meta[^>]* name="robots" content="noindex/);
  expect(existsSync(join(dist, 'en/404.html'))).toBe(false);
});

test('the sitemap lists every page with its alternates, and robots.txt points to it', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(sitemap.match(/<url>/g)).toHaveLength(SITE_PAGES.length);
  expect(sitemap).toContain('<loc>https://ev-dealer.example/en/cars/zeekr-001-you</loc>');
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain('Sitemap: https://ev-dealer.example/sitemap.xml');
});

test('build manifests, secrets and server-only code do not reach the deployed files', () => {
  expect(existsSync(join(dist, '.vite'))).toBe(false);
  const assets = readdirSync(join(dist, 'assets')).map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
  for (const text of assets) {
    expect(text).not.toMatch(/TELEGRAM_|api\.telegram\.org|sendMessage|ENQUIRY_OUTBOX/);
    expect(text).not.toMatch(/node:fs|readFileSync|yaml-language-server/);
  }
});
