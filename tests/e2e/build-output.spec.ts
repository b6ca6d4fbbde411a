/** The build itself: one HTML file per page per language, each complete without JavaScript. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [relative(dist, path)] : [];
  });
}

const files = htmlFiles(dist).sort();
const pages = files.filter((file) => !/(^|\/)404\.html$/.test(file));

test('lists the generated HTML files of both languages', () => {
  expect(files).toEqual(['404.html', 'catalog.html', 'en.html', 'en/404.html', 'en/catalog.html', 'index.html']);
  const russian = pages.filter((file) => !file.startsWith('en'));
  const english = pages.filter((file) => file.startsWith('en'));
  expect(english.length).toBe(russian.length);
});

for (const file of files) {
  test(`${file} carries its own language, title, CSS and charset`, () => {
    const html = readFileSync(join(dist, file), 'utf8');
    const lang = file.startsWith('en') ? 'en' : 'ru';
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta[^>]* name="description" content="[^"]{30,}"/);
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html.indexOf('<meta charset')).toBeGreaterThan(-1);
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    expect(html.match(/<html/g)).toHaveLength(1);
  });
}

for (const file of pages) {
  test(`${file} has its canonical and hreflang alternates`, () => {
    const html = readFileSync(join(dist, file), 'utf8');
    const canonical = html.match(/<link[^>]* rel="canonical" href="([^"]+)"/)?.[1];
    // The canonical is the file's own clean URL: no .html, no trailing slash (but the root's).
    const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
    expect(canonical && new URL(canonical).pathname).toBe(path);
    const alternates = [...html.matchAll(/<link[^>]* rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates.sort()).toEqual(['en', 'ru', 'x-default']);
    expect(html).toContain('data-server-rendered="true"');
  });
}

test('the 404 pages are drawn afresh in the browser, in the language of the URL', () => {
  for (const file of ['404.html', 'en/404.html']) {
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html).not.toContain('data-server-rendered');
    expect(html).not.toContain('__staticRouterHydrationData');
    expect(html).toMatch(/<meta[^>]* name="robots" content="noindex/);
  }
});

test('no secret or server-only code reaches the browser files', () => {
  const assets = readdirSync(join(dist, 'assets')).map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
  for (const text of assets) {
    expect(text).not.toMatch(/TELEGRAM_|api\.telegram\.org|sendMessage|ENQUIRY_OUTBOX/);
    expect(text).not.toMatch(/node:fs|readFileSync/);
  }
});
