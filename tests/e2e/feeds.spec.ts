/**
 * The news feeds the build writes (scripts/build/news-feed.ts), read from dist/ with a real XML
 * parser (fast-xml-parser, after its validator has found the file well formed): RSS 2.0, one per
 * language, every article of that language newest first, each linking a page that exists; the
 * news pages point to them from their head; the local host serves them as RSS. What they must
 * list is read from the content, so an article staff add changes the expectations with the feeds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getArticlesIn, getCompany, getSiteUrl } from '../../content/index.js';
import { htmlFileOfUrl } from '../../scripts/build/html-files.js';
import { LANGS } from '../../shared/lang.js';
import { newestFirst } from '../../src/lib/news.js';
import { newsFeedPath, paths } from '../../src/lib/paths.js';
import { absoluteUrl } from '../../src/lib/shell.js';
import { SITE_PAGES, commonStrings, escapeHtml, expect, expectedHead, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');
const siteUrl = getSiteUrl();
const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 822 as RSS 2.0 writes dates: day name, day, month, four-digit year, time and zone. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

/** An element as the parser gives it: its text, its attributes (`@_name`) and its children, each a list. */
interface XmlElement {
  '#text'?: string;
  [name: string]: XmlElement[] | string | undefined;
}

// Every element a list, so that "exactly one" can be checked; text and attributes as written.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The feed's root element, once the validator has found the file well-formed XML. */
function readFeed(file: string): XmlElement {
  const text = readFileSync(join(dist, file), 'utf8');
  expect(XMLValidator.validate(text), `${file} is well-formed XML`).toBe(true);
  return one(parser.parse(text) as XmlElement, 'rss');
}

function all(parent: XmlElement, name: string): XmlElement[] {
  const children = parent[name];
  return Array.isArray(children) ? children : [];
}

function one(parent: XmlElement, name: string): XmlElement {
  const children = all(parent, name);
  expect(children, `one <${name}>`).toHaveLength(1);
  return children[0]!;
}

/** The text of the parent's only child of that name. */
const text = (parent: XmlElement, name: string): string => one(parent, name)['#text'] ?? '';

/** The feeds a page's head offers, as a feed reader finds them (`<link rel="alternate" type="application/rss+xml">`), attributes as written. */
function feedLinksOf(file: string): { title?: string; href?: string }[] {
  const html = readFileSync(join(dist, file), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((tag) => Object.fromEntries([...tag[0].matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])))
    .filter((attributes) => attributes.rel === 'alternate' && attributes.type === 'application/rss+xml')
    .map(({ title, href }) => ({ title, href }));
}

for (const lang of LANGS) {
  const file = newsFeedPath(lang).slice(1);
  const feedUrl = absoluteUrl(siteUrl, newsFeedPath(lang));
  const articles = newestFirst(getArticlesIn(lang));
  const newsPage = SITE_PAGES.find((page) => page.name === 'news' && page.lang === lang)!;

  test(`${file} is RSS 2.0: a channel in ${lang} that names the news page and itself`, () => {
    const rss = readFeed(file);
    expect(rss['@_version']).toBe('2.0');
    const channel = one(rss, 'channel');
    expect(text(channel, 'link')).toBe(absoluteUrl(siteUrl, paths.news(lang)));
    expect(text(channel, 'language')).toBe(lang);
    const title = text(channel, 'title');
    expect(title).toContain(getCompany().name[lang]);
    // The feed describes itself as the news page does, in the same language.
    expect(text(channel, 'description')).toBe(expectedHead(newsPage).description);
    const newest = articles[0];
    for (const name of ['pubDate', 'lastBuildDate']) {
      const date = text(channel, name);
      expect(date).toMatch(RFC_822);
      if (newest) expect(new Date(date).getTime()).toBe(new Date(`${newest.date}T00:00:00+03:00`).getTime());
    }
    expect(rss['@_xmlns:atom']).toBe(ATOM);
    const self = one(channel, 'atom:link');
    expect(self['@_rel']).toBe('self');
    expect(self['@_href']).toBe(feedUrl);
    expect(self['@_type']).toBe('application/rss+xml');
  });

  test(`${file} lists every ${lang} article newest first, each linking its page in dist/`, () => {
    const items = all(one(readFeed(file), 'channel'), 'item');
    expect(items.length).toBeGreaterThan(0);
    expect(items).toHaveLength(articles.length);
    const category = commonStrings(lang);
    items.forEach((item, index) => {
      const article = articles[index]!;
      const link = text(item, 'link');
      expect(link).toBe(absoluteUrl(siteUrl, paths.newsArticle(lang, article.category, article.slug)));
      // Titles and summaries come through the escaping as written: quotes, «», dashes, no-break spaces.
      expect(text(item, 'title')).toBe(article.title);
      expect(text(item, 'description')).toBe(article.description);
      expect(text(item, 'category')).toBe(category(`news.categories.${article.category}`));
      const guid = one(item, 'guid');
      expect(guid['#text']).toBe(link);
      expect(guid['@_isPermaLink']).toBe('true');
      const pubDate = text(item, 'pubDate');
      expect(pubDate).toMatch(RFC_822);
      expect(new Date(pubDate).getTime()).toBe(new Date(`${article.date}T00:00:00+03:00`).getTime());
      // The link is a page the build wrote, on the site's origin.
      expect(link.startsWith(`${siteUrl}/`), link).toBe(true);
      const page = htmlFileOfUrl(new URL(link).pathname);
      expect(existsSync(join(dist, page)), `${link} → dist/${page}`).toBe(true);
    });
    const times = items.map((item) => new Date(text(item, 'pubDate')).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test(`the ${lang} news list and every ${lang} article point feed readers to ${file}`, () => {
    const title = text(one(readFeed(file), 'channel'), 'title');
    const newsPages = SITE_PAGES.filter((page) => (page.name === 'news' || page.name === 'newsArticle') && page.lang === lang);
    expect(newsPages).toHaveLength(articles.length + 1);
    for (const page of newsPages)
      expect(feedLinksOf(htmlFileOfUrl(page.path)), page.path).toEqual([{ title: escapeHtml(title), href: escapeHtml(feedUrl) }]);
  });
}

test('pages other than the news offer no feed', () => {
  const others = SITE_PAGES.filter((page) => page.name !== 'news' && page.name !== 'newsArticle');
  expect(others.length).toBeGreaterThan(0);
  for (const page of others) expect(feedLinksOf(htmlFileOfUrl(page.path)), page.path).toEqual([]);
});

test('the local host serves the feeds as RSS, like vercel.json says', async ({ request }) => {
  for (const lang of LANGS) {
    const response = await request.get(newsFeedPath(lang));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(join(dist, newsFeedPath(lang)), 'utf8'));
  }
});
