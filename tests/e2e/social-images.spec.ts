/**
 * Link previews (issue 27), read from dist/ without a browser, as a messenger reads them: every
 * HTML file names exactly one preview image, which the build drew (the file is there, 1200×630,
 * under the size limit, its size and type as the tags say), with an alt text and Twitter's large
 * card. A car page shows its car's image, an article its own and calls itself an article, with its
 * date; every other page its language's site image. The lists come from the page table and the content.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { getArticlesIn, getSiteUrl } from '../../content/index.js';
import { htmlFileOfUrl, htmlFiles } from '../../scripts/build/html-files.js';
import { DEFAULT_LANG } from '../../shared/lang.js';
import { SOCIAL_IMAGE_MAX_BYTES, socialImagePath } from '../../src/lib/social-image.js';
import type { SitePage } from '../../src/app/page-table.js';
import { SITE_PAGES, expect, pageParams, test } from './fixtures.js';

const dist = join(process.cwd(), 'dist');
const files = htmlFiles(dist);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** Every `<meta property|name="…" content="…">` of a document, by its property or name, each value in order. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = tag.match(/\s(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\scontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  return tags;
}

/** The one value of a tag; fails naming the file and tag when there are none or several. */
function one(tags: Map<string, string[]>, key: string, file: string): string {
  const values = tags.get(key) ?? [];
  expect(values, `${file}: ${key}`).toHaveLength(1);
  return values[0]!;
}

/** The image a page should show, from what it is: its car, its article, or its language's site image. */
function expectedImage(page: SitePage): string {
  const { slug } = pageParams(page);
  if (page.name === 'car') return socialImagePath({ kind: 'car', slug: slug! }, page.lang);
  if (page.name === 'newsArticle') return socialImagePath({ kind: 'article', slug: slug! }, page.lang);
  return socialImagePath({ kind: 'site' }, page.lang);
}

const origin = new URL(getSiteUrl()).origin;
const images = new Map<string, Promise<sharp.Metadata>>();
const metadataOf = (path: string) => {
  let metadata = images.get(path);
  if (!metadata) images.set(path, (metadata = sharp(join(dist, path)).metadata()));
  return metadata;
};

test('every HTML file names exactly one preview image, drawn by the build at the size and type its tags give, with an alt text', async () => {
  expect(files.length).toBeGreaterThan(SITE_PAGES.length);
  for (const file of files) {
    const tags = metaTags(readFileSync(join(dist, file), 'utf8'));
    const url = new URL(one(tags, 'og:image', file));
    expect(url.origin, `${file}: on the site's origin`).toBe(origin);
    expect(statSync(join(dist, url.pathname)).size, `${file}: ${url.pathname} size`).toBeLessThanOrEqual(SOCIAL_IMAGE_MAX_BYTES);
    const metadata = await metadataOf(url.pathname);
    expect({ width: metadata.width, height: metadata.height }, `${file}: ${url.pathname}`).toEqual({ width: 1200, height: 630 });
    expect(one(tags, 'og:image:width', file)).toBe(String(metadata.width));
    expect(one(tags, 'og:image:height', file)).toBe(String(metadata.height));
    expect(one(tags, 'og:image:type', file)).toBe(`image/${metadata.format}`);
    expect(one(tags, 'og:image:alt', file).trim().length, `${file}: og:image:alt`).toBeGreaterThan(10);
    expect(one(tags, 'twitter:card', file)).toBe('summary_large_image');
    expect(one(tags, 'twitter:image', file)).toBe(url.href);
  }
});

test('a car page shows its car’s image, an article its own, every other page its language’s site image, the not-found document the Russian one', () => {
  const named = (file: string) => new URL(metaTags(readFileSync(join(dist, file), 'utf8')).get('og:image')![0]!).pathname;
  for (const page of SITE_PAGES) expect(named(htmlFileOfUrl(page.path)), page.path).toBe(expectedImage(page));
  expect(named('404.html')).toBe(socialImagePath({ kind: 'site' }, DEFAULT_LANG));
});

test('the build draws the images the pages name, and no other', () => {
  const drawn = readdirSync(join(dist, 'og'), { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(dist, 'og', file)).isFile())
    .map((file) => `/og/${file.split('\\').join('/')}`)
    .sort();
  expect(drawn).toEqual([...new Set(SITE_PAGES.map(expectedImage))].sort());
});

test('an article is an article to a link preview, published on its date; every other page is a website', () => {
  for (const page of SITE_PAGES) {
    const file = htmlFileOfUrl(page.path);
    const tags = metaTags(readFileSync(join(dist, file), 'utf8'));
    if (page.name === 'newsArticle') {
      expect(one(tags, 'og:type', file)).toBe('article');
      const article = getArticlesIn(page.lang).find((candidate) => candidate.slug === pageParams(page).slug)!;
      const published = one(tags, 'article:published_time', file);
      expect(published, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(published).toBe(article.date);
    } else {
      expect(one(tags, 'og:type', file)).toBe('website');
      expect(tags.has('article:published_time'), file).toBe(false);
    }
  }
});

test('a car’s image alt names the car and its price, in the page’s language', () => {
  for (const page of SITE_PAGES.filter((candidate) => candidate.name === 'car')) {
    const html = readFileSync(join(dist, htmlFileOfUrl(page.path)), 'utf8');
    const tags = metaTags(html);
    const name = decode(html.match(/<h1[^>]*>(.*?)<\/h1>/s)![1]!.replace(/<[^>]+>/g, ''));
    const alt = one(tags, 'og:image:alt', page.path);
    expect(alt).toContain(name);
    expect(alt).toMatch(/\d[\d\u00a0,]*\u00a0BYN/u);
    expect(alt).toMatch(page.lang === 'ru' ? /цена/ : /price/);
  }
});
